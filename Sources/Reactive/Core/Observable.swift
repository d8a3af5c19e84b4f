/// An observable sequence: the base class of every sequence in the runtime.
///
/// Subclasses override `subscribe(_:)`. Most sequences are built with operators or with
/// `Observable.create`; subclass only for a new kind of source.
open class Observable<Element>: ObservableType {
    #if DEBUG
    // Every sequence counts in `Resources.total`, as in RxSwift's TRACE_RESOURCES build, so a test
    // sees an operator chain that outlives its subscription. Debug builds only: release builds
    // have neither the field nor the deinit.
    private let resourceToken = trackResourceAllocated()

    deinit {
        trackResourceReleased(resourceToken)
    }
    #endif

    /// Creates the sequence.
    public init() {}

    /// Subscribes `observer` to the events of this sequence. Subclasses must override it.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        fatalError("Observable.subscribe(_:) is abstract: \(type(of: self)) must override it")
    }

    /// The sources a `concat` or `catch(sequence:)` subscription with the same trigger takes over
    /// instead of subscribing this sequence (see `SequentialSink`); nil for any other sequence.
    ///
    /// An overridable method rather than a cast to a protocol: a cast to a parameterised protocol
    /// checks generic requirements at run time, which cost more than subscribing a short source.
    @usableFromInline
    func sourcesToTakeOver(advancingOn trigger: SequentialAdvanceTrigger) -> SequentialSourceIterator<Element>? {
        nil
    }

    /// Returns itself.
    ///
    /// Final and inlinable, so `asObservable().subscribe…` in client code is a call on `self`,
    /// with no call and no retain and release around it.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// Subscribes an event closure: the runtime's own fast path between operators.
    ///
    /// Operators and `subscribe(onNext:…)` build their per-event closures in `@inlinable` code, so
    /// the closures are specialised in the client module; handing them over as closures (rather than
    /// as a generic `Observer` reached through this class's vtable, whose body is never specialised)
    /// keeps every per-event hop in specialised code. Built-in sequences override it; any other
    /// subclass receives the closure wrapped in an `AnyObserver` through `subscribe(_:)`.
    @usableFromInline
    func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        subscribe(AnyObserver(eventHandler: handler))
    }

    /// How `subscribe(onNext:…)` subscribes its `ClosureObserver` here: what this sequence's
    /// subscriptions allow (see `ClosureSubscriptionRoute`).
    @usableFromInline
    var closureSubscriptionRoute: ClosureSubscriptionRoute { .wrapped }

    /// Subscribes `receiver` as it is, for the sequences whose `closureSubscriptionRoute` is
    /// `.receiver`, which override it.
    ///
    /// Any other sequence receives it here through an event closure: correct, but built in this
    /// unspecialised body, so every event would run the observer unspecialised.
    @usableFromInline
    func subscribeReceiver(_ receiver: EventReceiver<Element>) -> any Disposable {
        subscribeHandler { receiver.receive($0) }
    }

    /// `subscribeHandler(_:)` for an operator subscribing to its source while its own subscription
    /// is being started, synchronously, inside a `Producer`'s subscription: the calling thread is
    /// on its trampoline then, so a `Producer` source skips asking the thread for it (a
    /// thread-local lookup per operator in a chain). Anything else subscribes as usual.
    @usableFromInline
    func subscribeNested(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        subscribeHandler(handler)
    }
}

/// How `subscribe(onNext:…)` subscribes its `ClosureObserver` to a sequence and what it returns;
/// each sequence says which of these its subscriptions allow.
@usableFromInline
enum ClosureSubscriptionRoute {
    /// Through `subscribeHandler(_:)`, the subscription wrapped in a `ClosureSubscription`: an
    /// operator's sink keeps its downstream closure after disposal, so the wrapper lets go of it.
    case wrapped
    /// Through `subscribeHandler(_:)`, the subscription returned as it is: it keeps nothing of the
    /// handler once disposed, as a subject's does (a reference to the subject and a key).
    case unwrapped
    /// Through `subscribeReceiver(_:)`: the sequence keeps the observer itself among its
    /// subscribers, with no box around an event closure, and its subscription is returned as it
    /// is (`PublishSubject`, `share(replay:)`).
    case receiver
}
