import Foundation

/// Strict encoding and form-style decoding of URL query strings.
///
/// Encoding leaves only RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`) as they are and
/// percent-encodes every other UTF-8 byte, so `+`, `&`, `=`, `#`, `:` and emoji cannot change the
/// meaning of the query. A space becomes `%20`, never `+`: GitHub accepts both, but `%20` means a
/// space to every decoder, while `+` means a space only to form decoders.
///
/// Decoding follows form rules (`+` is a space) because GitHub writes spaces as `+` in the URLs of
/// its `Link` header, and Foundation's `URLComponents.queryItems` would keep them as literal `+`.
package enum URLQueryEncoding {
    /// Percent-encodes `value` for use as a query name or value.
    ///
    /// - Parameter value: Any text.
    /// - Returns: The text with everything outside the unreserved set percent-encoded.
    package static func encode(_ value: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return encoded
    }

    /// Builds a query string (without the `?`) from name-value pairs, in order.
    ///
    /// - Parameter items: The pairs.
    /// - Returns: `name=value&…`, every part strictly encoded.
    package static func queryString(_ items: [(name: String, value: String)]) -> String {
        items.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    /// Splits a query string into name-value pairs, decoding `+` as a space and percent escapes.
    ///
    /// - Parameter query: The part of a URL after `?`, still encoded.
    /// - Returns: The pairs in order, or `nil` if a percent escape is invalid or decodes to
    ///   something that is not UTF-8.
    package static func decode(_ query: String) -> [(name: String, value: String)]? {
        var items: [(name: String, value: String)] = []
        for part in query.split(separator: "&", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decodeComponent(pieces[0]) else { return nil }
            let rawValue = pieces.count > 1 ? pieces[1] : ""
            guard let value = decodeComponent(rawValue) else { return nil }
            items.append((name, value))
        }
        return items
    }

    private static func decodeComponent(_ component: Substring) -> String? {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        // `removingPercentEncoding` returns nil for a bad escape such as `%zz` or a lone `%`.
        return spaced.removingPercentEncoding
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF").map(String.init)
}
