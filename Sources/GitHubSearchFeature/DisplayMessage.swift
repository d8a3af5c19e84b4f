import Foundation
import GitHubAPI

/// A failed request as the screen shows it: the message, worded when the failure arrived.
public struct SearchFailure: Error, Equatable, Sendable {
    /// The sentence for a person.
    public var message: String

    /// The failure `error` arrived as at `now`: GitHub's errors have their own message ("try again
    /// in 10 min" counts from `now`); anything else, which a well-behaved service never sends,
    /// falls back to its description.
    ///
    /// - Parameters:
    ///   - error: What the service failed with.
    ///   - now: The feature's scheduler's clock, not the wall clock, so waits are exact in virtual time.
    public init(_ error: any Error, now: Date) {
        message = (error as? GitHubSearchError)?.displayMessage(now: now) ?? error.localizedDescription
    }
}
