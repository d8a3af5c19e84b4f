import CReactiveAtomics

// Each conformance forwards to the C target's functions for its storage type. The wrapping
// arithmetic lives on `InlineAtomic` where `Value` is an integer, below.

extension Bool: InlineAtomicValue {
    @inlinable @inline(__always)
    package static func makeStorage(_ value: Bool) -> CRABool { CRABool(value: value) }
    @inlinable @inline(__always)
    package static func load(_ storage: UnsafeMutablePointer<CRABool>, _ order: memory_order) -> Bool {
        cra_bool_load(storage, order)
    }
    @inlinable @inline(__always)
    package static func store(_ storage: UnsafeMutablePointer<CRABool>, _ value: Bool, _ order: memory_order) {
        cra_bool_store(storage, value, order)
    }
    @inlinable @inline(__always)
    package static func exchange(_ storage: UnsafeMutablePointer<CRABool>, _ value: Bool, _ order: memory_order)
        -> Bool
    {
        cra_bool_exchange(storage, value, order)
    }
    @inlinable @inline(__always)
    package static func compareExchange(
        _ storage: UnsafeMutablePointer<CRABool>, _ expected: UnsafeMutablePointer<Bool>, _ desired: Bool,
        _ success: memory_order, _ failure: memory_order
    ) -> Bool {
        cra_bool_compare_exchange(storage, expected, desired, success, failure)
    }
}

extension Int: InlineAtomicValue {
    @inlinable @inline(__always)
    package static func makeStorage(_ value: Int) -> CRAInt { CRAInt(value: value) }
    @inlinable @inline(__always)
    package static func load(_ storage: UnsafeMutablePointer<CRAInt>, _ order: memory_order) -> Int {
        cra_int_load(storage, order)
    }
    @inlinable @inline(__always)
    package static func store(_ storage: UnsafeMutablePointer<CRAInt>, _ value: Int, _ order: memory_order) {
        cra_int_store(storage, value, order)
    }
    @inlinable @inline(__always)
    package static func exchange(_ storage: UnsafeMutablePointer<CRAInt>, _ value: Int, _ order: memory_order)
        -> Int
    {
        cra_int_exchange(storage, value, order)
    }
    @inlinable @inline(__always)
    package static func compareExchange(
        _ storage: UnsafeMutablePointer<CRAInt>, _ expected: UnsafeMutablePointer<Int>, _ desired: Int,
        _ success: memory_order, _ failure: memory_order
    ) -> Bool {
        cra_int_compare_exchange(storage, expected, desired, success, failure)
    }
}

extension InlineAtomic where Value == Int {
    /// Adds `operand`, wrapping around on overflow.
    ///
    /// - Returns: the value before and after.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func wrappingAdd(
        _ atomic: UnsafeMutablePointer<Self>, _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
        let old = cra_int_fetch_add(storage(atomic), operand, ordering.order)
        return (old, old &+ operand)
    }

    /// Adds `operand`; the runtime's counters never come near overflow.
    ///
    /// - Returns: the value before and after.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func add(
        _ atomic: UnsafeMutablePointer<Self>, _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
        wrappingAdd(atomic, operand, ordering: ordering)
    }

    /// Subtracts `operand`.
    ///
    /// - Returns: the value before and after.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func subtract(
        _ atomic: UnsafeMutablePointer<Self>, _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
        let old = cra_int_fetch_sub(storage(atomic), operand, ordering.order)
        return (old, old &- operand)
    }

    /// Sets the bits of `operand`.
    ///
    /// - Returns: the value before and after.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func bitwiseOr(
        _ atomic: UnsafeMutablePointer<Self>, _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
        let old = cra_int_fetch_or(storage(atomic), operand, ordering.order)
        return (old, old | operand)
    }

    /// Raises the value to `operand` if it is below it (a compare-and-exchange loop: C11 has no
    /// atomic maximum).
    ///
    /// - Returns: the value before and after.
    @inlinable
    @discardableResult
    package static func max(
        _ atomic: UnsafeMutablePointer<Self>, _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
        var current = load(atomic, ordering: .relaxed)
        while current < operand {
            let attempt = compareExchange(
                atomic, expected: current, desired: operand, successOrdering: ordering, failureOrdering: .relaxed)
            if attempt.exchanged { return (current, operand) }
            current = attempt.original
        }
        return (current, current)
    }
}
