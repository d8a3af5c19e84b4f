import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.serialized) struct ControlEventTests {
    @Test @MainActor func subscribingOnTheMainQueueSubscribesAtOnce() {
        let probe = MainQueueProbe()
        let event = ControlEvent(events: probe.events)
        let subscription = event.asObservable().subscribe { _ in }
        #expect(probe.log.value == ["subscribed main=true"])
        subscription.dispose()
        #expect(probe.log.value == ["subscribed main=true", "disposed main=true"])
    }

    @Test @MainActor func theEventsPassThroughUnchanged() {
        let subject = PublishSubject<Int>()
        let event = ControlEvent(events: subject)
        let log = EventLog<Int>()
        let subscription = event.asControlEvent().subscribe(log.observer)
        subject.onNext(1)
        subject.onCompleted()
        #expect(log.rendered == "next(1) completed")
        subscription.dispose()
        var received: [Int] = []
        let infallible = ControlEvent(events: Observable.of(1, 2)).asInfallible()
        _ = infallible.subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2])
    }
}

/// The control event's hop onto the main queue, from other threads. Meant to be run under
/// `swift test --sanitize=thread --filter ThreadSafety`.
@Suite(.serialized) struct ControlEventThreadSafetyTests {
    @Test func subscribingOffTheMainQueueSubscribesAndDisposesOnIt() {
        let probe = MainQueueProbe()
        let event = ControlEvent(events: probe.events)
        #expect(!MainScheduler.isMainContext)
        let subscription = event.subscribe { _ in }
        let hopped = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { hopped.signal() }
        #expect(hopped.waitOrHang())
        #expect(probe.log.value == ["subscribed main=true"])
        subscription.dispose()
        #expect(probe.disposed.waitOrHang())
        #expect(probe.log.value == ["subscribed main=true", "disposed main=true"])
    }

    @Test @MainActor func disposingBeforeTheHopCancelsTheSubscription() {
        let probe = MainQueueProbe()
        let event = ControlEvent(events: probe.events)
        // Subscribed from a block of another queue, the subscription waits for the main queue,
        // which this test occupies; disposing first means it never happens.
        let subscribed = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        let handoff = Shared(event)
        DispatchQueue.global().async {
            subscription.setDisposable(handoff.value.subscribe { _ in })
            subscribed.signal()
        }
        #expect(subscribed.waitOrHang())
        subscription.dispose()
        #expect(probe.log.value.isEmpty)
    }

    @Test func subscribersOnManyThreadsAreEachSubscribedOnTheMainQueue() {
        let subject = PublishSubject<Int>()
        let onMain = LockedValue<[Bool]>([])
        let event = Shared(
            ControlEvent(
                events: Observable.deferred {
                    onMain.withLock { $0.append(MainScheduler.isMainContext) }
                    return subject.asObservable()
                }
            )
        )
        let subscriptions = Shared(CompositeDisposable())
        race(threads: 4, iterations: 50) { _, _ in
            _ = subscriptions.value.insert(event.value.subscribe { _ in })
        }
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        #expect(drained.waitOrHang())
        #expect(onMain.value.count == 200)
        #expect(onMain.value.allSatisfy { $0 })
        subscriptions.value.dispose()
        let disposed = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { disposed.signal() }
        #expect(disposed.waitOrHang())
        #expect(!subject.hasObservers)
    }
}

/// A source that records, for its subscription and disposal, whether they ran on the main queue.
final class MainQueueProbe: Sendable {
    let log = LockedValue<[String]>([])
    let disposed = DispatchSemaphore(value: 0)

    var events: Observable<Int> {
        Observable.deferred { [self] in
            log.withLock { $0.append("subscribed main=\(MainScheduler.isMainContext)") }
            return Observable<Int>.never().do(onDispose: { [self] in
                log.withLock { $0.append("disposed main=\(MainScheduler.isMainContext)") }
                disposed.signal()
            })
        }
    }
}
