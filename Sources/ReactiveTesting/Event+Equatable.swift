import Reactive

/// Events compare equal when they are the same case with equal payloads, so recorded timelines can
/// be compared with `==`. Errors rarely conform to `Equatable`, hence the fallback described on
/// `errorsAreEqual`.
extension Event: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal payloads.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// Two errors are equal when they have the same dynamic type and, if that type is `Equatable`,
/// `==` holds; otherwise when their descriptions match, which is what a test author sees.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    // Through `Any`, so the cast tests the dynamic type rather than the static `any Error`.
    let boxed: Any = lhs
    if let equatable = boxed as? any Equatable {
        return equatable.isEqual(toAny: rhs)
    }
    return String(describing: lhs) == String(describing: rhs)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
