/// A subject that remembers its latest element and replays it to every new subscriber.
///
/// As in RxSwift, `value()` keeps returning the last element after completion, throws the error
/// after an error, and throws `RxError.disposed` after `dispose()`. Subscribers arriving after a
/// stop event receive only that stop event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, SubjectType, Cancelable,
    SubjectUnsubscribing
{
    // The fields read by the inlinable `on(_:)` are `@usableFromInline`; all are guarded by `lock`
    // (unchecked exclusivity: the lock already serialises them).
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var element: Element
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers()
    @usableFromInline
    @exclusivity(unchecked) var stopEvent: Event<Element>?
    @usableFromInline
    @exclusivity(unchecked) var disposed = false
    /// The late subscribers being replayed to, and what they still have to catch up on.
    @usableFromInline
    @exclusivity(unchecked) var replayLog = ReplayLog<Element>()
    /// `EventHandler<Element>`, kept so that the unspecialised `subscribeHandler` boxes a handler
    /// without looking the generic class's metadata up on each subscription.
    private let handlerBox = EventHandler<Element>.self
    private let tracker = DeliveryTracker()
    /// Whether deliveries go through `tracker` (debug builds of this library).
    @usableFromInline
    let tracksDelivery = Resources.isTracking
    private let resourceToken = trackResourceAllocated()

    /// Creates a subject whose current value is `value`.
    ///
    /// - Parameter value: Replayed to subscribers until the first element arrives.
    public init(value: Element) {
        element = value
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

    /// Returns the latest element.
    ///
    /// - Throws: The error that stopped the subject, or `RxError.disposed` after `dispose()`.
    /// - Returns: The latest element, also after completion.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if case .error(let error) = stopEvent {
            throw error
        }
        return element
    }

    /// The last element stored, whatever the subject's state: for the relays, whose subject is
    /// never stopped or disposed, so reading it cannot fail.
    package var latestElement: Element {
        lock.withLock { element }
    }

    /// Stores and broadcasts `event`; ignored after a stop event or `dispose()`.
    ///
    /// Calls must be serial: a re-entrant or concurrent call is reported as an anomaly in debug
    /// builds.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that storing and delivering run specialised in the caller.
        if tracksDelivery { enterDelivery() }
        defer { if tracksDelivery { leaveDelivery() } }
        let targets: SubjectObservers.Snapshot
        let displaced: Element?
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            displaced = element
            element = value
            replayLog.record(value)
            targets = observers.snapshot
        case .error, .completed:
            displaced = nil
            stopEvent = event
            targets = observers.removeAll()
        }
        lock.unlock()
        // Released outside the lock: the element replaced may be the last reference to anything.
        withExtendedLifetime(displaced) {}
        EventReceiver.deliver(event, to: targets)
    }

    @usableFromInline
    func enterDelivery() {
        tracker.enter("BehaviorSubject<\(Element.self)>")
    }

    @usableFromInline
    func leaveDelivery() {
        tracker.leave()
    }

    /// Subscribes `observer`: it receives the latest element at once, then every later event.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; disposing it removes the observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(observer.on)
    }

    /// `.unwrapped`: its subscriptions reach it through its weak `SubjectReference` and a key.
    /// (Not `.receiver`: it replays from unspecialised code, through the specialised closure.)
    @usableFromInline
    override var closureSubscriptionRoute: ClosureSubscriptionRoute { .unwrapped }

    /// Sends the latest element to `handler` outside the lock, then adds it to the observers (see
    /// `ReplayLog`): it needs no gate, so its events arrive straight from the specialised `on(_:)`.
    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        let box = handlerBox.init(handler)
        lock.lock()
        if disposed {
            lock.unlock()
            handler(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stopEvent {
            lock.unlock()
            handler(stopEvent)
            return Disposables.create()
        }
        var replayed: ContiguousArray<Element> = [element]
        var seen = replayLog.beginReplay()
        while true {
            lock.unlock()
            for element in replayed {
                handler(.next(element))
            }
            lock.lock()
            guard let missed = replayLog.elements(since: seen) else { break }
            replayed = missed
            seen += missed.count
        }
        let log = replayLog.endReplay()
        // Released outside the lock: the logged elements may be the last references to anything.
        defer { withExtendedLifetime(log) {} }
        if disposed {
            // Disposed meanwhile: it drops its observers without a word, this one included.
            lock.unlock()
            return Disposables.create()
        }
        if let stopEvent {
            lock.unlock()
            handler(stopEvent)
            return Disposables.create()
        }
        let subscription = observers.insert(box, owner: self)
        lock.unlock()
        return subscription
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Drops every observer without notifying them; later events are ignored and `value()` throws.
    public func dispose() {
        let released = lock.withLock { () -> SubjectObservers.Snapshot in
            disposed = true
            stopEvent = nil
            return observers.removeAll()
        }
        _ = released
    }

    package func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
