/// A mutable value in a reference, for closures that must share and change it.
///
/// Nothing in the runtime needs it: it keeps RxSwift's internal name so RxSwift's own tests, which
/// reach it with `@testable import`, run unchanged against this module.
final class RxMutableBox<Value> {
    /// The wrapped value.
    var value: Value

    /// Boxes `value`.
    ///
    /// - Parameter value: The value to wrap.
    init(_ value: Value) {
        self.value = value
    }
}
