import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct TakeUntilTests {
    @Test func completesWhenTheOtherEmitsAndDisposesBoth() {
        let leaked = Resources.countLive {
            // doc:take-until-other-begin
            let scheduler = TestScheduler(initialClock: 0)
            let l = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
            ])
            let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
            let res = scheduler.start { l.take(until: r) }
            #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
            #expect(l.subscriptions == [Subscription(200, 225)])
            #expect(r.subscriptions == [Subscription(200, 225)])
            // doc:take-until-other-end
        }
        #expect(leaked == 0)
    }

    @Test func anErrorFromTheOtherFailsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, TestError())] as [Recorded<Event<Int>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .error(225, TestError())])
        #expect(l.subscriptions == [Subscription(200, 225)])
    }

    @Test func theOtherCompletingWithoutAnElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<Int>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(240, 3), .completed(250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
        #expect(l.subscriptions == [Subscription(200, 250)])
    }

    @Test func sourceErrorAndCompletionEndBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
        let r = scheduler.createHotObservable([.next(300, 1)])
        #expect(scheduler.start { l.take(until: r) }.events == [.next(210, 2), .error(230, TestError())])
        #expect(r.subscriptions == [Subscription(200, 230)])
    }

    @Test func anOtherThatEmitsAtOnceGivesAnEmptyResult() {
        let log = EventLog<Int>()
        _ = Observable.of(1, 2).take(until: Observable.just(())).subscribe(log.observer)
        #expect(log.rendered == "completed")
    }

    @Test func disposalMidStreamDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let r = scheduler.createHotObservable([.next(300, 1)])
        #expect(scheduler.start(disposed: 250) { l.take(until: r) }.events == [.next(210, 2)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    /// The sink holds both subscriptions itself (no disposable objects of their own): each must
    /// still be released exactly once when it ends while the sink is being subscribed.
    @Test func anOtherThatEndsWhileSubscribingIsReleasedAtOnceAndTheSourceLater() {
        let log = LifetimeLog()
        let other = log.source("other") { $0.onCompleted() }
        let source = log.source("source") { $0.onNext(1) }
        var received: [Int] = []
        let subscription = source.take(until: other).subscribe(onNext: { received.append($0) })
        #expect(log.entries == ["other subscribed", "other disposed", "source subscribed"])
        subscription.dispose()
        subscription.dispose()
        #expect(log.entries == ["other subscribed", "other disposed", "source subscribed", "source disposed"])
        #expect(received == [1])
    }

    @Test func anOtherThatEmitsWhileSubscribingReleasesBothOnceTheSourceIsSubscribed() {
        let log = LifetimeLog()
        let other = log.source("other") { $0.onNext(0) }
        let source = log.source("source") { $0.onNext(1) }
        var events: [String] = []
        let subscription = source.take(until: other).subscribe(
            onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        #expect(events == ["completed"])
        #expect(log.entries == ["other subscribed", "source subscribed", "source disposed", "other disposed"])
        subscription.dispose()
        #expect(log.entries.count == 4)
    }
}
