/// A `HandlerSink` with one mutable value of operator state (an accumulator, the last key).
@usableFromInline
final class StatefulHandlerSink<Element, State>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: the state is only touched from the operator's event closure, which the grammar
    // serialises.

    /// Unchecked exclusivity: a dynamic check would cost a thread-local lookup on every event, and
    /// the grammar already serialises the accesses.
    @usableFromInline
    @exclusivity(unchecked) var state: State

    @usableFromInline
    init(state: State, downstream: @escaping (Event<Element>) -> Void) {
        self.state = state
        super.init(downstream: downstream)
    }
}
