import Foundation
import Reactive

@testable import GitHubSearch

/// Runs searches against a `GitHubClient` and waits for them without sleeping.
///
/// The client delivers on `queue`, a serial queue; once the result has arrived, an operation added
/// to the same queue runs only after the delivering operation has returned, so everything the
/// subscription held has been released by the time `result` returns (which the leak check needs).
struct SearchProbe {
    let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }()

    /// Searches and waits for the outcome.
    func result(_ client: GitHubClient, _ request: SearchRequest) async -> Result<SearchPage, GitHubSearchError> {
        let result = await withCheckedContinuation { continuation in
            _ = client.start(request) { continuation.resume(returning: $0) }
        }
        await drain()
        return result
    }

    /// Follows `next` links from `request` until the last page or an error, returning every page.
    func allPages(_ client: GitHubClient, from request: SearchRequest) async -> (
        pages: [SearchPage], error: GitHubSearchError?
    ) {
        var pages: [SearchPage] = []
        var next: SearchRequest? = request
        while let current = next {
            switch await result(client, current) {
            case .success(let page):
                pages.append(page)
                next = page.nextPage
            case .failure(let error):
                return (pages, error)
            }
        }
        return (pages, nil)
    }

    /// Returns once every operation queued on `queue` so far has finished.
    func drain() async {
        await withCheckedContinuation { continuation in
            queue.addOperation { continuation.resume() }
        }
    }
}
