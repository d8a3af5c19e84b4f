/// One notification of an observable sequence.
///
/// A sequence obeys the grammar `next* (error | completed)?`: any number of elements, then at most
/// one stop event, after which nothing more is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence terminated with an error.
    case error(any Swift.Error)
    /// The sequence completed successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description that names the event and its payload, e.g. `next(1)`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this is an `error` or `completed` event.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise nil.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise nil.
    @inlinable
    public var error: (any Swift.Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is a `completed` event.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a throwing transform yields an `error` event.
    ///
    /// - Parameter transform: Maps the element.
    /// - Returns: The mapped event; stop events pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be turned into an `Event`, used to write operators over sequences of events
/// (`dematerialize`).
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
