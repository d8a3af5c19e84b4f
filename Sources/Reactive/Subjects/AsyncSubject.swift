/// A subject that emits only its last element, followed by completion, when it completes.
///
/// Nothing is emitted until completion; a subject completing without elements emits just
/// `completed`, and an error is forwarded alone. Subscribers arriving after the stop receive the
/// same final outcome. Like RxSwift's, it cannot be disposed.
public final class AsyncSubject<Element>: Observable<Element>, ObserverType, SubjectType, SubjectUnsubscribing {
    private let lock = Lock()
    private var observers = SubjectObservers()
    private var lastElement: Element?
    private var stopEvent: Event<Element>?
    private let tracker = DeliveryTracker()
    private let resourceToken = trackResourceAllocated()

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// Remembers an element, or on a stop event delivers the final outcome; ignored after a stop.
    ///
    /// Calls must be serial: a re-entrant or concurrent call is reported as an anomaly in debug
    /// builds.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        tracker.enter("AsyncSubject<\(Element.self)>")
        defer { tracker.leave() }
        let targets: SubjectObservers.Snapshot
        let last: Element?
        lock.lock()
        if stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            lastElement = value
            lock.unlock()
            return
        case .error:
            stopEvent = event
            lastElement = nil
            last = nil
        case .completed:
            stopEvent = event
            last = lastElement
        }
        targets = observers.removeAll()
        lock.unlock()
        if let last {
            EventReceiver.deliver(.next(last), to: targets)
        }
        EventReceiver.deliver(event, to: targets)
    }

    /// Subscribes `observer` to the final outcome; after the stop it receives that outcome at once.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; disposing it removes the observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        lock.lock()
        if let stopEvent {
            let last = lastElement
            lock.unlock()
            if let last {
                observer.on(.next(last))
            }
            observer.on(stopEvent)
            return Disposables.create()
        }
        let subscription = observers.insert(observer.on, owner: self)
        lock.unlock()
        return subscription
    }

    /// Returns the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    package func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
