import Foundation
import GitHubHTTPClient

extension OfflineGitHub {
    /// One request the offline backend received, and what became of it.
    public struct RecordedRequest: Hashable, Sendable {
        /// What became of a request.
        public enum Outcome: Hashable, Sendable {
            /// Still being answered.
            case pending
            /// Answered with this status.
            case responded(status: Int)
            /// Failed at the transport level (dropped, timed out).
            case failed(URLError.Code)
            /// The client cancelled it before the answer (`URLProtocol.stopLoading`).
            case cancelled
        }

        /// The position in `OfflineGitHub.requests`.
        public var index: Int
        /// The full URL, query included.
        public var url: URL
        /// The request headers.
        package var headers: HTTPHeaders
        /// What became of it so far.
        public var outcome: Outcome

        /// Creates a record.
        ///
        /// - Parameters:
        ///   - index: The position in the log.
        ///   - url: The URL.
        ///   - headers: The headers.
        ///   - outcome: The outcome so far.
        package init(index: Int, url: URL, headers: HTTPHeaders, outcome: Outcome) {
            self.index = index
            self.url = url
            self.headers = headers
            self.outcome = outcome
        }
    }
}
