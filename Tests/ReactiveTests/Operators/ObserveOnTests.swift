import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift's observeOn cases (Observable+ObserveOnTests.swift) in virtual time, where each hop
/// through the `TestScheduler` costs one tick. The real-queue cases, serial and concurrent, are in
/// `ObserveOnThreadSafetyTests`.
@Suite(.leakChecked) struct ObserveOnTests {
    @Test func deliversEachEventOneTickLater() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, -1), .next(210, 0), .next(220, 1), .next(230, 2), .completed(250),
            ])
            let res = scheduler.start { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 0), .next(221, 1), .next(231, 2), .completed(251)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func eventsEmittedTogetherArriveOnConsecutiveTicksInOrder() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        }
    }

    @Test func forwardsAnEmptySequence() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            #expect(res.events == [.completed(251)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func forwardsAnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .error(230, TestError())])
            let res = scheduler.start { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 0), .next(221, 1), .error(231, TestError())])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func deliversNothingForANeverEndingSilentSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.never().observe(on: scheduler) }
            #expect(res.events.isEmpty)
        }
    }

    @Test func disposingDropsTheEventsNotYetDelivered() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .next(210, 3), .error(210, TestError()),
            ])
            let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 1)])
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func disposingStopsDeliveryFromAHotSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .error(240, TestError())])
            let res = scheduler.start(disposed: 230) { xs.observe(on: scheduler) }
            #expect(res.events == [.next(211, 0), .next(221, 1)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func theStopEventEndsDeliveryEvenIfTheSourceBreaksTheGrammar() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source = GrammarBreakingSource(events: [.next(1), .completed, .next(2), .error(TestError())])
            let res = scheduler.start { source.observe(on: scheduler) }
            #expect(res.events == [.next(201, 1), .completed(202)])
        }
    }

    @Test func runsTheObserverOnTheScheduler() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            var deliveredAt: [TestTime] = []
            let res = scheduler.start {
                xs.observe(on: scheduler).do(onNext: { _ in deliveredAt.append(scheduler.clock) })
            }
            #expect(res.events == [.next(211, 1)])
            #expect(deliveredAt == [211])
        }
    }

    // A pump keeps its sink alive while events wait and lets go when it goes idle: a dropped
    // subscription to a hot source that goes away without a stop event then frees everything.
    @Test func anIdlePumpKeepsNothingAliveAfterItsSourceGoes() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let log = StringEventLog<Int>()
            do {
                let subject = PublishSubject<Int>()
                _ = subject.observe(on: scheduler).record(into: log)
                subject.onNext(1)
                scheduler.start()
                subject.onNext(2)
                subject.onNext(3)
                scheduler.start()
            }
            #expect(log.events == ["next(1)", "next(2)", "next(3)"])
        }
    }

    @Test(arguments: [false, true])
    func releasesEverythingOnceTheStopEventIsDelivered(failing: Bool) {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let source: Observable<Int> = failing ? .error(TestError()) : .just(1)
            let log = StringEventLog<Int>()
            _ = source.observe(on: scheduler).record(into: log)
            #expect(log.events.isEmpty)
            scheduler.start()
            #expect(log.events == (failing ? ["error(test error)"] : ["next(1)", "completed"]))
        }
    }
}

/// A source that sends exactly the events it was given when subscribed, bypassing
/// `Observable.create`'s grammar guard and its disposal on a stop event: it shows what an operator
/// does with events after a stop event, and when the operator disposes its subscription.
final class GrammarBreakingSource<Element>: Observable<Element> {
    private let events: [Event<Element>]
    private let onDispose: () -> Void

    init(events: [Event<Element>], onDispose: @escaping () -> Void = {}) {
        self.events = events
        self.onDispose = onDispose
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        for event in events {
            observer.on(event)
        }
        return Disposables.create(with: onDispose)
    }
}
