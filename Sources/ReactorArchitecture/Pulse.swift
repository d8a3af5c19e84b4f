/// A value that counts its assignments, so that observers see every assignment, even of an equal
/// value.
///
/// Use it in a reactor's state for one-off events (an alert, a navigation) and observe it with
/// `Reactor.pulse(_:)`:
///
/// ```swift
/// struct State {
///     @Pulse var alertMessage: String?
/// }
/// reactor.pulse(\.$alertMessage).compactMap { $0 }.subscribe(onNext: { showAlert($0) })
/// ```
@propertyWrapper
public struct Pulse<Value> {
    /// The value; every assignment increments `valueUpdatedCount`.
    public var value: Value {
        didSet {
            valueUpdatedCount &+= 1
        }
    }

    /// How many times `value` was assigned; wraps around to 0 after `UInt.max`.
    public internal(set) var valueUpdatedCount: UInt = 0

    /// Creates a pulse holding `wrappedValue`, with a count of 0.
    ///
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value; assigning it counts as an update.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The pulse itself (`$name`), for `Reactor.pulse(_:)`.
    public var projectedValue: Pulse<Value> {
        self
    }
}

extension Pulse: Sendable where Value: Sendable {}
