import Reactive

/// The subject behind a reactor's `action`: it passes on elements and ignores errors and
/// completion, so a binding that fails or ends cannot stop a reactor.
///
/// Elements are delivered one at a time, in order: one sent while the subject is delivering —
/// from another thread, or from inside an observer — waits until the delivery at hand returns
/// (ReactorKit delivers it at once, nested inside the current one). Elements may be sent from any
/// thread.
public final class ActionSubject<Element>: Observable<Element>, ObserverType, SubjectType {
    /// The observers, in subscription order; a dictionary-like list read by tests.
    var observers: [(key: UInt64, on: (Event<Element>) -> Void)] {
        lock.withLock {
            Swift.zip(keys, targets).map { key, target in
                let receiver = unsafeDowncast(target, to: EventReceiver<Element>.self)
                return (key: key, on: { receiver.receive($0) })
            }
        }
    }

    @usableFromInline
    let lock = Lock()
    /// Each observer's key, in the order of `targets`: two plain arrays rather than one of
    /// tuples, whose element type unspecialised code would look up at run time on every change.
    /// Unchecked exclusivity here and below: `lock` serialises every access, and a dynamic check
    /// costs a thread-local lookup per access.
    @exclusivity(unchecked) private var keys: [UInt64] = []
    /// The observers' closures in subscription order, each boxed in an `EventHandler` and stored
    /// as `AnyObject`, as the Reactive subjects keep theirs: subscribing and unsubscribing run
    /// unspecialised, where every operation on an array of closures over `Element` looked the
    /// array's metadata up at run time. A delivery copies one reference under the lock instead of
    /// building an array per action.
    @usableFromInline
    @exclusivity(unchecked) var targets: ContiguousArray<AnyObject> = []
    @exclusivity(unchecked) private var nextKey: UInt64 = 0
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
        lock.withLock { !keys.isEmpty }
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
            lock.lock()
            let targets = self.targets
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
        let key = nextKey
        nextKey += 1
        keys.append(key)
        targets.append(handler)
        lock.unlock()
        return Disposables.create { [weak self] in
            self?.remove(key)
        }
    }

    /// The subject itself, as its observer.
    ///
    /// - Returns: `self`.
    public func asObserver() -> ActionSubject<Element> {
        self
    }

    private func remove(_ key: UInt64) {
        lock.lock()
        var removed: AnyObject?
        if let index = keys.firstIndex(of: key) {
            keys.remove(at: index)
            removed = targets.remove(at: index)
        }
        lock.unlock()
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`, and delivery is serial.
extension ActionSubject: @unchecked Sendable where Element: Sendable {}
