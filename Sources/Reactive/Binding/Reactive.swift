/// The `.rx` namespace: extensions on `Reactive` where `Base` is your type add reactive members
/// to it without crowding the type's own namespace.
///
/// ```swift
/// extension Reactive where Base: Counter {
///     var count: Binder<Int> { Binder(base) { counter, value in counter.count = value } }
/// }
/// numbers.bind(to: counter.rx.count)
/// ```
///
/// A writable property of a class is bindable with no extension at all: `counter.rx.count` is
/// synthesised through `@dynamicMemberLookup` as a `Binder`.
///
/// The type shares its name with this module, as in RxSwift 6, so that `extension Reactive where
/// Base: …` code ports unchanged. The price is that `Reactive.Observable` names a member of this
/// type, not the module's `Observable`: qualify with a module selector, `Reactive::Observable`,
/// where a name needs the module (docs/Porting-from-RxSwift.md has the evidence).
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions act on.
    public let base: Base

    /// Wraps `base`.
    ///
    /// - Parameter base: The value the extensions act on.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the writable property at `keyPath` of the base object.
    ///
    /// - Parameter keyPath: The property to set.
    /// - Returns: A binder that holds the base weakly and sets the property on the main scheduler.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
