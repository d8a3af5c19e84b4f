/// A key the interactive screen reacts to, decoded from the terminal's bytes by `KeyDecoder`.
package enum Key: Equatable, Sendable {
    /// A printable character, added to the query.
    case character(Character)
    /// Up arrow (or Ctrl-P).
    case up
    /// Down arrow (or Ctrl-N).
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter or Return.
    case enter
    /// Esc on its own.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Ctrl-U: clear the query.
    case clearLine
    /// Ctrl-C: raw mode turns it into a byte instead of a signal.
    case interrupt
}
