/// A `ReplaySubject` that only emits elements: it never completes and never fails.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>
    private let resourceToken = trackResourceAllocated()

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Creates a relay that replays at most the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; must not be negative.
    /// - Returns: A new relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it ever accepted.
    ///
    /// The buffer grows without bound; use it only for sequences known to stay small.
    ///
    /// - Returns: A new relay.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbound())
    }

    /// Buffers `element` and broadcasts it.
    ///
    /// Calls must be serial, as for a subject's `on(_:)`.
    ///
    /// - Parameter element: The element.
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`: it receives the buffered elements at once, then every accepted one.
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
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
