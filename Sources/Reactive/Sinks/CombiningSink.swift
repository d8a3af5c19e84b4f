/// The engine `zip` and `combineLatest` share: one subscription to each of N sources whose element
/// types are erased, completion bookkeeping, and the stop rules both operators have in common.
///
/// Events from all sources are serialised by a recursive lock, and elements are forwarded with it
/// held, as in RxSwift. The stop is decided under the lock but forwarded after it is released, and
/// sources are unsubscribed after it is released too: a source whose teardown takes a lock of its
/// own then cannot deadlock against an event arriving on another thread (RxSwift issue #2703, which
/// RxSwift 6.10 fixed for its collection `zip` only). Once the stop is decided no element is
/// forwarded any more, so the stop still comes last. An observer that disposes the subscription in
/// reaction to an element (`take(1)` downstream) still does so under the lock, as in RxSwift.
///
/// The typed overloads never see this class: they describe their sources to a `CombiningWiring`,
/// which hands back a typed cell per source, and give it a closure that builds the result from the
/// cells and sends it downstream.
///
/// The sink is not generic: a result travels from the cells to downstream through `emitNext`, a
/// closure built in the operator's `@inlinable` overload, so building each result and its `next`
/// event is specialised in the client. (Built here, in code that runs unspecialised, every event
/// looked up `Event<Result>`'s metadata at run time, about half of an event's cost.) The stop
/// events, one per subscription, go through the base `HandlerSink<Never>`, whose downstream turns
/// them into the result's events.
class CombiningSink: HandlerSink<Never>, CombiningParent, @unchecked Sendable {
    // @unchecked: `isDone`, `doneCount`, `isStopped`, `pendingStop` and the cells read by
    // `emitNext` are only touched under `lock`; `arity` and `emitNext` are immutable.
    @usableFromInline
    let lock = RecursiveLock()
    let arity: Int
    /// Builds the next result from the cells and sends it downstream.
    let emitNext: () throws -> Void
    // Unchecked exclusivity: the lock already serialises these; a dynamic check costs a
    // thread-local lookup on every element.
    @exclusivity(unchecked) private var isDone: [Bool]
    @exclusivity(unchecked) private(set) var doneCount = 0
    @usableFromInline
    @exclusivity(unchecked) private(set) var isStopped = false
    @exclusivity(unchecked) private var pendingStop: Event<Never>?

    init(arity: Int, emitNext: @escaping () throws -> Void, stops: @escaping (Event<Never>) -> Void) {
        self.arity = arity
        self.emitNext = emitNext
        isDone = Array(repeating: false, count: arity)
        super.init(downstream: stops)
    }

    /// Subscribes the sources in order; each may end the result before the next is subscribed, and
    /// the rest are still subscribed (and disposed at once), as in RxSwift.
    ///
    /// - Returns: The subscription: this sink, which disposes the sources' subscriptions.
    func run(_ wiring: CombiningWiring) -> any Disposable {
        let subscriptions = wiring.connections.enumerated().map { index, connect in connect(self, index) }
        setSubscription(Disposables.create(subscriptions))
        if arity == 0 {
            if case .finish = lock.withLock({ completeWithoutSources() }) {
                finish()
            }
        }
        return self
    }

    /// Called under the lock after the source at `index` stored an element in its cell.
    @usableFromInline
    func sourceNext(_ index: Int) -> CombiningAftermath {
        fatalError("CombiningSink.sourceNext is abstract: \(type(of: self)) must override it")
    }

    /// Called under the lock when there are no sources at all.
    func completeWithoutSources() -> CombiningAftermath {
        fatalError("CombiningSink.completeWithoutSources is abstract: \(type(of: self)) must override it")
    }

    @usableFromInline
    final func sourceFailed(_ error: any Swift.Error) -> CombiningAftermath {
        stop(.error(error))
    }

    /// The result completes when every source has; until then a completed source is unsubscribed.
    @usableFromInline
    final func sourceCompleted(_ index: Int) -> CombiningAftermath {
        guard !isDone[index] else { return .none }
        isDone[index] = true
        doneCount += 1
        return doneCount == arity ? stop(.completed) : .unsubscribe
    }

    /// Whether the source at `index` has completed.
    final func hasCompleted(_ index: Int) -> Bool {
        isDone[index]
    }

    /// Marks the result stopped with `event`; called under the lock, which the caller releases
    /// before calling `finish()`.
    final func stop(_ event: Event<Never>) -> CombiningAftermath {
        isStopped = true
        pendingStop = event
        return .finish
    }

    /// Forwards the stop event decided by `stop(_:)` and disposes everything.
    @usableFromInline
    final func finish() {
        guard let event = lock.withLock({ pendingStop.take() }) else { return }
        forwardStop(event)
    }

    /// Computes the next result and forwards it, or fails if the result selector throws.
    final func forwardResult() -> CombiningAftermath {
        guard !isDisposed else { return .none }
        do {
            try emitNext()
            return .none
        } catch {
            return stop(.error(error))
        }
    }
}

/// The producer of `zip` and `combineLatest`: builds the wiring afresh for every subscription, so
/// each one keeps its own cells, and runs it through the operator's sink (`makeSink`).
@usableFromInline
class CombiningProducer<Result>: HandlerProducer<Result> {
    /// The closure from the operator's `@inlinable` overload: it adds the sources to the wiring and
    /// returns the closure that builds a result and sends it to the downstream handler it is given,
    /// so that both are specialised in the client.
    @usableFromInline
    typealias Wire = (CombiningWiring, @escaping (Event<Result>) -> Void) -> () throws -> Void

    let wire: Wire

    @usableFromInline
    init(wire: @escaping Wire) {
        self.wire = wire
        super.init()
    }

    /// The operator's sink, for `arity` sources.
    func makeSink(arity: Int, emitNext: @escaping () throws -> Void, stops: @escaping (Event<Never>) -> Void)
        -> CombiningSink
    {
        fatalError("CombiningProducer.makeSink is abstract: \(type(of: self)) must override it")
    }

    override final func runHandlerSubscription(_ handler: @escaping (Event<Result>) -> Void) -> any Disposable {
        let wiring = CombiningWiring()
        let emitNext = wire(wiring, handler)
        // Built here, unspecialised: a stop is sent once per subscription.
        let sink = makeSink(arity: wiring.connections.count, emitNext: emitNext) { stop in
            switch stop {
            case .error(let error): handler(.error(error))
            case .completed: handler(.completed)
            }
        }
        return sink.run(wiring)
    }
}

/// What a combining sink exposes to the observers of its sources. Every call but `finish()` is
/// made with `lock` held.
@usableFromInline
protocol CombiningParent: AnyObject {
    var lock: RecursiveLock { get }
    var isStopped: Bool { get }
    func sourceNext(_ index: Int) -> CombiningAftermath
    func sourceFailed(_ error: any Swift.Error) -> CombiningAftermath
    func sourceCompleted(_ index: Int) -> CombiningAftermath
    func finish()
}

/// What to do once the lock is released.
@usableFromInline
@frozen
enum CombiningAftermath {
    /// Nothing.
    case none
    /// Unsubscribe from the source that sent the event.
    case unsubscribe
    /// Forward the stop event and dispose everything (`finish()`).
    case finish
}
