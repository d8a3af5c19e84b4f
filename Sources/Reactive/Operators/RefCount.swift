extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the last one leaves.
    ///
    /// ```
    /// source:                -1-2-3-4-5-|
    /// A subscribes, leaves:  ^-----!
    /// B subscribes:          --^
    /// A receives:            -1-2-3
    /// B receives:            ---2-3-4-5-|
    /// source subscribed:     ^----------|    (once: from A's arrival to the source's end)
    /// ```
    ///
    /// The source's stop event ends the connection too: the subscribers receive it, and the next
    /// subscriber connects again. A subscriber that receives a stop event while subscribing (the
    /// subject had already stopped) does not connect.
    ///
    /// - Returns: A sequence that manages the connection by itself.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// The shared state of one `refCount()`: how many subscribers the current connection has.
///
/// Nothing is called out under `lock`: subscribing to the connectable (which may replay), connecting
/// and disconnecting all happen outside it, so a source, subject or observer that takes a lock of
/// its own cannot deadlock against a thread that holds that lock and subscribes (RxSwift #2698,
/// #2708). The lock only decides: who joins the running connection, who starts the next one, and
/// who ends it. Connecting and disconnecting are then run in the order they were decided, by
/// whichever thread is not already running them (see `perform`), so a new connection never
/// overtakes the teardown of the previous one.
private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // @unchecked: `count`, `connectionID`, `subjectGeneration`, `connection`, `pending` and
    // `isPerforming` are only touched under `lock`.
    let source: Source
    let lock = Lock()
    var count = 0
    var connectionID: UInt64 = 0
    /// The generation of the subject the counted subscribers subscribed to (see
    /// `ConnectableObservable.subscribeForRefCount`).
    var subjectGeneration: UInt64 = 0
    var connection: SingleAssignmentDisposable?
    private var pending: [Change] = []
    private var isPerforming = false

    /// A connection to make or end; the disposable stands for the connection.
    enum Change {
        case connect(SingleAssignmentDisposable)
        case disconnect(SingleAssignmentDisposable)
    }

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }

    /// Runs `change` after the changes decided before it, outside the lock: at once, unless another
    /// thread (or this one, further up the stack: a source that stops while being connected) is
    /// running changes already; that one then runs it before it returns.
    func perform(_ change: Change) {
        lock.lock()
        if case .disconnect(let ended) = change,
            let index = pending.firstIndex(where: { if case .connect(let made) = $0 { made === ended } else { false } })
        {
            // Ended before it was made: neither happens.
            pending.remove(at: index)
            lock.unlock()
            return
        }
        pending.append(change)
        if isPerforming {
            lock.unlock()
            return
        }
        isPerforming = true
        while !pending.isEmpty {
            let next = pending.removeFirst()
            lock.unlock()
            switch next {
            case .connect(let connection): connection.setDisposable(connect())
            case .disconnect(let connection): connection.dispose()
            }
            lock.lock()
        }
        isPerforming = false
        lock.unlock()
    }

    /// Connects the source, unless it is a shared subject's source that stopped after this
    /// connection was decided (the subscriber that decided it hears the stop event from the
    /// subject it subscribed to).
    private func connect() -> any Disposable {
        guard let connectable = source as? ConnectableObservable<Source.Element> else { return source.connect() }
        return connectable.connectForRefCount() ?? Disposables.create()
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>,
    ObserverType,
    @unchecked Sendable
where Source.Element == Observer.Element {
    // @unchecked: `connectionID` is written once in `run` under the parent's lock and read under it.
    private let parent: RefCount<Source>
    private var connectionID: UInt64?

    init(parent: RefCount<Source>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        // Subscribed outside the lock: a subject replays to the new subscriber right here.
        let (subscription, subjectGeneration) =
            (parent.source as? ConnectableObservable<Source.Element>)?.subscribeForRefCount(self)
            ?? (parent.source.subscribe(self), 0)
        parent.lock.lock()
        if isDisposed {
            parent.lock.unlock()
            // The connectable stopped at once (its subject had stopped): nothing to connect.
            return subscription
        }
        // Whether the first subscriber of this subject made the connection or it is still to be
        // made (on another thread), this subscriber joins it: a subscriber that took it over would
        // end it when it left, under the feet of the one that stays.
        if parent.count > 0 && subjectGeneration == parent.subjectGeneration {
            parent.count += 1
            connectionID = parent.connectionID
            parent.lock.unlock()
            return Disposables.create { [self] in release(subscription) }
        }
        // The first subscriber; or the connection the others joined has ended and this subscriber
        // got the next connection's subject (the others hear of the end from the old subject, and
        // are no longer counted).
        if parent.count > 0 { parent.connectionID &+= 1 }
        parent.count = 1
        parent.subjectGeneration = subjectGeneration
        connectionID = parent.connectionID
        let connection = SingleAssignmentDisposable()
        parent.connection = connection
        parent.lock.unlock()
        parent.perform(.connect(connection))
        return Disposables.create { [self] in release(subscription) }
    }

    private func release(_ subscription: any Disposable) {
        subscription.dispose()
        parent.lock.lock()
        guard parent.connectionID == connectionID else {
            parent.lock.unlock()
            return
        }
        precondition(parent.count > 0, "refCount: a subscriber left a connection with no subscribers")
        parent.count -= 1
        let ended = parent.count == 0 ? takeConnection() : nil
        parent.lock.unlock()
        if let ended { parent.perform(.disconnect(ended)) }
    }

    /// Forgets the current connection and hands it back to be ended; called with the parent's lock held.
    private func takeConnection() -> SingleAssignmentDisposable? {
        let connection = parent.connection
        parent.connection = nil
        return connection
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            parent.lock.lock()
            var ended: SingleAssignmentDisposable?
            if parent.connectionID == connectionID {
                parent.count = 0
                parent.connectionID &+= 1
                ended = takeConnection()
            }
            parent.lock.unlock()
            if let ended { parent.perform(.disconnect(ended)) }
            forwardStop(event)
        }
    }
}
