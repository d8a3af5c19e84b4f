import Reactive

/// Completable events compare equal when they are the same case (errors as in `Event`'s
/// conformance). As in RxTest, the conformance lives in the testing module.
extension CompletableEvent: Equatable {
    /// Whether both events are the same case, with equal errors.
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: Whether they are equal.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}
