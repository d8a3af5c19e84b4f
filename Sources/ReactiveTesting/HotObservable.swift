import Reactive

/// A testable observable whose events happen at absolute virtual times whether or not anyone is
/// subscribed; each event goes to the observers subscribed at that moment.
final class HotObservable<Element>: TestableObservable<Element> {
    private struct Entry {
        let id: Int
        let subscriptionIndex: Int
        let observer: AnyObserver<Element>
    }

    private var observers: [Entry] = []
    private var nextId = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // Strong, as in RxTest: the events are due whether or not the caller keeps the
            // observable, so `createHotObservable(…).subscribe(…)` on its own still delivers. The
            // scheduler's queue owns it until the last event has run; it holds the scheduler weakly.
            _ = scheduler.scheduleAbsoluteVirtual(recorded.value, time: recorded.time) { event in
                self.deliver(event)
                return Disposables.create()
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let id = nextId
        nextId += 1
        let index = recordSubscription()
        observers.append(Entry(id: id, subscriptionIndex: index, observer: AnyObserver(observer)))
        return Disposables.create { [weak self] in
            self?.remove(id: id)
        }
    }

    /// Sends `event` to everyone subscribed now. A stop event does not unsubscribe anyone: as in
    /// RxTest, only disposal does, so later recorded events still reach a direct subscriber.
    private func deliver(_ event: Event<Element>) {
        // A snapshot, so observers added by a delivery wait for the next event, and a live check,
        // so observers disposed by a delivery get nothing more.
        for entry in observers where observers.contains(where: { $0.id == entry.id }) {
            entry.observer.on(event)
        }
    }

    private func remove(id: Int) {
        guard let position = observers.firstIndex(where: { $0.id == id }) else { return }
        let entry = observers.remove(at: position)
        endSubscription(at: entry.subscriptionIndex)
    }
}
