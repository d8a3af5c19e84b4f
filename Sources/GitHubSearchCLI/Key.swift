/// A key the interactive screen reacts to, decoded from the terminal's bytes by `KeyDecoder`.
package enum Key: Equatable, Sendable {
    /// A printable character, added to the query.
    case character(Character)
    /// A movement through the list: the arrows (or Ctrl-P and Ctrl-N), Page Up, Page Down,
    /// Home and End.
    case move(ListViewport.Movement)
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
    /// Ctrl-T: show or hide the timeline under the list.
    case toggleTimeline
}
