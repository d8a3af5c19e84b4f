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
        mergeOperator(policy: .all, selector: selector)
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
        mergeOperator(policy: .firstOnly, selector: selector)
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
        mergeOperator(policy: .limited(1), selector: selector)
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
        mergeOperator(policy: .all, selector: { $0 })
    }

    /// Merges the inner sequences, with at most `maxConcurrent` subscribed at once; the rest wait
    /// in order.
    ///
    /// - Parameter maxConcurrent: The most inner subscriptions at once (1 concatenates).
    /// - Returns: The merged elements of every inner sequence.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        guard maxConcurrent > 0 else { return .error(RxError.argumentOutOfRange) }
        return mergeOperator(policy: .limited(maxConcurrent), selector: { $0 })
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

extension ObservableType {
    /// The merge family's one implementation, built here in inlinable code so that creating the
    /// sink and handling outer and inner events are specialised in the caller.
    @inlinable
    func mergeOperator<Inner: ObservableConvertibleType>(
        policy: MergePolicy,
        selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = MergeSink<Inner.Element>(policy: policy, downstream: downstream)
            sink.sourceSubscription.setDisposable(
                source.subscribeNested { (event: Event<Element>) in
                    sink.onOuter(event, selector: selector)
                }
            )
            sink.setSubscription(
                Disposables.create(sink.sourceSubscription, Disposables.create(with: sink.disposeInners))
            )
            return sink
        }
    }
}
