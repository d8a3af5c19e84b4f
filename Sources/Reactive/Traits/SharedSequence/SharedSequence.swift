/// A sequence that never fails, delivers on its strategy's scheduler and shares one subscription
/// among its subscribers: the base of `Driver` and `Signal`.
///
/// Every operator on a shared sequence returns a shared sequence again, re-applying the strategy, so
/// a chain of them keeps the guarantees. Build one with `asDriver(onErrorJustReturn:)` and friends,
/// which handle the error and move delivery to the scheduler first.
@frozen
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Shares `source` with the strategy; `source` must not fail and must deliver on the scheduler.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, for sources that need no sharing (`just`, `of`, `never`).
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The events as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns itself.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a `SharedSequence` delivers and shares: `DriverSharingStrategy` or `SignalSharingStrategy`.
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    static var scheduler: any SchedulerType { get }

    /// Shares `source` among the subscribers of the shared sequence.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or wraps, a `SharedSequence`; the operators of `Driver` and `Signal` are defined on it.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy: `DriverSharingStrategy` or `SignalSharingStrategy`.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The events as an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// A shared sequence that completes at once, on the strategy's scheduler.
    ///
    /// - Returns: The empty sequence.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never delivers anything.
    ///
    /// - Returns: The silent sequence.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A shared sequence of one element, then completion, delivered on the strategy's scheduler.
    ///
    /// ```
    /// just(1):  -(1|)     (subscribed on the scheduler, so one hop after subscribing)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that calls `factory` anew for each subscription.
    ///
    /// - Parameter factory: Makes the sequence for one subscription.
    /// - Returns: The deferred sequence.
    @inlinable
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// A shared sequence of `elements`, each sent by its own step on the strategy's scheduler.
    ///
    /// - Parameter elements: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the array's elements, each sent on the strategy's scheduler.
    ///
    /// - Parameter array: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the sequence's elements, each sent on the strategy's scheduler.
    ///
    /// - Parameter sequence: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
    where Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the optional's value if there is one, on the strategy's scheduler.
    ///
    /// - Parameter optional: The element, or nil for an empty sequence.
    /// - Returns: The sequence.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}
