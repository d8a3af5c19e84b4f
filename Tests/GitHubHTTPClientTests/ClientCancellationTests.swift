import Foundation
import GitHubAPI
import OfflineGitHubServer
import Reactive
import ReactiveTesting
import Testing

/// Disposing a search cancels its HTTP request — seen from the server side, where
/// `URLProtocol.stopLoading` logs the request as cancelled.
@Suite(.leakChecked) struct ClientCancellationTests {
    private let probe = SearchProbe()

    @Test func disposingBeforeTheAnswerCancelsTheRequest() async throws {
        let github = OfflineGitHub()
        github.inject(.hang)
        let started = Signal()
        let cancelled = Signal()
        github.observe { record in
            if record.outcome == .pending { started.fire() }
            if record.outcome == .cancelled { cancelled.fire() }
        }
        let delivered = Signal()
        let client = github.makeClient(delegateQueue: probe.queue)
        let subscription = client.search(SearchRequest(query: "swift")).subscribe { _ in delivered.fire() }
        #expect(started.wait())
        subscription.dispose()
        #expect(cancelled.wait())
        #expect(github.requests.map(\.outcome) == [.cancelled])
        await probe.drain()
        #expect(!delivered.wait(seconds: 0))
    }

    @Test func disposingReleasesTheSubscriberAtOnceNotWhenURLSessionReportsTheCancellation() async {
        let github = OfflineGitHub()
        github.inject(.hang)
        let started = Signal()
        let cancelled = Signal()
        github.observe { record in
            if record.outcome == .pending { started.fire() }
            if record.outcome == .cancelled { cancelled.fire() }
        }
        let client = github.makeClient(delegateQueue: probe.queue)
        // Counted synchronously right after `dispose`: URLSession still holds the task's
        // completion closure then, so only emptying it on disposal gets this to 0.
        let live = Resources.countLive {
            let subscription = client.search(SearchRequest(query: "swift")).subscribe { _ in }
            _ = started.wait()
            subscription.dispose()
        }
        #expect(live == 0)
        #expect(cancelled.wait())
        await probe.drain()
    }

    @Test func aSlowAnswerIsDroppedWhenCancelled() async throws {
        let github = OfflineGitHub()
        github.inject(.slow(.seconds(60)))
        let started = Signal()
        let cancelled = Signal()
        github.observe { record in
            if record.outcome == .pending { started.fire() }
            if record.outcome == .cancelled { cancelled.fire() }
        }
        let search = github.makeClient(delegateQueue: probe.queue).search(SearchRequest(query: "swift"))
        let subscription = search.subscribe { _ in Issue.record("a cancelled search delivered a result") }
        #expect(started.wait())
        subscription.dispose()
        #expect(cancelled.wait())
        await probe.drain()
    }

    @Test func disposingAfterTheAnswerCancelsNothing() async throws {
        let github = OfflineGitHub()
        let client = github.makeClient(delegateQueue: probe.queue)
        var subscription: (any Disposable)?
        let result = await withCheckedContinuation { continuation in
            subscription = client.search(SearchRequest(query: "swift")).subscribe { continuation.resume(returning: $0) }
        }
        await probe.drain()
        subscription?.dispose()
        #expect((try? result.get()) != nil)
        #expect(github.requests.map(\.outcome) == [.responded(status: 200)])
    }

    @Test func onlyTheDisposedOfManyConcurrentSearchesAreCancelled() async throws {
        let github = OfflineGitHub()
        github.inject(.hang, count: 8)
        let started = Signal()
        let finished = Signal()
        github.observe { record in
            switch record.outcome {
            case .pending: started.fire()
            case .cancelled, .responded: finished.fire()
            case .failed: break
            }
        }
        let client = github.makeClient(delegateQueue: probe.queue)
        let subscriptions = (1...8).map { page in
            client.search(SearchRequest(query: "swift", page: page)).subscribe { _ in }
        }
        for _ in 1...8 {
            #expect(started.wait())
        }
        for subscription in subscriptions.enumerated() where subscription.offset.isMultiple(of: 2) {
            subscription.element.dispose()
        }
        for _ in 1...4 {
            #expect(finished.wait())
        }
        let outcomes = github.requests.sorted { $0.url.absoluteString < $1.url.absoluteString }.map(\.outcome)
        #expect(outcomes.filter { $0 == .cancelled }.count == 4)
        #expect(outcomes.filter { $0 == .pending }.count == 4)
        for subscription in subscriptions {
            subscription.dispose()
        }
        for _ in 1...4 {
            #expect(finished.wait())
        }
        #expect(github.requests.allSatisfy { $0.outcome == .cancelled })
        await probe.drain()
    }
}
