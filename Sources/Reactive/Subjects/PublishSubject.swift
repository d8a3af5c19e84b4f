/// A subject that broadcasts each event to the observers subscribed at the time.
///
/// After a stop event, later events are ignored and new subscribers receive only that stop event.
/// After `dispose()`, events are ignored and new subscribers receive `RxError.disposed`.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, SubjectType, Cancelable,
    SubjectUnsubscribing
{
    // The fields read by the inlinable `on(_:)` are `@usableFromInline`; all are guarded by `lock`.
    /// A spin lock rather than `Lock`: every critical section here is a few instructions that never
    /// call out, and it is taken on every event.
    @usableFromInline
    let lock = SpinLock()
    // Unchecked exclusivity: `lock` already serialises every access, and a dynamic check costs a
    // thread-local access-set lookup per access, on every event.
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers()
    @exclusivity(unchecked) private var stopEvent: Event<Element>?
    /// `stopEvent != nil`, kept as a plain flag so the inlined `on(_:)` can test it cheaply.
    @usableFromInline
    @exclusivity(unchecked) var isStopped = false
    @usableFromInline
    @exclusivity(unchecked) var disposed = false
    private let tracker = DeliveryTracker()
    /// `EventHandler<Element>`, kept so that the unspecialised `subscribeHandler` boxes a handler
    /// without looking the generic class's metadata up in the runtime's cache on each subscription.
    private let handlerBox = EventHandler<Element>.self
    /// Whether deliveries go through `tracker` (debug builds of this library).
    @usableFromInline
    let tracksDelivery = Resources.isTracking
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
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that delivering an element runs specialised in the caller and allocates
        // nothing: one lock round trip to copy the snapshot reference, then one closure call each.
        if tracksDelivery { enterDelivery() }
        defer { if tracksDelivery { leaveDelivery() } }
        guard case .next = event else {
            onStop(event)
            return
        }
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return
        }
        let targets = observers.pin()
        lock.unlock()
        EventReceiver.deliver(event, to: targets)
        lock.lock()
        let retired = observers.unpin()
        lock.unlock()
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = retired
    }

    /// Records and broadcasts a stop event; later events are ignored.
    @usableFromInline
    func onStop(_ event: Event<Element>) {
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return
        }
        stopEvent = event
        isStopped = true
        let targets = observers.removeAll()
        lock.unlock()
        EventReceiver.deliver(event, to: targets)
    }

    @usableFromInline
    func enterDelivery() {
        tracker.enter("PublishSubject<\(Element.self)>")
    }

    @usableFromInline
    func leaveDelivery() {
        tracker.leave()
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
        // `isStopped` first: testing the optional event in unspecialised code costs a metadata lookup.
        if isStopped, let stopEvent {
            lock.unlock()
            observer.on(stopEvent)
            return Disposables.create()
        }
        let subscription = observers.insert(observer.on, owner: self)
        lock.unlock()
        return subscription
    }

    /// `.receiver`: it keeps a `subscribe(onNext:…)`'s observer itself, and its subscriptions
    /// reach it through its weak `SubjectReference` and a key.
    @usableFromInline
    override var closureSubscriptionRoute: ClosureSubscriptionRoute { .receiver }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        // Boxed through the stored metatype (no run-time metadata lookup) and before locking
        // (the spin lock's sections never call out).
        insert(handlerBox.init(handler))
    }

    @usableFromInline
    override func subscribeReceiver(_ receiver: EventReceiver<Element>) -> any Disposable {
        insert(receiver)
    }

    private func insert(_ receiver: EventReceiver<Element>) -> any Disposable {
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return subscribeAfterEnd(receiver)
        }
        let subscription = observers.insert(receiver, owner: self)
        lock.unlock()
        return subscription
    }

    /// Subscribes to a subject that is disposed or stopped: the receiver gets `RxError.disposed`
    /// or the stop event at once. Neither state is ever left, so rechecking under the lock is safe.
    /// In a function of its own, because merely having `Event<Element>?` in the unspecialised
    /// subscribing body looks its metadata up on every call.
    @inline(never)
    private func subscribeAfterEnd(_ receiver: EventReceiver<Element>) -> any Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            receiver.receive(.error(RxError.disposed(object: self)))
        } else {
            let stopEvent = self.stopEvent
            lock.unlock()
            if let stopEvent { receiver.receive(stopEvent) }
        }
        return Disposables.create()
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every observer without notifying them; later events are ignored.
    public func dispose() {
        let released = lock.withLock { () -> SubjectObservers.Snapshot in
            disposed = true
            stopEvent = nil
            return observers.removeAll()
        }
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = released
    }

    package func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
