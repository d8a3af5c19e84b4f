/// A class whose instances are equal only to themselves: conform to get `==` by identity.
///
/// Useful for a reactor (or any reference) inside an `Equatable` state, where comparing its
/// contents would be wrong or impossible.
public protocol IdentityEquatable: AnyObject, Equatable {}

extension IdentityEquatable {
    /// Whether `lhs` and `rhs` are the same instance.
    ///
    /// - Parameters:
    ///   - lhs: An instance.
    ///   - rhs: Another.
    /// - Returns: `lhs === rhs`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }
}
