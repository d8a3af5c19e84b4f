import Reactive

/// A subject for a reactor's actions: it broadcasts elements and never terminates.
///
/// `error` and `completed` events are ignored, so binding a failing or finite stream into a reactor
/// (`source.bind(to: reactor.action)`) never ends the reactor's actions, and later bindings keep
/// working.
///
/// Delivery is serial, whoever sends. An element sent while another one is being delivered — from
/// another thread, or re-entrantly from inside an observer — is queued, and the thread already
/// delivering delivers it next, so no observer is ever entered twice at once and the elements keep
/// the order in which they were sent. Each element goes to the observers subscribed when its own
/// delivery starts, in the order they subscribed. A send may therefore return before its element
/// has reached the observers; it never blocks on another thread's observers.
public final class ActionSubject<Element>: Observable<Element>, ObserverType, SubjectType {
    private typealias Entry = (key: UInt64, on: (Event<Element>) -> Void)

    private let lock = Lock()
    private var entries: [Entry] = []
    private var nextKey: UInt64 = 0
    private var pending = FIFO<Element>()
    private var isDelivering = false
    /// Runs before each element's delivery, on the delivering thread (the reactor's drop check).
    private let onDelivery: ((Element) -> Void)?
    /// A runtime disposable held only so that `Resources.countLive` sees a subject outlive a test.
    private let lifetimeMarker = BooleanDisposable()

    /// Creates a subject with no observers.
    public override init() {
        onDelivery = nil
        super.init()
    }

    /// Creates a subject that calls `onDelivery` before delivering each element.
    init(onDelivery: @escaping (Element) -> Void) {
        self.onDelivery = onDelivery
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !entries.isEmpty }
    }

    /// The number of subscribed observers.
    var observerCount: Int {
        lock.withLock { entries.count }
    }

    /// Broadcasts a `next` event to the observers; `error` and `completed` are ignored.
    ///
    /// May be called from any thread, and from inside an observer: see the type's documentation.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return }
        let startsDelivery = lock.withLock { () -> Bool in
            pending.append(element)
            if isDelivering { return false }
            isDelivering = true
            return true
        }
        if startsDelivery {
            deliverPending()
        }
    }

    /// Subscribes `observer` to the elements sent from now on.
    ///
    /// - Parameter observer: Receives `next` events only; the subject never terminates.
    /// - Returns: The subscription; disposing it removes the observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let key = lock.withLock { () -> UInt64 in
            let key = nextKey
            nextKey += 1
            entries.append((key, observer.on))
            return key
        }
        return Disposables.create { [weak self] in
            self?.remove(key)
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> ActionSubject<Element> {
        self
    }

    private func remove(_ key: UInt64) {
        let removed = lock.withLock { () -> Entry? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            return entries.remove(at: index)
        }
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
    }

    /// Delivers queued elements until the queue is empty; only one thread runs it at a time.
    private func deliverPending() {
        while true {
            let next = lock.withLock { () -> (Element, [(Event<Element>) -> Void])? in
                guard let element = pending.popFirst() else {
                    isDelivering = false
                    return nil
                }
                return (element, entries.map(\.on))
            }
            guard let (element, targets) = next else { return }
            onDelivery?(element)
            let event = Event.next(element)
            for target in targets {
                target(event)
            }
        }
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`, and delivery is serial.
extension ActionSubject: @unchecked Sendable where Element: Sendable {}
