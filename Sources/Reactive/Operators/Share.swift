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
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:) needs a non-negative replay count, got \(replay)")
        switch scope {
        case .forever:
            return shareForever(replay: replay)
        case .whileConnected:
            // The subscribe closure is built here, in inlinable code, so that subscribing, replaying
            // and delivering run specialised in the caller: unspecialised, a late subscriber cost a
            // dozen run-time generic-metadata lookups.
            return ShareWhileConnected(source: asObservable(), replay: replay, handlerBox: EventHandler<Element>.self) {
                share, receiver in
                share.join(receiver)
            }
        }
    }

    /// `share(replay:scope: .forever)`: a reference-counted multicast over one subject.
    @usableFromInline
    func shareForever(replay: Int) -> Observable<Element> {
        if replay == 0 {
            return multicast(PublishSubject<Element>()).refCount()
        }
        return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
    }
}

/// `share(replay:scope: .whileConnected)`: the subject and the reference count of
/// `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()` folded into
/// one object per connection, guarded by one lock.
///
/// RxSwift has such a shortcut for replay counts 0 and 1; here it covers every count, so a
/// subscriber can never subscribe to the subject of a connection that is being torn down.
///
/// Its work is in `@inlinable` methods reached through `subscribeSpecialised`, a closure built
/// where `share` was called: the class's own overrides run unspecialised (they are reached through
/// the vtable) and only forward to it.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked: `connection`, and the state of every connection, are only touched under `lock`.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let replay: Int
    /// A spin lock: its sections are a few instructions that never call out (what they displace
    /// is released after unlocking), and it is taken per event and twice per late subscriber,
    /// where a pthread mutex cost a call into glibc each way.
    @usableFromInline
    let lock = SpinLock()
    /// Unchecked exclusivity: `lock` serialises every access, and a dynamic check costs a
    /// thread-local lookup per access.
    @usableFromInline
    @exclusivity(unchecked) var connection: ShareConnection<Element>?
    /// `join(_:)`, compiled where `share` was called.
    @usableFromInline
    let subscribeSpecialised: (ShareWhileConnected<Element>, EventReceiver<Element>) -> any Disposable
    /// `EventHandler<Element>`, kept so that the unspecialised overrides box a handler without
    /// looking the generic class's metadata up on each subscription. Handed in from where `share`
    /// was called, where it is a constant: evaluated in this unspecialised initialiser, it was a
    /// run-time lookup per shared sequence made (a feedback loop makes several per request).
    private let handlerBox: EventHandler<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>,
        replay: Int,
        handlerBox: EventHandler<Element>.Type,
        subscribe: @escaping (ShareWhileConnected<Element>, EventReceiver<Element>) -> any Disposable
    ) {
        self.source = source
        self.replay = replay
        self.handlerBox = handlerBox
        self.subscribeSpecialised = subscribe
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeSpecialised(self, handlerBox.init(observer.on))
    }

    /// `.receiver`: a connection keeps a `subscribe(onNext:…)`'s observer itself, and its
    /// subscriptions are a handle to the connection and a key (`SubjectSubscription`).
    @usableFromInline
    override var closureSubscriptionRoute: ClosureSubscriptionRoute { .receiver }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        subscribeSpecialised(self, handlerBox.init(handler))
    }

    @usableFromInline
    override func subscribeReceiver(_ receiver: EventReceiver<Element>) -> any Disposable {
        subscribeSpecialised(self, receiver)
    }

    /// Adds a subscriber: to the current connection, after replaying its buffer, or to a new
    /// connection, which it then connects.
    ///
    /// A late subscriber is replayed to outside the lock and joins the observers only afterwards,
    /// so it needs no gate of its own (RxSwift allocates one per subscriber): elements that arrive
    /// meanwhile, from another thread or from inside the replay, are logged by the connection and
    /// the subscriber catches up on them before joining, under the same lock that orders them.
    @inlinable
    final func join(_ receiver: EventReceiver<Element>) -> any Disposable {
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
        // Read out once: asking the buffer whether it is empty first cost a retain and a release
        // of its storage and of the connection.
        var replayed = connection.buffer.elements
        // A new connection has nothing to replay, so it is always joined here.
        if replayed.isEmpty {
            let subscription = connection.insert(receiver)
            lock.unlock()
            if isNew {
                connection.connect()
            }
            return subscription
        }
        var seen = connection.replayLog.beginReplay()
        while true {
            lock.unlock()
            for element in replayed {
                receiver.receive(.next(element))
            }
            lock.lock()
            guard let missed = connection.replayLog.elements(since: seen) else { break }
            replayed = missed
            seen += missed.count
        }
        let log = connection.replayLog.endReplay()
        if let stopEvent = connection.stopEvent {
            lock.unlock()
            withExtendedLifetime(log) {}
            receiver.receive(stopEvent.event())
            return Disposables.create()
        }
        let subscription = connection.insert(receiver)
        lock.unlock()
        // Released outside the lock: the logged elements may be the last references to anything.
        withExtendedLifetime(log) {}
        return subscription
    }
}

