#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's size in character cells.
package struct TerminalSize: Equatable, Sendable {
    /// Rows.
    package var rows: Int
    /// Columns.
    package var columns: Int

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - rows: Rows.
    ///   - columns: Columns.
    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// `write(2)`, named apart from `Terminal.write`.
#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// The few terminal calls the app makes: whether a descriptor is a terminal, its size, raw mode.
package enum Terminal {
    /// Whether `descriptor` is a terminal.
    ///
    /// - Parameter descriptor: A file descriptor.
    /// - Returns: `isatty`'s answer.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The size of the terminal on `descriptor`, or `nil` when it is not one or reports zero.
    ///
    /// - Parameter descriptor: A file descriptor.
    /// - Returns: The size.
    package static func size(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        guard result == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    /// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - descriptor: Where to write.
    package static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// The terminal's settings before the app changed them, and raw mode: keys arrive one by one,
/// unechoed, with Ctrl-C as a byte rather than a signal.
package final class RawMode {
    private let descriptor: Int32
    private var saved = termios()
    private var isRaw = false

    /// Saves the settings of the terminal on `descriptor`.
    ///
    /// - Parameter descriptor: The terminal, usually standard input.
    package init?(descriptor: Int32) {
        self.descriptor = descriptor
        guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    }

    /// Switches to raw mode: no echo, no line editing, no signals from keys, no flow control.
    /// Output processing stays on, so the rest of the process can still print lines.
    package func enable() {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        isRaw = tcsetattr(descriptor, TCSAFLUSH, &raw) == 0
    }

    /// Puts back the saved settings exactly; safe to call more than once.
    package func restore() {
        guard isRaw else { return }
        isRaw = false
        _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
    }
}
