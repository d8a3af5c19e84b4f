import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SequenceTests {
    @Test func ofEmitsEachElementThenCompletes() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable.of(1, 2, 3).subscribe(log.observer)
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) next(2) next(3) completed")
    }

    @Test func fromArrayAndFromSequenceEmitInOrder() {
        let array = EventLog<String>()
        let sequence = EventLog<Int>()
        _ = Observable.from(["a", "b"]).subscribe(array.observer)
        _ = Observable.from(stride(from: 0, to: 6, by: 2)).subscribe(sequence.observer)
        #expect(array.rendered == "next(a) next(b) completed")
        #expect(sequence.rendered == "next(0) next(2) next(4) completed")
    }

    @Test func fromOptional() {
        let some = EventLog<Int>()
        let none = EventLog<Int>()
        _ = Observable.from(optional: 3).subscribe(some.observer)
        _ = Observable<Int>.from(optional: nil).subscribe(none.observer)
        #expect(some.rendered == "next(3) completed")
        #expect(none.rendered == "completed")
    }

    @Test func fromOptionalSendsDuringSubscribeEvenInsideTheTrampoline() {
        // As RxSwift's: only the overload with a scheduler goes through one.
        var order: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.from(optional: 1).subscribe(onNext: { order.append("element \($0)") })
            _ = Observable<Int>.from(optional: nil).subscribe(onCompleted: { order.append("empty") })
            order.append("subscribed")
            _ = Observable.from(optional: 2, scheduler: CurrentThreadScheduler.instance)
                .subscribe(onNext: { order.append("scheduled \($0)") })
            order.append("returned")
            return Disposables.create()
        }
        #expect(order == ["element 1", "empty", "subscribed", "returned", "scheduled 2"])
    }

    @Test func fromOptionalOnASchedulerTakesOneStepForTheValueAndOneForCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Observable.from(optional: 1, scheduler: scheduler) }.events == [
                .next(201, 1), .completed(202),
            ]
        )
        let none = TestScheduler(initialClock: 0)
        #expect(none.start { Observable<Int>.from(optional: nil, scheduler: none) }.events == [.completed(201)])
    }

    @Test func emptySequenceCompletesAtOnce() {
        let log = EventLog<Int>()
        _ = Observable<Int>.from([]).subscribe(log.observer)
        #expect(log.rendered == "completed")
    }

    @Test func sourcesOnTheTrampolineInterleaveWhenSubscribedFromInsideIt() {
        // Two recursive sources subscribed inside one trampoline pass take turns, as in RxSwift.
        var order: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2).subscribe(onNext: { order.append("a\($0)") })
            _ = Observable.of(1, 2).subscribe(onNext: { order.append("b\($0)") })
            return Disposables.create()
        }
        #expect(order == ["a1", "b1", "a2", "b2"])
    }

    @Test func disposingInsideOnNextStopsTheSequence() {
        var received: [Int] = []
        var subscription: (any Disposable)?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.of(1, 2, 3).subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        #expect(received == [1, 2])
    }

    @Test func rangeEmitsCountIntegersFromStart() {
        let log = EventLog<Int>()
        _ = Observable.range(start: 5, count: 3).subscribe(log.observer)
        #expect(log.rendered == "next(5) next(6) next(7) completed")
    }

    @Test func rangeUpToTheMaximumDoesNotOverflow() {
        let log = EventLog<Int8>()
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(log.observer)
        #expect(log.rendered == "next(126) next(127) completed")
    }

    @Test func rangeWithZeroCountOnlyCompletes() {
        let log = EventLog<Int>()
        _ = Observable.range(start: 5, count: 0).subscribe(log.observer)
        #expect(log.rendered == "completed")
    }

    @Test func rangeRejectsNegativeCountAndOverflowWithTypedErrors() {
        let negative = EventLog<Int>()
        let overflow = EventLog<Int8>()
        _ = Observable.range(start: 0, count: -1).subscribe(negative.observer)
        _ = Observable<Int8>.range(start: 127, count: 2).subscribe(overflow.observer)
        #expect(negative.rendered == "error(Argument out of range.)")
        #expect(overflow.rendered == "error(Arithmetic overflow occurred.)")
    }

    @Test func justEmitsOneElementThenCompletes() {
        let log = EventLog<Int>()
        _ = Observable.just(42).subscribe(log.observer)
        #expect(log.rendered == "next(42) completed")
    }

    @Test func emptyNeverAndError() {
        let empty = EventLog<Int>()
        let never = EventLog<Int>()
        let failing = EventLog<Int>()
        _ = Observable<Int>.empty().subscribe(empty.observer)
        let neverSubscription = Observable<Int>.never().subscribe(never.observer)
        _ = Observable<Int>.error(TestError("e")).subscribe(failing.observer)
        #expect(empty.rendered == "completed")
        #expect(never.events.isEmpty)
        #expect(failing.rendered == "error(e)")
        neverSubscription.dispose()
    }
}