/// One connection of a shared sequence: its subscribers and replay buffer. It ends when its last
/// subscriber leaves or the source stops; the parent then forgets it and the next subscriber makes
/// a new one.
@_fixed_layout
@usableFromInline
final class ShareConnection<Element>: SubjectUnsubscribing, @unchecked Sendable {
    // @unchecked: every `var` is only touched under the parent's lock (unchecked exclusivity: the
    // lock already serialises them); events arrive serially from the source.
    @usableFromInline
    let parent: ShareWhileConnected<Element>
    /// The source's subscription, kept in the connection under the assign-once protocol (the
    /// source may end while being subscribed): a `SingleAssignmentDisposable` was an allocation
    /// per connection, and a feedback loop's signals make several connections per request.
    @exclusivity(unchecked) private var subscription = DisposableSlot()
    @exclusivity(unchecked) private var subscriptionBits = InlineAtomic<Int>(0)
    @usableFromInline
    @exclusivity(unchecked) var observers = SubjectObservers()
    @usableFromInline
    @exclusivity(unchecked) var buffer: ReplayBuffer<Element>
    @usableFromInline
    @exclusivity(unchecked) var isEnded = false
    /// The late subscribers being replayed to, and what they still have to catch up on.
    @usableFromInline
    @exclusivity(unchecked) var replayLog = ReplayLog<Element>()
    /// The stop event, kept only for subscribers that were being replayed to when it came; without
    /// the element type, so that the unspecialised deinit destroys it without looking the metadata
    /// of `Event<Element>?` up at run time, as it did for every connection.
    @usableFromInline
    @exclusivity(unchecked) var stopEvent: StopEvent?
    /// What its subscriptions reach it through; every connection has a subscriber from the start.
    private let handle = ShareConnectionHandle()
    private let resourceToken = trackResourceAllocated()

