import Reactive

/// A relay that holds a value and never terminates; ReactorKit's `StateRelay`.
///
/// Like `BehaviorRelay`, but its `value` can also be set: every assignment is broadcast, even of an
/// equal value. Subscribers receive the current value at once, then each new one. Calls to
/// `accept` (or the `value` setter) must be serial, as with `BehaviorRelay`.
public final class StateRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    ///
    /// - Parameter value: The initial value.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value; setting it broadcasts the new value, even when equal to the old one.
    public var value: Element {
        get { subject.latestElement }
        set {
            accept(newValue)
        }
    }

    /// Stores `element` and broadcasts it to the subscribers.
    ///
    /// - Parameter element: The new value.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer` to the current value and every later one.
    ///
    /// - Parameter observer: Receives the values; never a stop event.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable; the same object every time.
    public func asObservable() -> Observable<Element> {
        subject
    }
}

// Safe to share when elements are: its one property, the subject, is.
extension StateRelay: Sendable where Element: Sendable {}
