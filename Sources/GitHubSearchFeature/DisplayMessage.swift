import Foundation
import GitHubAPI

/// The message a person sees for a failed request: GitHub's errors have their own; anything else
/// (which a well-behaved service never sends) falls back to its description.
///
/// `now` is the feature's scheduler's clock, not the wall clock, so "try again in 10 min" is
/// computed in virtual time under test.
func displayMessage(for error: any Error, now: Date) -> String {
    (error as? GitHubSearchError)?.displayMessage(now: now) ?? error.localizedDescription
}
