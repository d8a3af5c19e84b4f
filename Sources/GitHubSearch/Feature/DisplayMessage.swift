import Foundation

/// The message a person sees for a failed request: GitHub's errors have their own; anything else
/// (which a well-behaved service never sends) falls back to its description.
func displayMessage(for error: any Error) -> String {
    (error as? GitHubSearchError)?.displayMessage ?? error.localizedDescription
}
