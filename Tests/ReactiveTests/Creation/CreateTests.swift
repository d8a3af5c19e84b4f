import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct CreateTests {
    @Test func deliversWhatTheSubscribeClosureSends() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }.subscribe(log.observer)
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) next(2) completed")
    }

    @Test func runsTheSubscribeClosureOncePerSubscription() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let a = source.subscribe(first.observer)
        let b = source.subscribe(second.observer)
        #expect(first.elements == [1])
        #expect(second.elements == [2])
        a.dispose()
        b.dispose()
    }

    @Test func disposesTheReturnedDisposableOnStopEvent() {
        var disposed = false
        _ = Observable<Int>.create { observer in
            observer.onError(TestError())
            return Disposables.create { disposed = true }
        }.subscribe { _ in }
        #expect(disposed)
    }

    @Test func disposingTheSubscriptionDisposesTheReturnedDisposableAndStopsDelivery() {
        var disposedCount = 0
        var captured: AnyObserver<Int>?
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let subscription = Observable<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedCount += 1 }
            }.subscribe(log.observer)
            captured?.onNext(1)
            subscription.dispose()
            captured?.onNext(2)
            subscription.dispose()
            captured = nil
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1)")
        #expect(disposedCount == 1)
    }

    @Test func reportsReentrantDeliveryIntoTheSameObserver() {
        let anomalies = AnomalyLog()
        var observerRef: AnyObserver<Int>?
        var received: [Int] = []
        Hooks.withAnomalyHandler(anomalies.record) {
            let subscription = Observable<Int>.create { observer in
                observerRef = observer
                return Disposables.create()
            }.subscribe(onNext: { value in
                received.append(value)
                if value == 1 { observerRef?.onNext(2) }
            })
            observerRef?.onNext(1)
            subscription.dispose()
        }
        observerRef = nil
        #expect(received == [1, 2])
        #expect(anomalies.kinds == [.reentrantDelivery])
        #expect(anomalies.messages.first?.contains("Re-entrant delivery") == true)
    }

    /// Two threads delivering into one observer at once. RxSwift's debug tracker prints a
    /// synchronization warning there; here it is the anomaly `.concurrentDelivery`.
    @Test func reportsConcurrentDeliveryIntoTheSameObserver() {
        let anomalies = AnomalyLog()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let received = LockedValue<[Int]>([])
        var observerRef: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerRef = observer
            return Disposables.create()
        }.subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            if value == 1 {
                inside.signal()
                release.wait()
            }
        })
        let observer = observerRef!
        observerRef = nil
        let job = ThreadJob { observer.onNext(1) }
        Thread {
            job.run()
            finished.signal()
        }.start()
        inside.wait()
        Hooks.withAnomalyHandler(anomalies.record) {
            observer.onNext(2)
        }
        release.signal()
        finished.wait()
        subscription.dispose()
        #expect(anomalies.kinds == [.concurrentDelivery])
        #expect(anomalies.messages.first?.contains("Concurrent delivery") == true)
        #expect(received.value.sorted() == [1, 2])
    }
}
