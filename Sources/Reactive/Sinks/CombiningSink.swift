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
/// which hands back a typed cell per source and a closure that computes the result from the cells.
class CombiningSink<Observer: ObserverType>: Sink<Observer>, CombiningParent, @unchecked Sendable {
    // @unchecked: `isDone`, `doneCount`, `isStopped`, `pendingStop` and the cells read by `result`
    // are only touched under `lock`; `arity` and `result` are immutable.
    let lock = RecursiveLock()
    let arity: Int
    let result: () throws -> Observer.Element
    private var isDone: [Bool]
    private(set) var doneCount = 0
    private(set) var isStopped = false
    private var pendingStop: Event<Observer.Element>?

    init(arity: Int, result: @escaping () throws -> Observer.Element, observer: Observer, cancel: any Cancelable) {
        self.arity = arity
        self.result = result
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes the sources in order; each may end the result before the next is subscribed, and
    /// the rest are still subscribed (and disposed at once), as in RxSwift.
    func run(_ wiring: CombiningWiring) -> any Disposable {
        let subscriptions = wiring.connections.enumerated().map { index, connect in connect(self, index) }
        if arity == 0 {
            if case .finish = lock.withLock({ completeWithoutSources() }) {
                finish()
            }
        }
        return Disposables.create(subscriptions)
    }

    /// Called under the lock after the source at `index` stored an element in its cell.
    func sourceNext(_ index: Int) -> CombiningAftermath {
        fatalError("CombiningSink.sourceNext is abstract: \(type(of: self)) must override it")
    }

    /// Called under the lock when there are no sources at all.
    func completeWithoutSources() -> CombiningAftermath {
        fatalError("CombiningSink.completeWithoutSources is abstract: \(type(of: self)) must override it")
    }

    final func sourceFailed(_ error: any Swift.Error) -> CombiningAftermath {
        stop(.error(error))
    }

    /// The result completes when every source has; until then a completed source is unsubscribed.
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
    final func stop(_ event: Event<Observer.Element>) -> CombiningAftermath {
        isStopped = true
        pendingStop = event
        return .finish
    }

    /// Forwards the stop event decided by `stop(_:)` and disposes everything.
    final func finish() {
        guard let event = lock.withLock({ pendingStop.take() }) else { return }
        forwardOn(event)
        dispose()
    }

    /// Computes the next result and forwards it, or fails if the result selector throws.
    final func forwardResult() -> CombiningAftermath {
        do {
            forwardOn(.next(try result()))
            return .none
        } catch {
            return stop(.error(error))
        }
    }
}

/// What a combining sink exposes to the observers of its sources. Every call but `finish()` is
/// made with `lock` held.
protocol CombiningParent: AnyObject {
    var lock: RecursiveLock { get }
    var isStopped: Bool { get }
    func sourceNext(_ index: Int) -> CombiningAftermath
    func sourceFailed(_ error: any Swift.Error) -> CombiningAftermath
    func sourceCompleted(_ index: Int) -> CombiningAftermath
    func finish()
}

/// What to do once the lock is released.
enum CombiningAftermath {
    /// Nothing.
    case none
    /// Unsubscribe from the source that sent the event.
    case unsubscribe
    /// Forward the stop event and dispose everything (`finish()`).
    case finish
}
