import Foundation
import Reactive

extension OfflineGitHub {
    /// What `OfflineGitHubURLProtocol` does with one request, decided by `OfflineGitHub.begin`.
    enum Plan: Sendable {
        /// Send the response after the delay.
        case respond(OfflineHTTPResponse, after: RxTimeInterval)
        /// Send the headers and half the body after the delay, then fail with a lost connection.
        case dropConnection(OfflineHTTPResponse, after: RxTimeInterval)
        /// Fail with the error after the delay.
        case fail(URLError.Code, after: RxTimeInterval)
        /// Never answer; only a cancellation ends the request.
        case hang
    }
}
