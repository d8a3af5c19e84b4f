extension ObservableType {
    /// Emits this sequence's elements, then, once it completed, `second`'s.
    ///
    /// ```
    /// self:        -1-2-|
    /// second:           -3-|
    /// concat:      -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: The two sequences one after the other.
    @inlinable
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// The sequence is iterated lazily, one source at a time, and anew for each subscription. A
    /// source that is itself a `concat` is not subscribed: its sources are iterated in its place
    /// (see `maxTailRecursiveSinkStackSize`).
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        SequentialProducer(advanceOn: .completed) { SequentialSourceIterator(sequence, count: nil) }
    }

    /// Subscribes to each sequence of a collection in turn, the next one when the previous
    /// completed.
    ///
    /// As `concat(_:)` for a sequence; knowing the count lets a nested `concat` in last place replace
    /// this one entirely, so recursively built chains keep constant memory.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let count = collection.count
        return SequentialProducer(advanceOn: .completed) { SequentialSourceIterator(collection, count: count) }
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
