/// How long `share(replay:scope:)` keeps the state it shares between subscribers.
public enum SubjectLifetimeScope: Sendable {
    /// The shared state lives as long as one connection to the source: when the last subscriber
    /// leaves, or the source stops, it is dropped, and the next subscriber subscribes to the source
    /// afresh with an empty replay buffer. Equivalent to
    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`.
    ///
    /// The recommended default: `retry` and `concat` downstream work as expected, because a
    /// resubscription starts from scratch.
    case whileConnected

    /// One subject serves every connection for ever: a later connection's subscribers receive
    /// elements replayed from an earlier one, and once the source has stopped, every new subscriber
    /// receives the replay and the stop event without the source being subscribed again.
    /// Equivalent to `multicast(ReplaySubject.create(bufferSize: replay)).refCount()`.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay`
    /// elements to each new one.
    ///
    /// ```
    /// source:          -1-2-3-4-|    (subscribed once, when A arrives)
    /// A subscribes:    ^
    /// B subscribes:    ----^
    /// A receives:      -1-2-3-4-|
    /// B receives:      ----23-4-|    (share(replay: 1): 2 is replayed at once)
    /// ```
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one
    /// leaves; `scope` decides what happens to the replay buffer and a stop event after that (see
    /// `SubjectLifetimeScope`).
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once; must not be
    ///     negative.
    ///   - scope: Whether the shared state is dropped when the connection ends (`.whileConnected`)
    ///     or kept for ever (`.forever`).
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:) needs a non-negative replay count, got \(replay)")
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject<Element>()).refCount()
            }
            return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
        case .whileConnected:
            return ShareWhileConnected(source: asObservable(), replay: replay)
        }
    }
}

/// `share(replay:scope: .whileConnected)`: the subject and the reference count of
/// `multicast(makeSubject:).refCount()` folded into one object per connection, guarded by one lock.
///
/// RxSwift has such a shortcut for replay counts 0 and 1; here it covers every count, so a
/// subscriber can never subscribe to the subject of a connection that is being torn down.
private final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked: `connection`, and the state of every connection, are only touched under `lock`.
    let source: Observable<Element>
    let replay: Int
    let lock = Lock()
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        let isNew: Bool
        if let existing = self.connection {
            connection = existing
            isNew = false
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
            isNew = true
        }
        let subscription: SubjectSubscription
        var replayed: ContiguousArray<Element> = []
        var gate: ReplayGate<Element>?
        if replay == 0 {
            subscription = connection.observers.insert(observer.on, owner: connection)
        } else {
            replayed = connection.buffer.elements
            let newGate = ReplayGate(observer.on)
            subscription = connection.observers.insert(newGate.on, owner: connection)
            gate = newGate
        }
        lock.unlock()
        gate?.replay(replayed.lazy.map { Event.next($0) })
        if isNew {
            connection.connect()
        }
        return subscription
    }
}

/// One connection of a shared sequence: its subscribers and replay buffer. It ends when its last
/// subscriber leaves or the source stops; the parent then forgets it and the next subscriber makes
/// a new one.
private final class ShareConnection<Element>: ObserverType, SubjectUnsubscribing, @unchecked Sendable {
    // @unchecked: `observers`, `buffer` and `isEnded` are only touched under the parent's lock;
    // events arrive serially from the source.
    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    var observers = SubjectObservers()
    var buffer: ReplayBuffer<Element>
    private var isEnded = false
    private let resourceToken = trackResourceAllocated()

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        buffer = ReplayBuffer(limit: parent.replay)
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        let targets: SubjectObservers.Snapshot
        parent.lock.lock()
        if isEnded {
            parent.lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            buffer.append(element)
            targets = observers.snapshot
        case .error, .completed:
            targets = observers.removeAll()
            end()
        }
        parent.lock.unlock()
        EventHandler.deliver(event, to: targets)
        // After the delivery, as in RxSwift: subscribers finish with the stop event (and dispose
        // what they hold) before the source is torn down (RxFeedback's tests pin this order).
        if event.isStopEvent {
            subscription.dispose()
        }
    }

    func unsubscribe(_ key: BagKey) {
        parent.lock.lock()
        let removed = observers.remove(key)
        let disconnects = removed != nil && observers.isEmpty && !isEnded
        if disconnects {
            end()
        }
        parent.lock.unlock()
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
        if disconnects {
            subscription.dispose()
        }
    }

    /// Detaches the connection from its parent; called with the parent's lock held.
    private func end() {
        isEnded = true
        if parent.connection === self {
            parent.connection = nil
        }
    }
}
