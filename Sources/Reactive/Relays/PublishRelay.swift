/// A `PublishSubject` that only emits elements: it never completes and never fails.
///
/// Useful for events of a user interface or other sources that live as long as their owner.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()
    private let resourceToken = trackResourceAllocated()

    /// Creates a relay with no observers.
    public init() {}

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Broadcasts `element` to the current observers.
    ///
    /// Calls must be serial, as for a subject's `on(_:)`.
    ///
    /// - Parameter element: The element.
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer` to the elements accepted from now on.
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
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
