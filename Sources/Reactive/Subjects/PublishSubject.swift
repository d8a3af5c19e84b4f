/// A subject that broadcasts each event to the observers subscribed at the time.
///
/// After a stop event, later events are ignored and new subscribers receive only that stop event.
/// After `dispose()`, events are ignored and new subscribers receive `RxError.disposed`.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, SubjectType, Cancelable,
    SubjectUnsubscribing
{
    private let lock = Lock()
    private var observers = SubjectObservers<Element>()
    private var stopEvent: Event<Element>?
    private var disposed = false
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

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Broadcasts `event` to the current observers; ignored after a stop event or `dispose()`.
    ///
    /// Calls must be serial: a re-entrant or concurrent call is reported as an anomaly in debug
    /// builds.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        tracker.enter("PublishSubject<\(Element.self)>")
        defer { tracker.leave() }
        let targets: ContiguousArray<(Event<Element>) -> Void>
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next:
            targets = observers.snapshot
        case .error, .completed:
            stopEvent = event
            targets = observers.removeAll()
        }
        lock.unlock()
        deliver(event, to: targets)
    }

    /// Subscribes `observer` to the events sent from now on.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; disposing it removes the observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stopEvent {
            lock.unlock()
            observer.on(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every observer without notifying them; later events are ignored.
    public func dispose() {
        let released = lock.withLock { () -> ContiguousArray<(Event<Element>) -> Void> in
            disposed = true
            stopEvent = nil
            return observers.removeAll()
        }
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = released
    }

    func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
