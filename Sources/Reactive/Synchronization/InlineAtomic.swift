import CReactiveAtomics

/// An atomic value stored inline in the object that owns it, on every platform the package
/// supports (`Synchronization.Atomic` needs macOS 15 / iOS 18; this needs nothing but C11).
///
/// The owner declares it as `@exclusivity(unchecked) var` (a `nonisolated(unsafe) var` for a
/// global) and hands its address to the static operations, which are single atomic instructions:
///
/// ```swift
/// @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)
/// if InlineAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) { return }
/// ```
///
/// Why this shape:
/// - The property is a `var` because an operation needs the storage's address, which Swift gives
///   only for a `var`; its exclusivity is unchecked because concurrent access is the point, and a
///   dynamic check would cost a runtime call per operation.
/// - The operations take a pointer (`&disposed` converted at the call), not `inout self`: under
///   ThreadSanitizer, Swift reports every call that passes a class's stored property `inout` from
///   two threads as an access race, while a pointer conversion is not instrumented and the C11
///   operation on it is modelled as the atomic it is. A real race on the owner's other properties is
///   still reported.
/// - Never copy it out, assign it whole or pass it by value: only its address means anything.
///
/// The operations and orderings are named as `Synchronization.Atomic`'s.
@frozen
@usableFromInline
package struct InlineAtomic<Value: InlineAtomicValue> {
    @usableFromInline
    var storage: Value.Storage

    /// Creates the storage, holding `value`.
    @inlinable
    @inline(__always)
    package init(_ value: Value) {
        storage = Value.makeStorage(value)
    }

    /// The C storage of the atomic at `atomic`.
    @inlinable
    @inline(__always)
    static func storage(_ atomic: UnsafeMutablePointer<Self>) -> UnsafeMutablePointer<Value.Storage> {
        // `storage` is the frozen struct's only stored property: it starts at the struct's address.
        UnsafeMutableRawPointer(atomic).assumingMemoryBound(to: Value.Storage.self)
    }

    /// The current value.
    @inlinable
    @inline(__always)
    package static func load(_ atomic: UnsafeMutablePointer<Self>, ordering: AtomicLoadOrdering) -> Value {
        Value.load(storage(atomic), ordering.order)
    }

    /// Replaces the value.
    @inlinable
    @inline(__always)
    package static func store(_ atomic: UnsafeMutablePointer<Self>, _ desired: Value, ordering: AtomicStoreOrdering) {
        Value.store(storage(atomic), desired, ordering.order)
    }

    /// Replaces the value and returns the one it replaced.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func exchange(
        _ atomic: UnsafeMutablePointer<Self>, _ desired: Value, ordering: AtomicUpdateOrdering
    ) -> Value {
        Value.exchange(storage(atomic), desired, ordering.order)
    }

    /// Replaces the value with `desired` if it is `expected`.
    ///
    /// - Returns: whether it was replaced, and the value found.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func compareExchange(
        _ atomic: UnsafeMutablePointer<Self>, expected: Value, desired: Value,
        successOrdering: AtomicUpdateOrdering, failureOrdering: AtomicLoadOrdering
    ) -> (exchanged: Bool, original: Value) {
        var found = expected
        let exchanged = Value.compareExchange(
            storage(atomic), &found, desired, successOrdering.order, failureOrdering.order)
        return (exchanged, found)
    }

    /// Replaces the value with `desired` if it is `expected`, with one ordering for both outcomes
    /// (its release part is dropped when nothing was stored).
    ///
    /// - Returns: whether it was replaced, and the value found.
    @inlinable
    @inline(__always)
    @discardableResult
    package static func compareExchange(
        _ atomic: UnsafeMutablePointer<Self>, expected: Value, desired: Value, ordering: AtomicUpdateOrdering
    ) -> (exchanged: Bool, original: Value) {
        compareExchange(
            atomic, expected: expected, desired: desired, successOrdering: ordering,
            failureOrdering: ordering.failureOrdering)
    }
}

/// A value `InlineAtomic` can hold: one of the integer or Boolean types the C target provides
/// atomic operations for.
@usableFromInline
package protocol InlineAtomicValue {
    /// The C storage type, laid out as the C11 `_Atomic` form of the value.
    associatedtype Storage
    /// Storage holding `value`.
    static func makeStorage(_ value: Self) -> Storage
    /// C11 `atomic_load_explicit`.
    static func load(_ storage: UnsafeMutablePointer<Storage>, _ order: memory_order) -> Self
    /// C11 `atomic_store_explicit`.
    static func store(_ storage: UnsafeMutablePointer<Storage>, _ value: Self, _ order: memory_order)
    /// C11 `atomic_exchange_explicit`.
    static func exchange(_ storage: UnsafeMutablePointer<Storage>, _ value: Self, _ order: memory_order) -> Self
    /// C11 `atomic_compare_exchange_strong_explicit`.
    static func compareExchange(
        _ storage: UnsafeMutablePointer<Storage>, _ expected: UnsafeMutablePointer<Self>, _ desired: Self,
        _ success: memory_order, _ failure: memory_order
    ) -> Bool
}

/// The orderings a load may take.
@frozen
@usableFromInline
package enum AtomicLoadOrdering {
    case relaxed, acquiring, sequentiallyConsistent

    @inlinable
    @inline(__always)
    var order: memory_order {
        switch self {
        case .relaxed: memory_order_relaxed
        case .acquiring: memory_order_acquire
        case .sequentiallyConsistent: memory_order_seq_cst
        }
    }
}

/// The orderings a store may take.
@frozen
@usableFromInline
package enum AtomicStoreOrdering {
    case relaxed, releasing, sequentiallyConsistent

    @inlinable
    @inline(__always)
    var order: memory_order {
        switch self {
        case .relaxed: memory_order_relaxed
        case .releasing: memory_order_release
        case .sequentiallyConsistent: memory_order_seq_cst
        }
    }
}

/// The orderings a read-modify-write operation may take.
@frozen
@usableFromInline
package enum AtomicUpdateOrdering {
    case relaxed, acquiring, releasing, acquiringAndReleasing, sequentiallyConsistent

    @inlinable
    @inline(__always)
    var order: memory_order {
        switch self {
        case .relaxed: memory_order_relaxed
        case .acquiring: memory_order_acquire
        case .releasing: memory_order_release
        case .acquiringAndReleasing: memory_order_acq_rel
        case .sequentiallyConsistent: memory_order_seq_cst
        }
    }

    /// The strongest load ordering this update's failure path may use.
    @inlinable
    @inline(__always)
    var failureOrdering: AtomicLoadOrdering {
        switch self {
        case .relaxed, .releasing: .relaxed
        case .acquiring, .acquiringAndReleasing: .acquiring
        case .sequentiallyConsistent: .sequentiallyConsistent
        }
    }
}
