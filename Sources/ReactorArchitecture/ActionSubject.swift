import Reactive

/// The subject behind a reactor's `action`: it passes on elements and ignores errors and
/// completion, so a binding that fails or ends cannot stop a reactor.
///
/// Elements are delivered one at a time, in order: one sent while the subject is delivering —
/// from another thread, or from inside an observer — waits until the delivery at hand returns
/// (ReactorKit delivers it at once, nested inside the current one). Elements may be sent from any
/// thread.
public final class ActionSubject<Element>: Observable<Element>, ObserverType, SubjectType {
    /// The observers, in subscription order (read by tests).
    var observers: [EventReceiver<Element>] {
        lock.withLock {
            receivers.liveObservers.map { unsafeDowncast($0, to: EventReceiver<Element>.self) }
        }
    }

    @usableFromInline
    let lock = Lock()
    /// The observers' closures in subscription order, each boxed in an `EventHandler`, kept as the
    /// Reactive subjects keep theirs: removal by key in O(log n), a ready-made
    /// delivery snapshot (one reference copied per action), and subscriptions that are a key and a shared weak
    /// reference to the subject (no closure or disposable object per subscription). Unchecked
    /// exclusivity: `lock` serialises every access, and a dynamic check costs a thread-local
    /// lookup per access.
    @usableFromInline
    @exclusivity(unchecked) var receivers = SubjectObservers()
    /// `EventHandler<Element>`, kept so that the unspecialised `subscribe` boxes a handler without
    /// looking the generic class's metadata up on each subscription.
    private let handlerType = EventHandler<Element>.self
    @usableFromInline
    let delivery = SerialDrain<Element>()

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !receivers.isEmpty }
    }

    /// Passes an element on to every observer subscribed when its delivery starts; ignores errors
    /// and completion.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that queueing and delivering an action are specialised in the caller.
        guard case .next(let element) = event else { return }
        delivery.offer(element) { element in
            // A copy of the snapshot rather than a pin (see `SubjectObservers.pin()`): measured in
            // the seed-shaped reactor searches, where observers come and go during deliveries
            // (`take(until: action)`), pinning cost about 4 % more per keystroke.
            lock.lock()
            let targets = receivers.snapshot
            lock.unlock()
            EventReceiver.deliver(.next(element), to: targets)
        }
    }

    /// Subscribes `observer` to every later element.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: The subscription.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let handler = handlerType.init(observer.on)
        lock.lock()
        let subscription = receivers.insert(handler, owner: self)
        lock.unlock()
        return subscription
    }

    /// The subject itself, as its observer.
    ///
    /// - Returns: `self`.
    public func asObserver() -> ActionSubject<Element> {
        self
    }
}

extension ActionSubject: SubjectUnsubscribing {
    package func unsubscribe(_ key: BagKey) {
        let removed = lock.withLock { receivers.remove(key) }
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`, and delivery is serial.
extension ActionSubject: @unchecked Sendable where Element: Sendable {}
