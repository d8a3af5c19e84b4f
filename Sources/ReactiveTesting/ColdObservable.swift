import Reactive

/// A testable observable that replays its events for each subscriber, at offsets from the time
/// of that subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let pending = CompositeDisposable()
        guard let scheduler else { return pending }
        for recorded in recordedEvents {
            // Relative virtual scheduling skips `adjustScheduledTime`, so offset 0 is delivered at
            // the subscription time itself, as in RxTest. Every recorded event is sent, those
            // after a stop event too: only disposal ends the subscription, as in RxTest.
            let scheduled = scheduler.scheduleRelativeVirtual(recorded.value, dueTime: recorded.time) { event in
                observer.on(event)
                return Disposables.create()
            }
            _ = pending.insert(scheduled)
        }
        return Disposables.create { [weak self] in
            self?.endSubscription(at: index)
            pending.dispose()
        }
    }
}
