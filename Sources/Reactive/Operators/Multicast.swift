extension ObservableType {
    /// Shares one subscription to the source through `subject`, from `connect()` on.
    ///
    /// ```
    /// source:           -1-2-3-4-|
    /// connect():        ----^
    /// A (subscribed):   -----3-4-|
    /// ```
    ///
    /// The same subject serves every connection, so whatever it keeps (a `ReplaySubject`'s buffer,
    /// a stop event) carries over to later connections and subscribers.
    ///
    /// - Parameter subject: Receives the source's events and broadcasts them to the subscribers.
    /// - Returns: A connectable sequence; subscribing registers with `subject`.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), subject: .shared(subject)) { source, connection in
            // Built here, in inlinable code, so that the connection feeds the subject specialised
            // in the caller.
            source.subscribeHandler { connection.on($0) }
        }
    }

    /// Shares one subscription to the source through a subject made by `makeSubject`, from
    /// `connect()` on; each connection gets a fresh subject.
    ///
    /// ```
    /// source:           -1-2-3-4-|
    /// connect():        ----^
    /// A (subscribed):   -----3-4-|
    /// ```
    ///
    /// The subject is made when first needed (a subscription or a connection) and forgotten when
    /// the connection ends, by disposal or by the source's stop event; later subscribers and the
    /// next connection get a new one. Subscribers of a forgotten subject receive nothing more.
    ///
    /// - Parameter makeSubject: Makes the subject for one connection.
    /// - Returns: A connectable sequence.
    @inlinable
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), subject: .perConnection(makeSubject)) {
            source, connection in
            // Built here, in inlinable code, so that the connection feeds the subject specialised
            // in the caller.
            source.subscribeHandler { connection.on($0) }
        }
    }

    /// For each subscription, shares one subscription to the source among all the uses of it in
    /// `selector`, through a subject made by `subjectSelector`.
    ///
    /// ```
    /// source:                         -1-----2-----|
    /// selector: { .merge($0, $0) }:   -(11)--(22)--|    (the source subscribed once)
    /// ```
    ///
    /// The source is subscribed once per subscription to the result, however often `selector`
    /// uses its argument. If either closure throws, the result fails with that error at once.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the result from the shared source.
    /// - Returns: The sequence `selector` built.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// Shares one subscription to the source from `connect()` on; subscribers receive only what
    /// the source emits after they subscribe.
    ///
    /// ```
    /// source:         -1-2-3-4-|
    /// connect():      ^
    /// B subscribes:   ----^
    /// B receives:     -----3-4-|
    /// ```
    ///
    /// `multicast(makeSubject: { PublishSubject() })`: each connection has its own subject.
    ///
    /// - Returns: A connectable sequence.
    @inlinable
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// Shares one subscription to the source from `connect()` on, replaying the last `bufferSize`
    /// elements of the connection to each new subscriber.
    ///
    /// ```
    /// source:         -1-2-3-4-|
    /// connect():      ^
    /// B subscribes:   ----^
    /// B receives:     ----(12)3-4-|    (1 and 2 at once, then live)
    /// ```
    ///
    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })`: each
    /// connection has its own buffer.
    ///
    /// - Parameter bufferSize: How many elements to replay; must not be negative.
    /// - Returns: A connectable sequence.
    @inlinable
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// Shares one subscription to the source from `connect()` on, replaying every element of the
    /// connection to each new subscriber.
    ///
    /// ```
    /// source:         -1-2-3-4-|
    /// connect():      ^
    /// B subscribes:   ----^
    /// B receives:     ----(12)3-4-|    (everything so far at once, then live)
    /// ```
    ///
    /// The buffer grows without bound; use it only for sequences known to stay small.
    ///
    /// - Returns: A connectable sequence.
    @inlinable
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbound() })
    }
}

