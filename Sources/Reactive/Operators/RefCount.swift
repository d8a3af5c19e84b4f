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
/// Subscribing to the connectable, connecting and disconnecting all happen under `lock`, so they
/// can never interleave: a subscriber is either counted on the running connection (and subscribed
/// to its subject) or starts the next one. Live events do not pass through the lock (a replay does:
/// it is part of subscribing); it is recursive because a source may stop synchronously while being
/// connected, and subscribers may react by subscribing again. RxSwift holds its lock while disconnecting; connecting under it too closes the
/// window where a subscriber could join a connection that is being torn down.
private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    // @unchecked: `count`, `connectionID` and `connection` are only touched under `lock`.
    let source: Source
    let lock = RecursiveLock()
    var count = 0
    var connectionID: UInt64 = 0
    var connection: SingleAssignmentDisposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
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
        parent.lock.lock()
        defer { parent.lock.unlock() }
        let (subscription, isFed) =
            (parent.source as? ConnectableObservable<Source.Element>)?.subscribeForRefCount(self)
            ?? (parent.source.subscribe(self), true)
        if isDisposed {
            // The connectable stopped at once (its subject had stopped): nothing to connect.
            return subscription
        }
        if parent.count > 0 && isFed {
            parent.count += 1
            connectionID = parent.connectionID
            return Disposables.create { [self] in release(subscription) }
        }
        // The first subscriber; or the connection the others joined has ended and this subscriber
        // got the next connection's subject (the others hear of the end from the old subject, and
        // are no longer counted).
        if parent.count > 0 { parent.connectionID &+= 1 }
        parent.count = 1
        connectionID = parent.connectionID
        let connection = SingleAssignmentDisposable()
        parent.connection = connection
        connection.setDisposable(parent.source.connect())
        return Disposables.create { [self] in release(subscription) }
    }

    private func release(_ subscription: any Disposable) {
        subscription.dispose()
        parent.lock.lock()
        defer { parent.lock.unlock() }
        guard parent.connectionID == connectionID else { return }
        precondition(parent.count > 0, "refCount: a subscriber left a connection with no subscribers")
        parent.count -= 1
        if parent.count == 0 {
            disconnect()
        }
    }

    /// Ends the current connection; called with the parent's lock held.
    private func disconnect() {
        let connection = parent.connection
        parent.connection = nil
        connection?.dispose()
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            parent.lock.lock()
            if parent.connectionID == connectionID {
                parent.count = 0
                parent.connectionID &+= 1
                disconnect()
            }
            parent.lock.unlock()
            forwardStop(event)
        }
    }
}
