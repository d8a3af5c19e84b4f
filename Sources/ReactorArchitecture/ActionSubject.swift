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
        lock.withLock { entries }
    }

    @usableFromInline
    let lock = Lock()
    private var entries: [(key: UInt64, on: (Event<Element>) -> Void)] = []
    /// The observers' closures in subscription order, rebuilt when one arrives or leaves, so that a
    /// delivery copies one reference under the lock instead of building an array per action.
    @usableFromInline
    @exclusivity(unchecked) var targets: ContiguousArray<(Event<Element>) -> Void> = []
    private var nextKey: UInt64 = 0
    @usableFromInline
    let delivery = SerialDrain<Element>()

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool {
        lock.withLock { !entries.isEmpty }
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
            let event = Event.next(element)
            for target in targets {
                target(event)
            }
        }
    }

    /// Subscribes `observer` to every later element.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: The subscription.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let key = lock.withLock { () -> UInt64 in
            let key = nextKey
            nextKey += 1
            let on = observer.on
            entries.append((key, on))
            targets.append(on)
            return key
        }
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
        let removed = lock.withLock { () -> (key: UInt64, on: (Event<Element>) -> Void)? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            // `targets` is in the same order as `entries`.
            targets.remove(at: index)
            return entries.remove(at: index)
        }
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
    }
}

// Safe to share when elements are: all mutable state is guarded by `lock`, and delivery is serial.
extension ActionSubject: @unchecked Sendable where Element: Sendable {}
