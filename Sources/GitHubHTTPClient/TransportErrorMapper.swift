import Foundation
import GitHubAPI

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Maps the errors `URLSession` reports (no response at all) to `GitHubSearchError`.
package enum TransportErrorMapper {
    /// Maps a transport error.
    ///
    /// - Parameter error: What `URLSession` passed to the completion handler.
    /// - Returns: `cancelled`, `timedOut`, `malformedResponse` for an unreadable response, and
    ///   `offline` for everything that means GitHub could not be reached.
    package static func map(_ error: any Error) -> GitHubSearchError {
        guard let urlError = error as? URLError else {
            return (error as NSError).code == NSURLErrorCancelled ? .cancelled : .offline
        }
        switch urlError.code {
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .timedOut:
            return .timedOut
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource, .dataLengthExceedsMaximum:
            return .malformedResponse("the server's response could not be read (URL error \(urlError.code.rawValue))")
        default:
            // Not connected, host not found, connection refused or lost, TLS failures: in every
            // case GitHub could not be reached and trying later may work.
            return .offline
        }
    }
}
