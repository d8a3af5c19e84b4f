import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// Infallible.swift, InfallibleEvent+EventConvertible.swift and Infallible+Subscribe.swift.
@Suite(.leakChecked) struct InfallibleTests {
    @Test func subscribeReceivesElementsAndCompletionAndRunsOnDisposedOnce() {
        var log: [String] = []
        let leaked = Resources.countLive {
            _ = Observable.of(1, 2).asInfallible(onErrorJustReturn: 0)
                .subscribe(
                    onNext: { log.append("next(\($0))") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") }
                )
        }
        #expect(leaked == 0)
        #expect(log == ["next(1)", "next(2)", "completed", "disposed"])
    }

    @Test func disposingMidStreamStopsDeliveryAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        var received: [Int] = []
        var disposed = 0
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = infallible.subscribe(onNext: { received.append($0) }, onDisposed: { disposed += 1 })
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()
        #expect(received == [1])
        #expect(disposed == 1)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func subscribeWithObjectPassesItAndHoldsItWeakly() {
        final class Owner: Sendable {
            let id = UUID()
        }
        var owner: Owner? = Owner()
        let id = owner!.id
        // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
        // `weak var` that is never set.
        weak var released: Owner?
        released = owner
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .error(30, TestError()), .next(40, 3)])
        _ = xs.asInfallible(onErrorJustReturn: -1)
            .subscribe(
                with: owner!,
                onNext: { owner, value in log.append("\(owner.id == id) \(value)") },
                onCompleted: { owner in log.append("completed \(owner.id == id)") },
                onDisposed: { owner in log.append("disposed \(owner.id == id)") }
            )
        scheduler.start()
        #expect(log == ["true 0", "true 1", "true -1", "completed true", "disposed true"])
        owner = nil
        #expect(released == nil, "the subscription does not retain the object")
    }

    @Test func subscribeWithObjectStopsCallingOnceTheObjectIsGone() {
        final class Owner: Sendable {}
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.asInfallible(onErrorJustReturn: 0)
            .subscribe(with: owner!, onNext: { _, value in received.append(value) })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        #expect(received == [1])
        subscription.dispose()
    }

    @Test func subscribeWithAnEventClosureReceivesNextAndCompleted() {
        var events: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let element): events.append("next(\(element))")
            case .completed: events.append("completed")
            }
        }
        #expect(events == ["next(1)", "next(2)", "completed"])
    }

    @Test func anErrorLetInThroughFlatMapIsReportedNotDelivered() {
        let anomalies = AnomalyLog()
        var events: [String] = []
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Infallible.just(1)
                .flatMap { _ in Observable<Int>.error(TestError("leaked")) }
                .subscribe { events.append("\($0.event)") }
        }
        #expect(events.isEmpty)
        #expect(anomalies.kinds == [.bindingError])
        #expect(anomalies.messages.first?.contains("leaked") == true)
    }

    @Test func anInfallibleEventConvertsToTheMatchingEvent() {
        #expect(InfallibleEvent<Int>.next(3).event == .next(3))
        #expect(InfallibleEvent<Int>.completed.event == .completed)
    }

    @Test func valuesIteratesTheElementsUntilCompletion() async {
        var values: [Int] = []
        for await value in Infallible.from(1...5).values {
            values.append(value)
        }
        #expect(values == [1, 2, 3, 4, 5])
    }

    @Test func valuesDisposesTheSubscriptionWhenTheLoopIsLeft() async {
        let disposed = LockedValue(false)
        let source = Infallible<Int>.never().startWith(1).do(onDispose: { disposed.withLock { $0 = true } })
        for await value in source.values {
            #expect(value == 1)
            break
        }
        #expect(disposed.value)
    }
}
