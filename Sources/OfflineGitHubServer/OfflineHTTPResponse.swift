import Foundation

/// A response of the offline backend: what an HTTP server would send.
package struct OfflineHTTPResponse: Hashable, Sendable {
    /// The status code.
    package var status: Int
    /// The headers; names as GitHub sends them over HTTP/2, lowercase.
    package var headers: [String: String]
    /// The body.
    package var body: Data

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: The headers.
    ///   - body: The body.
    package init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with GitHub's content type.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - value: What to encode as the body.
    ///   - headers: Further headers.
    /// - Returns: The response.
    package static func json(status: Int, _ value: some Encodable, headers: [String: String] = [:]) -> Self {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value encoded here is plain data (strings, numbers, arrays); encoding cannot fail.
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var allHeaders = headers
        allHeaders["content-type"] = "application/json; charset=utf-8"
        return OfflineHTTPResponse(status: status, headers: allHeaders, body: body)
    }
}
