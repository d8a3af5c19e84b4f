/// A subject that remembers its latest element and replays it to every new subscriber.
///
/// As in RxSwift, `value()` keeps returning the last element after completion, throws the error
/// after an error, and throws `RxError.disposed` after `dispose()`. Subscribers arriving after a
/// stop event receive only that stop event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, SubjectType, Cancelable,
    SubjectUnsubscribing
{
    private let lock = Lock()
    private var element: Element
    private var observers = SubjectObservers()
    private var stopEvent: Event<Element>?
    private var disposed = false
    private let tracker = DeliveryTracker()
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
    public func on(_ event: Event<Element>) {
        tracker.enter("BehaviorSubject<\(Element.self)>")
        defer { tracker.leave() }
        let targets: SubjectObservers.Snapshot
        lock.lock()
        if disposed || stopEvent != nil {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            element = value
            targets = observers.snapshot
        case .error, .completed:
            stopEvent = event
            targets = observers.removeAll()
        }
        lock.unlock()
        EventHandler.deliver(event, to: targets)
    }

    /// Subscribes `observer`: it receives the latest element at once, then every later event.
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
        let gate = ReplayGate(observer.on)
        let subscription = observers.insert(gate.on, owner: self)
        let current = element
        lock.unlock()
        gate.replay(CollectionOfOne(.next(current)))
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

    func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
