import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleCreateTests {
    @Test func createForwardsEventsAndDetachesOnDisposal() {
        var observer: Infallible<Int>.InfallibleObserver?
        var cleanedUp = false
        let source = Infallible<Int>.create { emit in
            observer = emit
            return Disposables.create { cleanedUp = true }
        }
        var elements: [Int] = []
        let subscription = source.subscribe(onNext: { elements.append($0) })
        observer?(.next(0))
        #expect(elements == [0])
        subscription.dispose()
        #expect(cleanedUp)
        observer?(.next(1))
        #expect(elements == [0])
        observer = nil
    }

    @Test func createDetachesOnCompletionAndReportsLaterEvents() {
        let anomalies = AnomalyLog()
        var log: [String] = []
        Hooks.withAnomalyHandler(anomalies.record) {
            let source = Infallible<Int>.create { emit in
                emit(.next(0))
                emit(.completed)
                emit(.next(1))
                return Disposables.create()
            }
            _ = source.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        }
        #expect(log == ["0", "completed"])
        #if DEBUG
        #expect(anomalies.kinds == [.eventAfterStopEvent])
        #endif
    }

    @Test func justNeverAndEmpty() {
        #expect(run { Infallible.just(1) } == [.next(200, 1), .completed(200)])
        #expect(run { scheduler in Infallible.just(1, scheduler: scheduler) } == [.next(201, 1), .completed(202)])
        #expect(run { Infallible<Int>.never() } == [])
        #expect(run { Infallible<Int>.empty() } == [.completed(200)])
    }

    @Test func ofAndFromSendEachElementOnTheScheduler() {
        #expect(run { Infallible.of(1, 2) } == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(
            run { scheduler in Infallible.of(1, 2, scheduler: scheduler) }
                == [.next(201, 1), .next(202, 2), .completed(203)]
        )
        #expect(run { Infallible.from([3, 4]) } == [.next(200, 3), .next(200, 4), .completed(200)])
        #expect(run { Infallible.from(AnySequence([5])) } == [.next(200, 5), .completed(200)])
    }

    @Test func deferredCallsTheFactoryPerSubscription() {
        var calls = 0
        let source = Infallible.deferred { () -> Infallible<Int> in
            calls += 1
            return Infallible.just(calls)
        }
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2])
    }

    @Test func deferredThatThrowsIsReportedBySubscribeWithAnEventClosure() {
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Infallible<Int>.deferred { throw TestError() }.subscribe { _ in }
        }
        #expect(anomalies.kinds == [.bindingError])
    }
}
