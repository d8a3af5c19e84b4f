import ReactiveTesting
import Testing

@testable import Reactive

/// `Completable.concat` and `Completable.zip` in all their forms, with RxSwift's ticks.
@Suite(.leakChecked) struct CompletableCombiningTests {
    private struct Outcome {
        let events: [Recorded<Event<Never>>]
        let first: [Subscription]
        let second: [Subscription]
    }

    /// Combines a hot completable ending at 250 (with `first`) and one ending at 300 (with `second`).
    private func combine(
        first: Recorded<Event<Never>> = .completed(250),
        second: Recorded<Event<Never>> = .completed(300),
        disposed: TestTime = 1000,
        _ operation: (Completable, Completable) -> Completable
    ) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([first, .error(260, TestError("late"))])
        let ys2 = scheduler.createHotObservable([second])
        let combined = operation(ys1.asCompletable(), ys2.asCompletable())
        let res = scheduler.start(disposed: disposed) { combined }
        return Outcome(events: res.events, first: ys1.subscriptions, second: ys2.subscriptions)
    }

    private var concatForms: [(Completable, Completable) -> Completable] {
        [
            { $0.concat($1) },
            { Completable.concat($0, $1) },
            { Completable.concat([$0, $1]) },
            { Completable.concat(AnyCollection([$0, $1])) },
            { Completable.concat(AnySequence([$0, $1])) },
        ]
    }

    private var zipForms: [(Completable, Completable) -> Completable] {
        [
            { Completable.zip($0, $1) },
            { Completable.zip([$0, $1]) },
            { Completable.zip(AnyCollection([$0, $1])) },
        ]
    }

    @Test func concatRunsTheCompletablesOneAfterTheOther() {
        expectNoLeaks {
            for form in concatForms {
                let outcome = combine(form)
                #expect(outcome.events == [.completed(300)])
                #expect(outcome.first == [Subscription(200, 250)])
                #expect(outcome.second == [Subscription(250, 300)])
            }
        }
    }

    @Test func concatStopsAtTheFirstError() {
        expectNoLeaks {
            for form in concatForms {
                let outcome = combine(first: .error(240, TestError()), form)
                #expect(outcome.events == [.error(240, TestError())])
                #expect(outcome.first == [Subscription(200, 240)])
                #expect(outcome.second.isEmpty)
            }
        }
    }

    @Test func concatDisposedMidStreamDisposesTheRunningCompletable() {
        expectNoLeaks {
            for form in concatForms {
                let outcome = combine(disposed: 270, form)
                #expect(outcome.events.isEmpty)
                #expect(outcome.second == [Subscription(250, 270)])
            }
        }
    }

    @Test func concatIteratesASequenceLazily() {
        expectNoLeaks {
            var made = 0
            let sources = AnySequence(
                (0..<3).lazy.map { _ -> Completable in
                    made += 1
                    return .empty()
                })
            let concatenated = Completable.concat(sources)
            #expect(made == 0)
            let events = run { concatenated }
            #expect(events == [.completed(200)])
            #expect(made == 3)
        }
    }

    @Test func zipRunsTheCompletablesTogether() {
        expectNoLeaks {
            for form in zipForms {
                let outcome = combine(form)
                #expect(outcome.events == [.completed(300)])
                #expect(outcome.first == [Subscription(200, 250)])
                #expect(outcome.second == [Subscription(200, 300)])
            }
        }
    }

    @Test func zipFailsAtTheFirstErrorAndDisposesTheOthers() {
        expectNoLeaks {
            for form in zipForms {
                let outcome = combine(first: .error(240, TestError()), form)
                #expect(outcome.events == [.error(240, TestError())])
                #expect(outcome.first == [Subscription(200, 240)])
                #expect(outcome.second == [Subscription(200, 240)])
            }
        }
    }

    @Test func zipDisposedMidStreamDisposesEveryCompletable() {
        expectNoLeaks {
            for form in zipForms {
                let outcome = combine(disposed: 230, form)
                #expect(outcome.events.isEmpty)
                #expect(outcome.first == [Subscription(200, 230)])
                #expect(outcome.second == [Subscription(200, 230)])
            }
        }
    }

    @Test func noCompletablesCompleteAtOnce() {
        expectNoLeaks {
            let zipped = run { Completable.zip([Completable]()) }
            #expect(zipped == [.completed(200)])
            let concatenated = run { Completable.concat([Completable]()) }
            #expect(concatenated == [.completed(200)])
        }
    }
}
