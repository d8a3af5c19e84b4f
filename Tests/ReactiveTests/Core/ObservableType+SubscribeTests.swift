import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ObservableSubscribeTests {
    @Test func subscribeWithClosuresReceivesElementsThenCompletionThenDisposal() {
        let leaked = Resources.countLive {
            var calls: [String] = []
            _ = Observable.of(1, 2).subscribe(
                onNext: { calls.append("next \($0)") },
                onError: { calls.append("error \($0)") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") }
            )
            #expect(calls == ["next 1", "next 2", "completed", "disposed"])
        }
        #expect(leaked == 0)
    }

    @Test func onDisposedRunsOnceWhenDisposedBeforeTheEnd() {
        let leaked = Resources.countLive {
            var disposedCount = 0
            let subject = Observable<Int>.never()
            let subscription = subject.subscribe(onDisposed: { disposedCount += 1 })
            #expect(disposedCount == 0)
            subscription.dispose()
            subscription.dispose()
            #expect(disposedCount == 1)
        }
        #expect(leaked == 0)
    }

    @Test func errorRunsOnErrorAndThenOnDisposed() {
        var calls: [String] = []
        _ = Observable<Int>.error(TestError("x")).subscribe(
            onError: { calls.append("error \($0)") },
            onDisposed: { calls.append("disposed") }
        )
        #expect(calls == ["error x", "disposed"])
    }

    @Test func unhandledErrorGoesToTheDefaultErrorHandlerAndMutatingCapturedLocalsCompiles() {
        // The closure mutates a captured local: the API must not demand @Sendable closures.
        var elements: [Int] = []
        _ = Observable.of(1).subscribe(onNext: { elements.append($0) })
        #expect(elements == [1])
    }

    @Test func subscribeWithObjectPassesTheObjectAndHoldsItWeakly() {
        final class Owner {
            var received: [Int] = []
        }
        var owner: Owner? = Owner()
        // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
        // `weak var` that is never set.
        weak var weakOwner: Owner?
        weakOwner = owner
        var completedWithOwner = false
        let leaked = Resources.countLive {
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }
            let subscription = source.subscribe(
                with: owner!,
                onNext: { owner, value in owner.received.append(value) },
                onCompleted: { _ in completedWithOwner = true }
            )
            #expect(owner?.received == [1])
            owner = nil
            #expect(weakOwner == nil, "subscribe(with:) must not retain its object")
            subscription.dispose()
        }
        #expect(leaked == 0)
        #expect(!completedWithOwner)
    }

    @Test func eventClosureSubscriptionStopsAfterTheFirstStopEvent() {
        let log = EventLog<Int>()
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Observable<Int>.create { observer in
                observer.onCompleted()
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }.subscribe { log.record($0) }
        }
        #expect(log.rendered == "completed")
        #expect(anomalies.kinds == [.eventAfterStopEvent, .eventAfterStopEvent])
    }
}
