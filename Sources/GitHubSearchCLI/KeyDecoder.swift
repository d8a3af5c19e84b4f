/// Turns the bytes a terminal sends in raw mode into `Key`s.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("sw\u{1B}[B".utf8))  // [.character("s"), .character("w"), .move(.down)]
/// ```
///
/// Terminals send an escape sequence in one write, so an ESC that ends a read is the Esc key; a
/// UTF-8 character split across reads is kept until its last byte arrives. Sequences it does not
/// know (function keys, mouse reports, Alt+letter) are dropped whole rather than typed as text.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// The keys in `bytes`, after any bytes held back from the previous read.
    ///
    /// - Parameter bytes: What one `read` returned.
    /// - Returns: The keys, in order.
    package mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                let (key, length) = Self.escapeSequence(input[index...])
                if let key { keys.append(key) }
                index += length
                continue
            case 0x03: keys.append(.interrupt)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x15: keys.append(.clearLine)
            case 0x14: keys.append(.toggleTimeline)
            case 0x10: keys.append(.move(.up))
            case 0x0E: keys.append(.move(.down))
            case 0x00..<0x20: break  // other control keys do nothing
            default:
                let length = Self.utf8Length(byte)
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                let scalarBytes = input[index..<index + length]
                if let text = String(validating: scalarBytes, as: UTF8.self) {
                    keys += text.unicodeScalars.map { .character(Character($0)) }
                }
                index += length
                continue
            }
            index += 1
        }
        return keys
    }

    /// The key an escape sequence at the start of `bytes` stands for, and how many bytes it takes.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O"), bytes.count > 2 {
            return (finalKey(bytes[start + 2], parameters: []), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // Esc then another key (or Alt+key): keep the Esc, let the next byte be read again.
            return (.escape, 1)
        }
        var end = start + 2
        while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.endIndex else { return (nil, bytes.count) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        return (finalKey(bytes[end], parameters: parameters.split(separator: ";").map(String.init)), end - start + 1)
    }

    private static func finalKey(_ byte: UInt8, parameters: [String]) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): return .move(.up)
        case UInt8(ascii: "B"): return .move(.down)
        case UInt8(ascii: "H"): return .move(.home)
        case UInt8(ascii: "F"): return .move(.end)
        case UInt8(ascii: "~"):
            switch parameters.first {
            case "1", "7": return .move(.home)
            case "4", "8": return .move(.end)
            case "5": return .move(.pageUp)
            case "6": return .move(.pageDown)
            default: return nil
            }
        default: return nil
        }
    }

    /// The length of the UTF-8 sequence that `byte` starts; 1 for a stray continuation byte.
    private static func utf8Length(_ byte: UInt8) -> Int {
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
