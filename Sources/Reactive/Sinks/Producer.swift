/// The base of every built-in sequence: it runs one `Sink` per subscription.
///
/// Subscribing outside the trampoline first enters `CurrentThreadScheduler`, so the whole
/// synchronous part of a subscription runs before `subscribe` returns, as in RxSwift.
///
/// A subclass implements `run(_:cancel:)`, which takes a generic observer; its body is reached
/// through the vtable and so never specialised, which is fine for operators off the hot path. The
/// hot operators derive from `HandlerProducer` instead and implement
/// `runHandlerSubscription(_:)` with per-event closures built in `@inlinable` code (specialised in
/// the client), so an event crosses the chain without touching unspecialised generic code.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @usableFromInline
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        CurrentThreadScheduler.runOnTrampoline { runSubscription(observer) }
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        CurrentThreadScheduler.runOnTrampoline { runHandlerSubscription(handler) }
    }

    /// What `subscribeHandler(_:)` does on a thread already on its trampoline, without looking the
    /// trampoline up; checked in debug builds.
    @usableFromInline
    override func subscribeNested(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        assert(
            !CurrentThreadScheduler.isScheduleRequired,
            "subscribeNested(_:) called outside a subscription being started on this thread"
        )
        return runHandlerSubscription(handler)
    }

    private func runSubscription<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Starts one subscription whose downstream is an event closure, inside the trampoline.
    ///
    /// The default wraps `handler` in an `AnyObserver` for `run(_:cancel:)`; `HandlerProducer`s
    /// override it.
    ///
    /// - Parameter handler: Receives the events.
    /// - Returns: The subscription.
    func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        runSubscription(AnyObserver(eventHandler: handler))
    }

    /// Starts one subscription.
    ///
    /// - Parameters:
    ///   - observer: The downstream observer.
    ///   - cancel: Dispose it to end the subscription from inside (on a stop event).
    /// - Returns: The sink, and the disposable for what the sink subscribed to.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        fatalError("Producer.run is abstract: \(type(of: self)) must override it")
    }
}

/// Ties a sink to its upstream subscription: disposing it disposes both, even when the dispose
/// arrives before `run` has returned (a source that completes synchronously).
final class SinkDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: `sink` and `subscription` are only touched as `AssignOnce` allows.
    @exclusivity(unchecked) private final var state = InlineAtomic<Int>(0)
    // Unchecked exclusivity: the bit protocol gives one caller sole access (see above).
    @exclusivity(unchecked) private var sink = DisposableSlot()
    @exclusivity(unchecked) private var subscription = DisposableSlot()
    private let resourceToken = trackResourceAllocated()

    deinit {
        trackResourceReleased(resourceToken)
    }

    var isDisposed: Bool {
        InlineAtomic.load(&state, ordering: .acquiring) & AssignOnce.disposedBit != 0
    }

    func setSinkAndSubscription(sink: consuming any Disposable, subscription: consuming any Disposable) {
        self.sink.store(sink)
        self.subscription.store(subscription)
        if AssignOnce.publishAssignment(&state, "SinkDisposer") {
            releaseAll()
        }
    }

    func dispose() {
        if AssignOnce.claimDisposal(&state) {
            releaseAll()
        }
    }

    private func releaseAll() {
        let sink = self.sink.take()
        let subscription = self.subscription.take()
        sink.dispose()
        subscription.dispose()
    }
}
