extension ObservableType {
    /// Maps each element to an inner sequence and merges all inner sequences.
    ///
    /// ```
    /// source:   -a---b----|
    /// inner(a):  -1---2-|
    /// inner(b):      -3---4-|
    /// flatMap:  --1--32---4-|
    /// ```
    ///
    /// - Parameter selector: Maps an element to its inner sequence.
    /// - Returns: The merged elements of every inner sequence.
    @inlinable
    public func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        MergeProducer(source: asObservable(), policy: .all) { (sink: MergeSink<Inner.Element>, event: Event<Element>) in
            sink.onOuter(event, selector: selector)
        }
    }

    /// Maps each element to an inner sequence, ignoring elements that arrive while an inner
    /// sequence is still running.
    ///
    /// ```
    /// source:        -a--b---c--|
    /// inner(a):       -1--2|
    /// inner(c):              -3|
    /// flatMapFirst:  --1--2---3-|
    /// ```
    ///
    /// - Parameter selector: Maps an element to its inner sequence.
    /// - Returns: The elements of the inner sequences that were started.
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        MergeProducer(source: asObservable(), policy: .firstOnly) {
            (sink: MergeSink<Inner.Element>, event: Event<Element>) in
            sink.onOuter(event, selector: selector)
        }
    }

    /// Maps each element to an inner sequence and concatenates them: each inner sequence is
    /// subscribed only after the previous one completed.
    ///
    /// - Parameter selector: Maps an element to its inner sequence.
    /// - Returns: The inner sequences' elements, one sequence after the other.
    @inlinable
    public func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        MergeProducer(source: asObservable(), policy: .limited(1)) {
            (sink: MergeSink<Inner.Element>, event: Event<Element>) in
            sink.onOuter(event, selector: selector)
        }
    }

    /// Merges this sequence with others into one sequence.
    ///
    /// - Parameter sources: The sequences to merge in, besides this one.
    /// - Returns: The merged sequence; it completes when all have completed.
    @inlinable
    public func merge(with sources: Observable<Element>...) -> Observable<Element> {
        Observable.merge([asObservable()] + sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences this sequence emits.
    ///
    /// - Returns: The merged elements of every inner sequence.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable(), policy: .all) {
            (sink: MergeSink<Element.Element>, event: Event<Element>) in
            sink.onOuter(event, selector: { $0 })
        }
    }

    /// Merges the inner sequences, with at most `maxConcurrent` subscribed at once; the rest wait
    /// in order.
    ///
    /// - Parameter maxConcurrent: The most inner subscriptions at once (1 concatenates).
    /// - Returns: The merged elements of every inner sequence.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        guard maxConcurrent > 0 else { return .error(RxError.argumentOutOfRange) }
        return MergeProducer(source: asObservable(), policy: .limited(maxConcurrent)) {
            (sink: MergeSink<Element.Element>, event: Event<Element>) in
            sink.onOuter(event, selector: { $0 })
        }
    }

    /// Concatenates the inner sequences: each is subscribed after the previous one completed.
    ///
    /// - Returns: The inner sequences' elements, one sequence after the other.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Merges `sources` into one sequence, which completes when all have completed and fails as
    /// soon as one fails.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Merges the sequences of a collection into one sequence.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.from(Array(sources), scheduler: ImmediateScheduler.instance).merge()
    }
}

/// Which inner sequences a merge subscribes to.
@usableFromInline
enum MergePolicy {
    /// Every inner sequence, at once.
    case all
    /// Only inner sequences that arrive while none is running (`flatMapFirst`).
    case firstOnly
    /// At most this many at once; the rest wait in order.
    case limited(Int)
}

@usableFromInline
final class MergeProducer<Element, Result>: Producer<Result> {
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let policy: MergePolicy
    /// Handles one outer event; built in inlinable code (see `flatMap(_:)`).
    @usableFromInline
    let onEvent: (MergeSink<Result>, Event<Element>) -> Void

    @usableFromInline
    init(
        source: Observable<Element>,
        policy: MergePolicy,
        onEvent: @escaping (MergeSink<Result>, Event<Element>) -> Void
    ) {
        self.source = source
        self.policy = policy
        self.onEvent = onEvent
        super.init()
    }

    override func runHandler(_ handler: @escaping (Event<Result>) -> Void, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    {
        let sink = MergeSink(policy: policy, downstream: handler, cancel: cancel)
        let onEvent = self.onEvent
        _ = sink.group.insert(sink.sourceSubscription)
        sink.sourceSubscription.setDisposable(source.subscribeHandler { event in onEvent(sink, event) })
        return (sink, sink.group)
    }
}
