import Foundation

/// The head of one HTTP request as the loopback server read it off the socket.
package struct LoopbackRequest: Sendable {
    /// The request method, such as `GET`.
    package let method: String
    /// The request target exactly as sent: path and still-encoded query.
    package let target: String
    /// Header names lowercased.
    package let headers: [String: String]

    /// Parses a request head (request line and headers, CRLF-separated); nil if it is not one.
    ///
    /// - Parameter head: The bytes before the blank line.
    package init?(head: Data) {
        guard let text = String(data: head, encoding: .utf8) else { return nil }
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        method = String(requestLine[0])
        target = String(requestLine[1])
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        self.headers = headers
    }
}
