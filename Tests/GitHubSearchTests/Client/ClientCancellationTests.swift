import Foundation
import GitHubSearch
import Reactive
import ReactiveTesting
import Testing

@testable import GitHubSearch

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
        let subscription = client.start(SearchRequest(query: "swift")) { _ in delivered.fire() }
        #expect(started.wait())
        subscription.dispose()
        #expect(cancelled.wait())
        #expect(github.requests.map(\.outcome) == [.cancelled])
        await probe.drain()
        #expect(!delivered.wait(seconds: 0))
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
        let subscription = github.makeClient(delegateQueue: probe.queue).start(SearchRequest(query: "swift")) { _ in
            Issue.record("a cancelled search delivered a result")
        }
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
            subscription = client.start(SearchRequest(query: "swift")) { continuation.resume(returning: $0) }
        }
        subscription?.dispose()
        await probe.drain()
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
            client.start(SearchRequest(query: "swift", page: page)) { _ in }
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
