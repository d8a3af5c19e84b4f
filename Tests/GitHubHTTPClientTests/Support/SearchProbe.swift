import Foundation
import GitHubAPI
import Reactive
import Testing

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

    /// Searches through `client.search` and waits for the outcome; the subscription is disposed
    /// before returning. A failure that is not a `GitHubSearchError` is recorded as an issue.
    func result(_ client: any GitHubSearchService, _ request: SearchRequest) async -> Result<
        SearchPage, GitHubSearchError
    > {
        var subscription: (any Disposable)?
        let event = await withCheckedContinuation { continuation in
            subscription = client.search(request).subscribe { continuation.resume(returning: $0) }
        }
        await drain()
        subscription?.dispose()
        return event.mapError { error in
            guard let error = error as? GitHubSearchError else {
                Issue.record("the client failed with \(error), not a GitHubSearchError")
                return .malformedResponse("\(error)")
            }
            return error
        }
    }

    /// Follows `next` links from `request` until the last page or an error, returning every page.
    func allPages(_ client: any GitHubSearchService, from request: SearchRequest) async -> (
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
