/// A class whose instances are equal only to themselves and hash by identity.
public protocol IdentityHashable: Hashable, IdentityEquatable {}

extension IdentityHashable {
    /// Hashes the instance's identity.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
