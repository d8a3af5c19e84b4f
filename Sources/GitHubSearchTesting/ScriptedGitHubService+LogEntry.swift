import GitHubAPI
import ReactiveTesting

extension ScriptedGitHubService {
    /// One thing that happened to a request, at a virtual time.
    public enum LogEntry: Hashable, Sendable, CustomStringConvertible {
        /// The search was subscribed.
        case requested(SearchRequest, at: TestTime)
        /// The scripted page was delivered.
        case succeeded(SearchRequest, at: TestTime)
        /// The scripted error (or a validation error) was delivered.
        case failed(SearchRequest, GitHubSearchError, at: TestTime)
        /// The subscription was disposed before the answer.
        case cancelled(SearchRequest, at: TestTime)

        /// The request the entry is about.
        public var request: SearchRequest {
            switch self {
            case .requested(let request, _), .succeeded(let request, _), .failed(let request, _, _),
                .cancelled(let request, _):
                request
            }
        }

        /// When it happened.
        public var time: TestTime {
            switch self {
            case .requested(_, let time), .succeeded(_, let time), .failed(_, _, let time), .cancelled(_, let time):
                time
            }
        }

        /// For example `cancelled "swift" p1 @ 250`.
        public var description: String {
            let what =
                switch self {
                case .requested: "requested"
                case .succeeded: "succeeded"
                case .failed(_, let error, _): "failed (\(error))"
                case .cancelled: "cancelled"
                }
            return "\(what) \(request.query.debugDescription) p\(request.page) @ \(time)"
        }
    }
}
