import Foundation

/// A hand-written scanner over the header's scalars, so no input can make it trap or loop.
struct LinkHeaderScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func parseLinks() throws(LinkHeaderError) -> [String: URL] {
        var links: [String: URL] = [:]
        while true {
            skip { $0 == "," || Self.isWhitespace($0) }  // empty list elements are allowed
            guard index < scalars.count else { return links }
            let target = try parseTarget()
            for rel in try parseRelations() where links[rel] == nil {
                links[rel] = target
            }
        }
    }

    private mutating func parseTarget() throws(LinkHeaderError) -> URL {
        guard scalars[index] == "<" else { throw failure("expected '<' to start a link") }
        let start = index
        index += 1
        let uriStart = index
        while index < scalars.count, scalars[index] != ">" {
            index += 1
        }
        guard index < scalars.count else { throw LinkHeaderError(reason: "unterminated '<'", offset: start) }
        let text = String(String.UnicodeScalarView(scalars[uriStart..<index]))
        index += 1
        guard !text.isEmpty, let url = URL(string: text), url.scheme != nil else {
            throw LinkHeaderError(reason: "'\(text)' is not an absolute URL", offset: uriStart)
        }
        return url
    }

    /// Reads `; name=value` parameters up to the next `,` and returns the relation names.
    private mutating func parseRelations() throws(LinkHeaderError) -> [String] {
        var relations: [String] = []
        while true {
            skip(Self.isWhitespace)
            guard index < scalars.count, scalars[index] != "," else { return relations }
            guard scalars[index] == ";" else { throw failure("expected ';' or ','") }
            index += 1
            skip(Self.isWhitespace)
            let name = readToken().lowercased()
            guard !name.isEmpty else { throw failure("expected a parameter name") }
            skip(Self.isWhitespace)
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                skip(Self.isWhitespace)
                value = try readValue()
            }
            if name == "rel" {
                relations += value.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            }
        }
    }

    private mutating func readValue() throws(LinkHeaderError) -> String {
        guard index < scalars.count, scalars[index] == "\"" else {
            let token = readToken()
            guard !token.isEmpty else { throw failure("expected a parameter value") }
            return token
        }
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(value) }
            if scalar == "\\" {
                guard index < scalars.count else { break }
                value.append(scalars[index])
                index += 1
            } else {
                value.append(scalar)
            }
        }
        throw LinkHeaderError(reason: "unterminated quoted string", offset: start)
    }

    private mutating func readToken() -> String {
        let start = index
        skip { !Self.isWhitespace($0) && !Self.delimiters.contains($0) }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    private static let delimiters = Set(";,=\"<>".unicodeScalars)

    private mutating func skip(_ predicate: (Unicode.Scalar) -> Bool) {
        while index < scalars.count, predicate(scalars[index]) {
            index += 1
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }

    private func failure(_ reason: String) -> LinkHeaderError {
        let found = index < scalars.count ? "'\(scalars[index].escaped(asASCII: true))'" : "the end"
        return LinkHeaderError(reason: "\(reason), found \(found)", offset: index)
    }
}
