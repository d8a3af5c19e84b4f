import ReactiveTesting
import Testing

@testable import Reactive

/// The maybe operators RxSwift's MaybeTest covers beyond `map`, `filter` and `flatMap` (those are
/// in `MaybeTests`), with the same events at the same ticks.
@Suite(.leakChecked) struct MaybeOperatorsTests {
    /// `do` with every callback logging into `log`.
    private func logged(_ maybe: Maybe<Int>, into log: @escaping (String) -> Void) -> Maybe<Int> {
        maybe.do(
            onNext: { log("next \($0)") },
            afterNext: { log("after next \($0)") },
            onError: { log("error \($0)") },
            afterError: { log("after error \($0)") },
            onCompleted: { log("completed") },
            afterCompleted: { log("after completed") },
            onSubscribe: { log("subscribe") },
            onSubscribed: { log("subscribed") },
            onDispose: { log("dispose") }
        )
    }

    @Test func doRunsItsCallbacksAroundEachEvent() {
        expectNoLeaks {
            var log: [String] = []
            let success = run { logged(Maybe.just(1)) { log.append($0) } }
            #expect(success == [.next(200, 1), .completed(200)])
            #expect(
                log == [
                    "subscribe", "next 1", "after next 1", "completed", "after completed", "subscribed", "dispose",
                ]
            )
            log = []
            let empty = run { logged(Maybe.empty()) { log.append($0) } }
            #expect(empty == [.completed(200)])
            #expect(log == ["subscribe", "completed", "after completed", "subscribed", "dispose"])
            log = []
            let failed = run { logged(Maybe.error(TestError())) { log.append($0) } }
            #expect(failed == [.error(200, TestError())])
            #expect(log == ["subscribe", "error test error", "after error test error", "subscribed", "dispose"])
        }
    }

    @Test func doFailsTheMaybeWhenACallbackThrows() {
        expectNoLeaks {
            let next = run { Maybe.just(1).do(onNext: { _ in throw TestError("next") }) }
            #expect(next == [.error(200, TestError("next"))])
            let completed = run { Maybe<Int>.empty().do(onCompleted: { throw TestError("completed") }) }
            #expect(completed == [.error(200, TestError("completed"))])
        }
    }

    @Test func doRunsOnDisposeWhenDisposedMidStream() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            var disposedAt: TestTime?
            let res = scheduler.start(disposed: 215) {
                xs.asMaybe().do(onDispose: { disposedAt = scheduler.clock })
            }
            #expect(res.events.isEmpty)
            #expect(disposedAt == 215)
            #expect(xs.subscriptions == [Subscription(200, 215)])
        }
    }

    @Test func compactMapKeepsNonNilResults() {
        expectNoLeaks {
            let kept = run { Maybe.just("1").compactMap(Int.init) }
            #expect(kept == [.next(200, 1), .completed(200)])
            let dropped = run { Maybe.just("a").compactMap(Int.init) }
            #expect(dropped == [.completed(200)])
            let empty = run { Maybe<String>.empty().compactMap(Int.init) }
            #expect(empty == [.completed(200)])
            let thrown = run { Maybe.just("1").compactMap { _ -> Int? in throw TestError() } }
            #expect(thrown == [.error(200, TestError())])
        }
    }

    @Test func compactMapDisposedMidStreamDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "1"), .completed(220)])
            let res = scheduler.start { xs.asMaybe().compactMap(Int.init) }
            #expect(res.events == [.next(220, 1), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            let early = TestScheduler(initialClock: 0)
            let ys = early.createHotObservable([.next(210, "1"), .completed(220)])
            let disposed = early.start(disposed: 215) { ys.asMaybe().compactMap(Int.init) }
            #expect(disposed.events.isEmpty)
            #expect(ys.subscriptions == [Subscription(200, 215)])
        }
    }
}
