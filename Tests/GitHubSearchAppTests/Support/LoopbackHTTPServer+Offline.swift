import Foundation
import GitHubSearch
import GitHubSearchTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension LoopbackHTTPServer {
    /// A server answering as `github` does, except for the requests `override` answers.
    ///
    /// - Parameters:
    ///   - github: The offline engine behind the socket.
    ///   - override: Returns a response for a request to answer differently, or `nil`.
    static func serving(
        _ github: OfflineGitHub,
        override: @escaping @Sendable (LoopbackRequest) -> OfflineHTTPResponse? = { _ in nil }
    ) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if let response = override(request) { return response }
            // The engine writes `link` URLs from the URL it is given: use the authority the client sent.
            var urlRequest = URLRequest(url: URL(string: "http://\(request.headers["host"] ?? "")\(request.target)")!)
            urlRequest.setValue(request.headers["authorization"], forHTTPHeaderField: "Authorization")
            return github.response(to: urlRequest)
        }
    }

    /// The API root to pass as `--api-url`.
    var apiURL: String { "http://127.0.0.1:\(port)" }
}
