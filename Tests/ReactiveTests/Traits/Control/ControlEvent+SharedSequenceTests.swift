import ReactiveTesting
import Testing

@testable import Reactive

// The control traits subscribe on the main queue, so these tests run there, in virtual time.
@Suite(.serialized) struct ControlEventSharedSequenceTests {
    @Test @MainActor func aControlEventAsADriverReplaysAndShares() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let driver = ControlEvent(events: xs).asDriver()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(driver.drive(second)) }
            scheduler.scheduleAt(250) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2)])
            #expect(second.events == [.next(215, 1), .next(220, 2)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test @MainActor func aControlEventAsASignalReplaysNothing() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let signal = ControlEvent(events: xs).asSignal()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
            scheduler.scheduleAt(215) { _ = signal.emit(to: second) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2), .completed(300)])
            #expect(second.events == [.next(220, 2), .completed(300)])
        }
    }

    @Test @MainActor func aControlPropertyAsADriver() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let property = ControlProperty(values: xs.startWith(0), valueSink: AnyObserver<Int> { _ in })
            let res = scheduler.start { property.asDriver() }
            #expect(res.events == [.next(200, 0), .next(210, 1), .completed(300)])
        }
    }

    @Test @MainActor func aFailureCompletesTheTraitAndIsReported() {
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            withSharingScheduler { scheduler in
                let failing = Observable<Int>.error(TestError())
                let driver = scheduler.start { ControlEvent(events: failing).asDriver() }
                #expect(driver.events == [.completed(200)])
            }
            withSharingScheduler { scheduler in
                let failing = Observable<Int>.error(TestError())
                let signal = scheduler.start { ControlEvent(events: failing).asSignal() }
                #expect(signal.events == [.completed(200)])
            }
            withSharingScheduler { scheduler in
                let failing = Observable<Int>.error(TestError())
                let property = ControlProperty(values: failing, valueSink: AnyObserver<Int> { _ in })
                let driver = scheduler.start { property.asDriver() }
                #expect(driver.events == [.completed(200)])
            }
        }
        #expect(anomalies.kinds == [.bindingError, .bindingError, .bindingError])
    }
}
