import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Response headers with case-insensitive lookup.
///
/// HTTP header names are case-insensitive and HTTP/2 servers (GitHub among them) send them in
/// lowercase, so a lookup of `"Link"` in a plain dictionary misses `link`. Every read goes through
/// `subscript(_:)`, which ignores case.
package struct HTTPHeaders: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var storage: [String: String] = [:]

    /// Creates headers from name-value pairs; a repeated name is joined with `, ` as HTTP allows.
    ///
    /// - Parameter fields: The headers.
    package init(_ fields: [String: String]) {
        for (name, value) in fields {
            add(name: name, value: value)
        }
    }

    /// Creates headers from literal pairs.
    ///
    /// - Parameter elements: The headers.
    package init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements {
            add(name: name, value: value)
        }
    }

    /// Creates headers from a response's `allHeaderFields`, skipping anything that is not text.
    ///
    /// - Parameter response: The response.
    package init(_ response: HTTPURLResponse) {
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            add(name: name, value: value)
        }
    }

    /// The value of the header `name`, whatever the case of either; `nil` if absent.
    package subscript(_ name: String) -> String? {
        storage[name.lowercased()]
    }

    /// The value of header `name` as an integer, ignoring surrounding whitespace.
    ///
    /// - Parameter name: The header name.
    /// - Returns: The integer, or `nil` if absent or not an integer.
    package func integer(_ name: String) -> Int? {
        self[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Every header, names lowercased.
    package var fields: [String: String] { storage }

    private mutating func add(name: String, value: String) {
        let key = name.lowercased()
        if let existing = storage[key] {
            storage[key] = existing + ", " + value
        } else {
            storage[key] = value
        }
    }
}
