/// A subject that replays buffered elements to every new subscriber, then forwards live events.
///
/// A subscriber arriving after a stop event receives the buffer followed by that stop event.
/// `create(bufferSize: 0)` keeps nothing, so, as in RxSwift, it behaves like a `PublishSubject`
/// that also replays its stop event.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, SubjectType, Cancelable,
    SubjectUnsubscribing
{
    // The fields read by the inlinable `on(_:)` are `@usableFromInline`; all are guarded by `lock`
    // (unchecked exclusivity: the lock already serialises them).
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var buffer: ReplayBuffer<Element>
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

    private init(limit: Int?) {
        buffer = ReplayBuffer(limit: limit)
        super.init()
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Creates a subject that replays at most the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; must not be negative.
    /// - Returns: A new subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:) needs a non-negative size, got \(bufferSize)")
        return ReplaySubject(limit: bufferSize)
    }

    /// Creates a subject that replays every element it ever received.
    ///
    /// The buffer grows without bound; use it only for sequences known to stay small.
    ///
    /// - Returns: A new subject.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(limit: nil)
    }

    /// Creates a subject that replays every element; RxSwift 6's name for `createUnbound()`.
    ///
    /// - Returns: The subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        createUnbound()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Buffers and broadcasts `event`; ignored after a stop event or `dispose()`.
    ///
    /// Calls must be serial: a re-entrant or concurrent call is reported as an anomaly in debug
    /// builds.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that buffering and delivering run specialised in the caller.
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
            displaced = buffer.append(value)
            replayLog.record(value)
            targets = observers.snapshot
        case .error, .completed:
            displaced = nil
            stopEvent = event
            targets = observers.removeAll()
        }
        lock.unlock()
        // Released outside the lock: the element pushed out of the buffer may be the last
        // reference to anything.
        withExtendedLifetime(displaced) {}
        EventReceiver.deliver(event, to: targets)
    }

    @usableFromInline
    func enterDelivery() {
        tracker.enter("ReplaySubject<\(Element.self)>")
    }

    @usableFromInline
    func leaveDelivery() {
        tracker.leave()
    }

    /// Subscribes `observer`: it receives the buffered elements at once, then every later event.
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

    /// Replays the buffer to `handler` outside the lock, then adds it to the observers (see
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
        var replayed = buffer.elements
        if let stopEvent {
            lock.unlock()
            for element in replayed {
                handler(.next(element))
            }
            handler(stopEvent)
            return Disposables.create()
        }
        if replayed.isEmpty {
            let subscription = observers.insert(box, owner: self)
            lock.unlock()
            return subscription
        }
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
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Drops every observer without notifying them and empties the buffer; later events are
    /// ignored.
    public func dispose() {
        let released = lock.withLock { () -> (SubjectObservers.Snapshot, ReplayBuffer<Element>) in
            disposed = true
            stopEvent = nil
            let dropped = buffer
            buffer.removeAll()
            return (observers.removeAll(), dropped)
        }
        _ = released
    }

    package func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
