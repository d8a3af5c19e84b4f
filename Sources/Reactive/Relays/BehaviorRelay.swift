/// A `BehaviorSubject` that only emits elements: it never completes and never fails, so its
/// current value can always be read.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>
    private let resourceToken = trackResourceAllocated()

    /// Creates a relay whose current value is `value`.
    ///
    /// - Parameter value: Replayed to subscribers until the first element is accepted.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// The latest element.
    public var value: Element {
        subject.latestElement
    }

    /// Stores `element` as the current value and broadcasts it.
    ///
    /// Calls must be serial, as for a subject's `on(_:)`.
    ///
    /// - Parameter element: The element.
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`: it receives the current value at once, then every accepted element.
    ///
    /// - Parameter observer: Receives the elements.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject
    }
}

// Safe to share when elements are: the only state is a thread-safe subject.
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
