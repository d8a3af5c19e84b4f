import ReactiveTesting
import Testing

@testable import Reactive

/// `ifEmpty(default:)` and `ifEmpty(switchTo:)`, with RxSwift's ticks.
@Suite(.leakChecked) struct MaybeIfEmptyTests {
    @Test func defaultReplacesAnEmptyCompletion() {
        expectNoLeaks {
            let empty = run { Maybe<Int>.empty().ifEmpty(default: 5) }
            #expect(empty == [.next(200, 5), .completed(200)])
            let element = run { Maybe.just(1).ifEmpty(default: 5) }
            #expect(element == [.next(200, 1), .completed(200)])
            let failed = run { Maybe<Int>.error(TestError()).ifEmpty(default: 5) }
            #expect(failed == [.error(200, TestError())])
        }
    }

    @Test func switchToSubscribesTheOtherMaybeOnlyAfterAnEmptyCompletion() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
            let other = scheduler.createColdObservable([.next(10, 10), .completed(10)])
            let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
            #expect(res.events == [.next(230, 10), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(other.subscriptions == [Subscription(220, 230)])
        }
    }

    @Test func switchToIgnoresTheOtherSequenceAfterAnElementOrAnError() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let other = scheduler.createColdObservable([.next(10, 10), .completed(10)])
            let res = scheduler.start { Maybe.just(1).ifEmpty(switchTo: other.asSingle()) }
            #expect(res.events == [.next(200, 1), .completed(200)])
            let failed = run { Maybe<Int>.error(TestError()).ifEmpty(switchTo: Maybe.just(2)) }
            #expect(failed == [.error(200, TestError())])
            #expect(other.subscriptions.isEmpty)
        }
    }

    @Test func switchToASingleMakesASingle() {
        expectNoLeaks {
            let switched = run { Maybe<Int>.empty().ifEmpty(switchTo: Single.just(10)) }
            #expect(switched == [.next(200, 10), .completed(200)])
            let failed = run { Maybe<Int>.empty().ifEmpty(switchTo: Single<Int>.error(TestError())) }
            #expect(failed == [.error(200, TestError())])
            let emptyOther = run { Maybe<Int>.empty().ifEmpty(switchTo: Maybe.empty()) }
            #expect(emptyOther == [.completed(200)])
        }
    }

    @Test func disposingMidStreamDisposesWhicheverSequenceRuns() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
            let other = scheduler.createColdObservable([.next(10, 10), .completed(10)])
            let res = scheduler.start(disposed: 225) { xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
            #expect(res.events.isEmpty)
            #expect(other.subscriptions == [Subscription(220, 225)])

            let early = TestScheduler(initialClock: 0)
            let ys = early.createHotObservable([Recorded<Event<Int>>.completed(220)])
            let disposed = early.start(disposed: 210) { ys.asMaybe().ifEmpty(default: 1) }
            #expect(disposed.events.isEmpty)
            #expect(ys.subscriptions == [Subscription(200, 210)])
        }
    }
}
