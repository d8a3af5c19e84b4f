import GitHubSearchCLI

/// A small VT100/xterm screen: the escape sequences `github-search` writes, applied to a grid of
/// cells, so tests can assert what a person would see.
///
/// It understands cursor positioning (`CUP`, `CUU`/`CUD`/`CUF`/`CUB`), erasing (`ED`, `EL`), the
/// alternate screen (`?1049`), cursor visibility (`?25`), carriage return, line feed with
/// scrolling, and xterm's deferred wrap at the right margin. Styles (`SGR`) are dropped, other
/// sequences ignored. Wide characters take two cells (the second holds ""), combining marks join
/// the cell before; widths come from `DisplayWidth`, the terminal's rules the app also follows.
struct ScreenModel {
    private(set) var rows: Int
    private(set) var columns: Int
    private(set) var cells: [[String]]
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    private(set) var cursorVisible = true
    private(set) var isAlternateScreen = false
    private var pendingWrap = false
    private var savedMain: (cells: [[String]], row: Int, column: Int)?
    private var pending: [UInt8] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Self.blank(rows: rows, columns: columns)
    }

    /// Row `row` as text, trailing spaces removed.
    func line(_ row: Int) -> String {
        String(cells[row].joined().reversed().drop(while: { $0 == " " }).reversed())
    }

    /// Every row, trailing spaces removed, joined with newlines.
    var text: String { (0..<rows).map(line).joined(separator: "\n") }

    /// Whether any row contains `fragment`.
    func contains(_ fragment: String) -> Bool {
        (0..<rows).contains { line($0).contains(fragment) }
    }

    /// The terminal was resized: cells are kept where they fit, as xterm does.
    mutating func resize(rows newRows: Int, columns newColumns: Int) {
        var resized = Self.blank(rows: newRows, columns: newColumns)
        for row in 0..<min(rows, newRows) {
            for column in 0..<min(columns, newColumns) {
                resized[row][column] = cells[row][column]
            }
        }
        (rows, columns, cells) = (newRows, newColumns, resized)
        cursorRow = min(cursorRow, rows - 1)
        cursorColumn = min(cursorColumn, columns - 1)
        pendingWrap = false
    }

    /// Applies output bytes; an escape sequence or character cut off at the end waits for the rest.
    mutating func feed(_ bytes: [UInt8]) {
        let input = pending + bytes
        pending = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == 0x1B {
                guard let length = escapeLength(input[index...]) else {
                    pending = Array(input[index...])
                    return
                }
                applyEscape(Array(input[index..<index + length]))
                index += length
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
            } else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return
                }
                for scalar in String(decoding: input[index..<index + length], as: UTF8.self).unicodeScalars {
                    put(scalar)
                }
                index += length
            }
        }
    }

    private static func blank(rows: Int, columns: Int) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The length of the complete escape sequence at the start of `bytes`, or `nil` if cut off.
    private func escapeLength(_ bytes: ArraySlice<UInt8>) -> Int? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var end = start + 2
            while end < bytes.endIndex {
                if (0x40...0x7E).contains(bytes[end]) { return end - start + 1 }
                end += 1
            }
            return nil
        case UInt8(ascii: "]"):
            // OSC, ended by BEL or ESC \.
            var end = start + 2
            while end < bytes.endIndex {
                if bytes[end] == 0x07 { return end - start + 1 }
                if bytes[end] == 0x1B, end + 1 < bytes.endIndex { return end - start + 2 }
                end += 1
            }
            return nil
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            return bytes.count >= 3 ? 3 : nil
        default:
            return 2
        }
    }

    private mutating func applyEscape(_ sequence: [UInt8]) {
        guard sequence.count > 2, sequence[1] == UInt8(ascii: "[") else { return }
        let final = sequence[sequence.count - 1]
        var body = String(decoding: sequence[2..<sequence.count - 1], as: UTF8.self)
        let isPrivate = body.hasPrefix("?")
        if isPrivate { body.removeFirst() }
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func parameter(_ index: Int, _ defaultValue: Int) -> Int {
            guard index < parameters.count, let value = parameters[index], value > 0 else { return defaultValue }
            return value
        }
        pendingWrap = false
        switch (isPrivate, final) {
        case (true, UInt8(ascii: "h")), (true, UInt8(ascii: "l")):
            setMode(parameter(0, 0), on: final == UInt8(ascii: "h"))
        case (false, UInt8(ascii: "H")), (false, UInt8(ascii: "f")):
            cursorRow = min(parameter(0, 1), rows) - 1
            cursorColumn = min(parameter(1, 1), columns) - 1
        case (false, UInt8(ascii: "A")): cursorRow = max(0, cursorRow - parameter(0, 1))
        case (false, UInt8(ascii: "B")): cursorRow = min(rows - 1, cursorRow + parameter(0, 1))
        case (false, UInt8(ascii: "C")): cursorColumn = min(columns - 1, cursorColumn + parameter(0, 1))
        case (false, UInt8(ascii: "D")): cursorColumn = max(0, cursorColumn - parameter(0, 1))
        case (false, UInt8(ascii: "J")): eraseDisplay(parameters.first.flatMap { $0 } ?? 0)
        case (false, UInt8(ascii: "K")): eraseLine(parameters.first.flatMap { $0 } ?? 0)
        default: break  // SGR and anything else: no effect on the text
        }
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        switch mode {
        case 25: cursorVisible = on
        case 1049 where on && !isAlternateScreen:
            savedMain = (cells, cursorRow, cursorColumn)
            cells = Self.blank(rows: rows, columns: columns)
            isAlternateScreen = true
        case 1049 where !on && isAlternateScreen:
            if let saved = savedMain {
                cells = Self.blank(rows: rows, columns: columns)
                for row in 0..<min(rows, saved.cells.count) {
                    for column in 0..<min(columns, saved.cells[row].count) {
                        cells[row][column] = saved.cells[row][column]
                    }
                }
                cursorRow = min(saved.row, rows - 1)
                cursorColumn = min(saved.column, columns - 1)
            }
            isAlternateScreen = false
        default: break
        }
    }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 2, 3: cells = Self.blank(rows: rows, columns: columns)
        case 1:
            for row in 0..<cursorRow { cells[row] = Array(repeating: " ", count: columns) }
            eraseLine(1)
        default:
            eraseLine(0)
            for row in (cursorRow + 1)..<rows { cells[row] = Array(repeating: " ", count: columns) }
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        let range =
            switch mode {
            case 1: 0...cursorColumn
            case 2: 0...(columns - 1)
            default: cursorColumn...(columns - 1)
            }
        for column in range { cells[cursorRow][column] = " " }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: cursorColumn = 0
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: cursorColumn = max(0, cursorColumn - 1)
        case 0x09: cursorColumn = min(columns - 1, (cursorColumn / 8 + 1) * 8)
        default: return
        }
        pendingWrap = false
    }

    private mutating func lineFeed() {
        if cursorRow == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            cursorRow += 1
        }
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.of(scalar)
        if width == 0 {
            // A combining mark joins the character before the cursor.
            let column = pendingWrap ? cursorColumn : max(0, cursorColumn - 1)
            var target = column
            while target > 0 && cells[cursorRow][target].isEmpty { target -= 1 }
            cells[cursorRow][target].unicodeScalars.append(scalar)
            // VS16 asks for emoji presentation: a narrow symbol becomes two columns, as in the app.
            if scalar == "\u{FE0F}", target == column, !pendingWrap, cursorColumn < columns {
                cells[cursorRow][cursorColumn] = ""
                cursorColumn += 1
                if cursorColumn == columns {
                    cursorColumn = columns - 1
                    pendingWrap = true
                }
            }
            return
        }
        if pendingWrap || cursorColumn + width > columns {
            cursorColumn = 0
            lineFeed()
            pendingWrap = false
        }
        cells[cursorRow][cursorColumn] = String(scalar)
        if width == 2 { cells[cursorRow][cursorColumn + 1] = "" }
        if cursorColumn + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }
}