    // Inlinable for the same reason: unspecialised, initialising the fields looked metadata up.
    @inlinable
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        buffer = ReplayBuffer(limit: parent.replay)
        attachHandle()
    }

    @usableFromInline
    func attachHandle() {
        handle.attach(self)
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    @inlinable
    func connect() {
        // The closure captures only the connection, so it needs no context of its own.
        setSubscription(parent.source.subscribeHandler { self.on($0) })
    }

    /// Keeps the source's subscription; disposes it at once if the connection already ended.
    @usableFromInline
    func setSubscription(_ disposable: consuming any Disposable) {
        AssignOnce.assign(disposable, to: &subscription, bits: &subscriptionBits, "ShareConnection")
    }

    /// Disposes the source's subscription, once, as soon as it has been assigned.
    @usableFromInline
    func disposeSubscription() {
        AssignOnce.release(&subscription, bits: &subscriptionBits)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // Read once: reached through `parent` again after the delivery, it cost a retain and a
        // release of the parent per event.
        let lock = parent.lock
        lock.lock()
        if isEnded {
            lock.unlock()
            return
        }
        let displaced: Element?
        switch event {
        case .next(let element):
            // Bound only in this case: bound for the whole function, the element was copied and
            // destroyed once more per event.
            displaced = parent.replay > 0 ? record(element) : nil
        case .error, .completed:
            let targets = observers.removeAll()
            if replayLog.replaying > 0 {
                stopEvent = StopEvent(event)
            }
            end()
            lock.unlock()
            EventReceiver.deliver(event, to: targets)
            // After the delivery, as in RxSwift: subscribers finish with the stop event (and
            // dispose what they hold) before the source is torn down (RxFeedback's tests pin this
            // order).
            disposeSubscription()
            return
        }
        let targets = observers.pin()
        lock.unlock()
        // Released outside the lock: the element pushed out of the buffer may be the last
        // reference to anything.
        withExtendedLifetime(displaced) {}
        EventReceiver.deliver(event, to: targets)
        lock.lock()
        let retired = observers.unpin()
        lock.unlock()
        _ = retired
    }

    /// Buffers `element`, and logs it for the late subscribers being replayed to; returns the
    /// element it pushed out of the buffer. Under the lock.
    @inlinable
    func record(_ element: Element) -> Element? {
        replayLog.record(element)
        return buffer.append(element)
    }

    /// Adds a subscriber (an `EventReceiver<Element>`); under the lock.
    @usableFromInline
    func insert(_ receiver: AnyObject) -> any Disposable {
        SubjectSubscription(owner: handle, key: observers.insertKey(receiver))
    }

    package func unsubscribe(_ key: BagKey) {
        parent.lock.lock()
        let removed = observers.remove(key)
        let disconnects = removed != nil && observers.isEmpty && replayLog.replaying == 0 && !isEnded
        if disconnects {
            end()
        }
        parent.lock.unlock()
        // Released outside the lock: an observer's deinit may run arbitrary code.
        _ = removed
        if disconnects {
            disposeSubscription()
        }
    }

    /// Detaches the connection from its parent and from its subscriptions' handle; called with
    /// the parent's lock held (the caller holds the connection, so it is not released here).
    @usableFromInline
    func end() {
        isEnded = true
        if parent.connection === self {
            parent.connection = nil
        }
        handle.detach()
    }
}

/// What the subscriptions to one connection reach it through: the connection while it runs,
/// nothing once it has ended.
///
/// A subject's subscriptions hold it weakly, but a weakly referenced object gets a side table,
/// which puts every retain and release of it on the runtime's slow path (about a tenth of a late
/// subscriber's cost). A connection has an end to wait for instead: until then the handle holds
/// it strongly (the connection is kept alive by its parent and source anyway), and at the end the
/// connection lets go of itself here, so a subscription kept after that keeps nothing of it, as
/// RxSwift's weak one does.
@usableFromInline
final class ShareConnectionHandle: SubjectUnsubscribing, @unchecked Sendable {
    // @unchecked: `connection` is only touched under `lock`, but in `attach`, which runs before
    // anything else can see the handle.
    private let lock = SpinLock()
    @exclusivity(unchecked) private var connection: (any SubjectUnsubscribing)?

    /// A handle that points nowhere until `attach`.
    @usableFromInline
    init() {}

    /// Points the handle at `connection`; called once, by the connection's initialiser.
    func attach(_ connection: any SubjectUnsubscribing) {
        self.connection = connection
    }

    /// Removes the subscriber under `key` from the connection, if it has not ended.
    package func unsubscribe(_ key: BagKey) {
        lock.lock()
        let connection = self.connection
        lock.unlock()
        connection?.unsubscribe(key)
    }

    /// Forgets the connection; called by the connection as it ends, which holds it meanwhile.
    func detach() {
        lock.lock()
        connection = nil
        lock.unlock()
    }
}

/// A stop event without an element type: what a connection keeps of its source's stop event.
@usableFromInline
enum StopEvent {
    case completed
    case error(any Swift.Error)

    /// The stop event of `event`; nil for `next`.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    /// This stop event in a sequence of `Element`.
    @inlinable
    func event<Element>() -> Event<Element> {
        switch self {
        case .completed: .completed
        case .error(let error): .error(error)
        }
    }
}
