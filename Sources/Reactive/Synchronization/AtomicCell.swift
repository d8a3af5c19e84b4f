/// An atomic value in an object of its own: for state that closures share (tests, tools) where no
/// owning object exists to keep an `InlineAtomic` inline. It costs one allocation, which is why the
/// runtime's own types keep `InlineAtomic`s instead.
///
/// The methods read as `Synchronization.Atomic`'s, without its OS floor.
package final class AtomicCell<Value: InlineAtomicValue>: @unchecked Sendable {
    // invariant: `atomic` is only touched through InlineAtomic's operations.
    @exclusivity(unchecked) private final var atomic: InlineAtomic<Value>

    /// Creates the cell, holding `value`.
    package init(_ value: Value) {
        atomic = InlineAtomic(value)
    }

    /// The current value.
    package func load(ordering: AtomicLoadOrdering) -> Value {
        InlineAtomic.load(&atomic, ordering: ordering)
    }

    /// Replaces the value.
    package func store(_ desired: Value, ordering: AtomicStoreOrdering) {
        InlineAtomic.store(&atomic, desired, ordering: ordering)
    }

    /// Replaces the value and returns the one it replaced.
    @discardableResult
    package func exchange(_ desired: Value, ordering: AtomicUpdateOrdering) -> Value {
        InlineAtomic.exchange(&atomic, desired, ordering: ordering)
    }
}

extension AtomicCell where Value == Int {
    /// Adds `operand`.
    ///
    /// - Returns: the value before and after.
    @discardableResult
    package func add(_ operand: Int, ordering: AtomicUpdateOrdering) -> (oldValue: Int, newValue: Int) {
        InlineAtomic.add(&atomic, operand, ordering: ordering)
    }

    /// Subtracts `operand`.
    ///
    /// - Returns: the value before and after.
    @discardableResult
    package func subtract(_ operand: Int, ordering: AtomicUpdateOrdering) -> (oldValue: Int, newValue: Int) {
        InlineAtomic.subtract(&atomic, operand, ordering: ordering)
    }
}
