import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's ControlPropertyTests (orEmpty, changed; the main-queue subscription is in
// ControlPropertyThreadSafetyTests below), plus the sink side.
@Suite(.serialized) struct ControlPropertyTests {
    @Test @MainActor func orEmptyReadsNilAsEmptyAndSetsTheOriginal() {
        let sink = EventLog<String?>()
        let property = ControlProperty<String?>(values: Observable.just(nil), valueSink: sink.observer)
        let orEmpty = property.orEmpty
        let observed = EventLog<String>()
        _ = orEmpty.subscribe(observed.observer)
        orEmpty.on(.next("a"))
        #expect(sink.rendered == #"next(Optional("a"))"#)
        #expect(observed.rendered == "next() completed")
    }

    @Test @MainActor func changedSkipsTheValueAtSubscription() {
        let subject = BehaviorSubject(value: 0)
        let property = ControlProperty(values: subject.asObserver(), valueSink: AnyObserver<Int> { _ in })
        let log = EventLog<Int>()
        let subscription = property.changed.subscribe(log.observer)
        #expect(log.events.isEmpty)
        subject.onNext(1)
        #expect(log.rendered == "next(1)")
        subscription.dispose()
        subject.onNext(2)
        #expect(log.rendered == "next(1)")
        #expect(!subject.hasObservers)
    }

    @Test @MainActor func elementsAndCompletionGoToTheSinkAndAnErrorIsReported() {
        let sink = EventLog<Int>()
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink.observer)
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Observable.of(1, 2).concat(Observable.error(TestError())).bind(to: property)
            property.asControlProperty().on(.completed)
        }
        #expect(sink.rendered == "next(1) next(2) completed")
        #expect(anomalies.kinds == [.bindingError])
    }

    @Test @MainActor func theValuesPassThroughUnchanged() {
        let subject = BehaviorSubject(value: 5)
        let property = ControlProperty(values: subject, valueSink: AnyObserver<Int> { _ in })
        let log = EventLog<Int>()
        let subscription = property.asObservable().subscribe(log.observer)
        subject.onNext(6)
        #expect(log.rendered == "next(5) next(6)")
        subscription.dispose()
    }
}

/// The control property's hop onto the main queue, from another thread. Meant to be run under
/// `swift test --sanitize=thread --filter ThreadSafety`.
@Suite(.serialized) struct ControlPropertyThreadSafetyTests {
    @Test func subscribingOffTheMainQueueSubscribesOnIt() {
        let log = LockedValue<[Bool]>([])
        let values = Observable<Int>.deferred {
            log.withLock { $0.append(MainScheduler.isMainContext) }
            return .never()
        }
        let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
        #expect(!MainScheduler.isMainContext)
        let subscription = property.subscribe { _ in }
        let hopped = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { hopped.signal() }
        #expect(hopped.waitOrHang())
        #expect(log.value == [true])
        subscription.dispose()
    }
}
