import Synchronization

/// The per-subscription state of a hot operator whose downstream is an event closure.
///
/// The counterpart of `Sink` for `Producer.runHandler(_:cancel:)`. The operator's logic is not a
/// method here (a generic class's methods always run unspecialised) but a closure built in
/// `@inlinable` code, which receives this sink and calls the `@inlinable` forwarding methods, so
/// the whole per-event path is specialised in the client module.
@usableFromInline
class HandlerSink<Element>: Disposable, @unchecked Sendable {
    // @unchecked: `downstream` and `cancel` are immutable; `disposed` is atomic; delivery into
    // `downstream` is serialised by each operator's own rules.
    @usableFromInline
    let downstream: (Event<Element>) -> Void
    @usableFromInline
    let cancel: any Cancelable
    @usableFromInline
    let disposed = Atomic<Bool>(false)
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(downstream: @escaping (Event<Element>) -> Void, cancel: any Cancelable) {
        self.downstream = downstream
        self.cancel = cancel
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Delivers `event` downstream unless the sink has been disposed.
    @inlinable
    @inline(__always)
    final func forwardOn(_ event: Event<Element>) {
        if disposed.load(ordering: .relaxed) { return }
        downstream(event)
    }

    /// Forwards the stop event of a sequence of any element type, then ends the subscription.
    /// A `next` event is ignored.
    @inlinable
    final func forwardStop<Other>(_ event: Event<Other>) {
        switch event {
        case .next: return
        case .error(let error): forwardOn(.error(error))
        case .completed: forwardOn(.completed)
        }
        dispose()
    }

    /// Forwards `error`, then ends the subscription.
    @inlinable
    final func forwardError(_ error: any Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Forwards completion, then ends the subscription.
    @inlinable
    final func forwardCompleted() {
        forwardOn(.completed)
        dispose()
    }

    /// Whether the sink has been disposed.
    @inlinable
    final var isDisposed: Bool {
        disposed.load(ordering: .relaxed)
    }

    /// Ends the subscription: stops forwarding and disposes upstream.
    @usableFromInline
    final func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}

/// A `HandlerSink` with one mutable value of operator state (an accumulator, the last key).
@usableFromInline
final class StatefulHandlerSink<Element, State>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: the state is only touched from the operator's event closure, which the grammar
    // serialises.

    /// The state lives in its own cell: a stored `var` of a class would cost a dynamic exclusivity
    /// check (`swift_beginAccess`, a thread-local lookup) on every event.
    @usableFromInline
    let stateCell: UnsafeMutablePointer<State>

    @usableFromInline
    init(state: State, downstream: @escaping (Event<Element>) -> Void, cancel: any Cancelable) {
        stateCell = UnsafeMutablePointer<State>.allocate(capacity: 1)
        stateCell.initialize(to: state)
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        stateCell.deinitialize(count: 1)
        stateCell.deallocate()
    }

    /// The operator's state.
    @inlinable
    var state: State {
        get { stateCell.pointee }
        set { stateCell.pointee = newValue }
    }
}

/// A disposable assigned once, for an inner subscription: disposing before the assignment
/// disposes the assigned disposable as it arrives.
///
/// `SingleAssignmentDisposable` without its lock, which is a second heap cell, so a
/// `flatMapLatest` switch or a `flatMap` inner costs one allocation fewer.
@usableFromInline
final class AssignOnceDisposable: Cancelable, @unchecked Sendable {
    // @unchecked: `disposable` is written once before the `assignedBit` is published and read only
    // by the caller that sees both bits set for the first time (as in `SinkDisposer`).
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let bits = Atomic<Int>(0)
    private var disposable: (any Disposable)?

    @usableFromInline
    init() {}

    /// Whether the disposable has been disposed.
    @usableFromInline
    var isDisposed: Bool {
        bits.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Assigns the disposable; if already disposed, disposes it at once.
    @usableFromInline
    func setDisposable(_ disposable: any Disposable) {
        self.disposable = disposable
        let previous = bits.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "AssignOnceDisposable: assigned twice")
        if previous & Self.disposedBit != 0 {
            release()
        }
    }

    @usableFromInline
    func dispose() {
        let previous = bits.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
        release()
    }

    private func release() {
        let disposable = self.disposable
        self.disposable = nil
        disposable?.dispose()
    }
}

/// A producer of one upstream subscription per subscriber, with its per-event logic supplied as a
/// closure built in `@inlinable` code (see `HandlerSink`).
///
/// `onEvent` is called with the subscription's sink and each upstream event.
@usableFromInline
final class HandlerOperator<Source, Element>: Producer<Element> {
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let onEvent: (HandlerSink<Element>, Event<Source>) -> Void

    @usableFromInline
    init(source: Observable<Source>, onEvent: @escaping (HandlerSink<Element>, Event<Source>) -> Void) {
        self.source = source
        self.onEvent = onEvent
        super.init()
    }

    override func runHandler(_ handler: @escaping (Event<Element>) -> Void, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    {
        let sink = HandlerSink(downstream: handler, cancel: cancel)
        let onEvent = self.onEvent
        return (sink, source.subscribeHandler { event in onEvent(sink, event) })
    }
}

/// `HandlerOperator` for operators with per-subscription state, starting at `initialState`.
@usableFromInline
final class StatefulHandlerOperator<Source, Element, State>: Producer<Element> {
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let initialState: State
    @usableFromInline
    let onEvent: (StatefulHandlerSink<Element, State>, Event<Source>) -> Void

    @usableFromInline
    init(
        source: Observable<Source>,
        initialState: State,
        onEvent: @escaping (StatefulHandlerSink<Element, State>, Event<Source>) -> Void
    ) {
        self.source = source
        self.initialState = initialState
        self.onEvent = onEvent
        super.init()
    }

    override func runHandler(_ handler: @escaping (Event<Element>) -> Void, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    {
        let sink = StatefulHandlerSink(state: initialState, downstream: handler, cancel: cancel)
        let onEvent = self.onEvent
        return (sink, source.subscribeHandler { event in onEvent(sink, event) })
    }
}
