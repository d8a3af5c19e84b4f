import Reactive

/// Maybe events compare equal when they are the same case with equal payloads (errors as in
/// `Event`'s conformance), so tests can compare what a `Maybe` delivered with `==`. As in RxTest,
/// the conformance lives in the testing module.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: Whether they are equal.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}
