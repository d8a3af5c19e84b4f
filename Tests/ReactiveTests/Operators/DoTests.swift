import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DoTests {
    @Test func callbacksRunAroundEachEventInOrder() {
        var calls: [String] = []
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start {
                xs.do(
                    onNext: { calls.append("onNext \($0)") },
                    afterNext: { calls.append("afterNext \($0)") },
                    onCompleted: { calls.append("onCompleted") },
                    afterCompleted: { calls.append("afterCompleted") },
                    onSubscribe: { calls.append("onSubscribe") },
                    onSubscribed: { calls.append("onSubscribed") },
                    onDispose: { calls.append("onDispose") }
                )
                .do(onNext: { calls.append("downstream \($0)") })
            }
            #expect(res.events == [.next(210, 1), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
        #expect(
            calls == [
                "onSubscribe", "onSubscribed", "onNext 1", "downstream 1", "afterNext 1", "onCompleted",
                // Downstream ends the subscription as soon as it receives `completed`, so disposal
                // happens before `afterCompleted`, exactly as in RxSwift.
                "onDispose", "afterCompleted",
            ]
        )
    }

    @Test func errorCallbacksRunAndAThrowingOnNextFails() {
        var calls: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let res = scheduler.start {
            xs.do(onError: { calls.append("onError \($0)") }, afterError: { calls.append("afterError \($0)") })
        }
        #expect(res.events == [.next(210, 1), .error(250, TestError())])
        #expect(calls == ["onError test error", "afterError test error"])

        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .next(220, 2)])
        let failed = throwing.start { ys.do(onNext: { _ in throw TestError("onNext") }) }
        #expect(failed.events == [.error(210, TestError("onNext"))])
        #expect(ys.subscriptions == [Subscription(200, 210)])
    }

    @Test func aThrowingAfterNextFailsAfterTheElementWasDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw TestError("after") }) }
        #expect(res.events == [.next(210, 1), .error(210, TestError("after"))])
    }

    @Test func aThrowingAfterCompletedNeverBreaksTheGrammar() {
        // RxSwift forwards this error after `completed`; we hand it to the default error handler.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.do(afterCompleted: { throw TestError("late") }) }
        #expect(res.events == [.completed(250)])
    }

    @Test func onDisposeRunsWhenDisposedMidStream() {
        var disposed = 0
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.do(onDispose: { disposed += 1 }) }
        #expect(res.events == [.next(210, 1)])
        #expect(disposed == 1)
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