/// The connectable sequence behind `multicast`, `publish`, `replay` and `replayAll`.
///
/// It keeps the current subject and the current connection. Subscribing subscribes to the
/// subject; connecting subscribes a `MulticastConnection` to the source. When a connection ends,
/// a per-connection subject is forgotten, so the next subscriber or connection makes a new one
/// (RxSwift re-runs its factory, which for `multicast(_:)` returns the same subject; keeping that
/// subject comes to the same thing).
@usableFromInline
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    // @unchecked: `subject`, `subjectGeneration`, `sharedSourceStopped` and `connection` are only
    // touched under `lock`.

    /// Where the subject comes from.
    @usableFromInline
    enum SubjectSource {
        /// One subject for every connection (`multicast(_:)`).
        case shared(Subject)
        /// A new subject for each connection (`multicast(makeSubject:)`).
        case perConnection(() -> Subject)
    }

    let source: Observable<Subject.Observer.Element>
    /// Subscribes a connection to the source: a closure built where the operator was applied, so
    /// that the connection's per-event work is specialised there.
    private let subscribeConnection:
        (Observable<Subject.Observer.Element>, MulticastConnection<Subject>) -> any Disposable
    private let makeSubject: (() -> Subject)?
    private let lock = Lock()
    private var subject: Subject?
    /// Counts the per-connection subjects forgotten so far: it tells `refCount()` whether two
    /// subscribers subscribed to the same subject.
    private var subjectGeneration: UInt64 = 0
    /// Whether the source stopped while feeding a shared subject: that subject is told (or being
    /// told) the stop event, and the source is not subscribed again for `refCount()`.
    private var sharedSourceStopped = false
    private var connection: MulticastConnection<Subject>?

    @usableFromInline
    init(
        source: Observable<Subject.Observer.Element>,
        subject: SubjectSource,
        subscribeConnection:
            @escaping (Observable<Subject.Observer.Element>, MulticastConnection<Subject>) ->
            any Disposable
    ) {
        self.source = source
        self.subscribeConnection = subscribeConnection
        switch subject {
        case .shared(let shared):
            self.subject = shared
            makeSubject = nil
        case .perConnection(let factory):
            makeSubject = factory
        }
        super.init()
    }

    override func connect() -> any Disposable {
        // A plain `connect()` subscribes a stopped source again, as RxSwift's does.
        connect(unlessSourceStopped: false)!
    }

    override func connectForRefCount() -> (any Disposable)? {
        connect(unlessSourceStopped: true)
    }

    /// What `connect` found under the lock.
    private enum ConnectOutcome {
        case running(MulticastConnection<Subject>, isNew: Bool)
        case sourceStopped
        case subjectForgotten
    }

    private func connect(unlessSourceStopped: Bool) -> (any Disposable)? {
        while true {
            let current = currentSubject()
            let outcome = lock.withLock { () -> ConnectOutcome in
                if let connection { return .running(connection, isNew: false) }
                // Checked under the lock that `detach` sets it under, so no stop slips in between.
                if unlessSourceStopped && sharedSourceStopped { return .sourceStopped }
                // The subject was forgotten meanwhile (a connection ended on another thread).
                guard current.generation == subjectGeneration else { return .subjectForgotten }
                let connection = MulticastConnection(parent: self, observer: current.subject.asObserver())
                self.connection = connection
                return .running(connection, isNew: true)
            }
            switch outcome {
            case .running(let connection, let isNew):
                if isNew {
                    connection.subscription.setDisposable(subscribeConnection(source, connection))
                }
                return connection
            case .sourceStopped:
                return nil
            case .subjectForgotten:
                continue
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Subject.Element {
        currentSubject().subject.subscribe(observer)
    }

    override func subscribeForRefCount<Observer: ObserverType>(_ observer: Observer)
        -> (subscription: any Disposable, subjectGeneration: UInt64)
    where Observer.Element == Subject.Element {
        let current = currentSubject()
        return (current.subject.subscribe(observer), current.generation)
    }

    /// The current subject, made first if there is none. The factory runs outside the lock; if two
    /// callers race, the first to store its subject wins and the other subject is dropped unused.
    private func currentSubject() -> (subject: Subject, generation: UInt64) {
        if let current = lock.withLock({ subject.map { ($0, subjectGeneration) } }) {
            return current
        }
        // Only a per-connection subject is ever forgotten, so `makeSubject` is set here.
        let made = makeSubject!()
        return lock.withLock {
            if let subject { return (subject, subjectGeneration) }
            subject = made
            return (made, subjectGeneration)
        }
    }

    /// Forgets `connection`, if it is still the current one, and a per-connection subject with it.
    ///
    /// - Parameters:
    ///   - connection: The connection that ended.
    ///   - byStopEvent: Whether it ended because the source stopped, which the subject is told
    ///     next, rather than by disposal.
    func detach(_ connection: MulticastConnection<Subject>, byStopEvent: Bool) {
        let forgotten = lock.withLock { () -> Subject? in
            guard self.connection === connection else { return nil }
            self.connection = nil
            guard makeSubject != nil else {
                if byStopEvent { sharedSourceStopped = true }
                return nil
            }
            defer {
                subject = nil
                subjectGeneration &+= 1
            }
            return subject
        }
        // Released outside the lock: the subject's deinit may release observers.
        _ = forgotten
    }
}

/// One connection of a connectable sequence: it feeds the source's events into the subject and
/// ends itself on the source's stop event.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: ObserverType, Cancelable, @unchecked Sendable {
    // @unchecked: `parent` is written in `init` and taken once by the caller that wins `disposed`;
    // events arrive serially from the source.
    let subscription = SingleAssignmentDisposable()
    @usableFromInline
    let observer: Subject.Observer
    private var parent: ConnectableObservableAdapter<Subject>?
    @usableFromInline
    @exclusivity(unchecked) final var disposed = InlineAtomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    init(parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer) {
        self.parent = parent
        self.observer = observer
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    @usableFromInline
    var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .acquiring)
    }

    @inlinable
    func on(_ event: Event<Subject.Observer.Element>) {
        if isDisposed { return }
        if event.isStopEvent {
            // Ended before the subject hears of it, so a subscriber that reacts to the stop event by
            // subscribing again gets a fresh subject and can start a new connection.
            end(byStopEvent: true)
        }
        observer.on(event)
    }

    @usableFromInline
    func dispose() {
        end(byStopEvent: false)
    }

    @usableFromInline
    func end(byStopEvent: Bool) {
        guard !InlineAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) else { return }
        let parent = self.parent
        self.parent = nil
        parent?.detach(self, byStopEvent: byStopEvent)
        subscription.dispose()
    }
}

private final class MulticastSelector<Subject: SubjectType, Result>: Producer<Result> {
    let source: Observable<Subject.Observer.Element>
    let subjectSelector: () throws -> Subject
    let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>,
        subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Result {
        let sink = MulticastSelectorSink(observer: observer, cancel: cancel)
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, subject: .shared(subject)) {
                source, connection in source.subscribe(connection)
            }
            let result = try selector(connectable)
            let subscription = result.subscribe(sink)
            let connection = connectable.connect()
            return (sink, Disposables.create(subscription, connection))
        } catch {
            sink.forwardError(error)
            return (sink, Disposables.create())
        }
    }
}

private final class MulticastSelectorSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: stateless beyond `Sink`; events arrive serially from the selected sequence.
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}
