/// A `SerialDrain` that owns the state its items change: each item is consumed with exclusive
/// access to the state, one at a time, in the order the items were offered, from any thread.
///
/// For a state machine that several threads drive and whose transitions call out (start or cancel
/// work, send events on), such as the effects of a feedback loop's `react`: an item offered from
/// inside a transition, or by another thread meanwhile, waits for the drainer, so transitions are
/// never nested and the state is never touched by two at once. The owner keeps no mutable state of
/// its own.
///
/// Inlinable, as `SerialDrain` is, so that offering and consuming are specialised where it is used.
@_fixed_layout
@usableFromInline
package final class StatefulSerialDrain<State, Item>: @unchecked Sendable {
    // invariant: `state` is only touched by the thread draining `drain`, inside one `consume`.
    @usableFromInline
    let drain = SerialDrain<Item>()
    /// Unchecked exclusivity: the drain serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var state: State

    /// Creates an idle drain holding `state`.
    @inlinable
    package init(_ state: State) {
        self.state = state
    }

    /// Consumes `item` now, followed by everything offered meanwhile, if nobody is draining;
    /// otherwise queues it for the drainer.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - consume: What to do with each item this call drains, given the state; called outside
    ///     any lock. It may offer more items, which wait until it returns.
    @inlinable
    package func offer(_ item: Item, consume: (inout State, Item) -> Void) {
        drain.offer(item) { item in
            consume(&state, item)
        }
    }
}
