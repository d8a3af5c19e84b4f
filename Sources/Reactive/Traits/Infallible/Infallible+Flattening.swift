extension InfallibleType {
    /// Maps each element to a sequence and merges all of them.
    ///
    /// ```
    /// source:              -a----b------|
    /// flatMap(inner):      --A1-A2B1-B2-|
    /// ```
    ///
    /// As in RxSwift, `selector` may return any sequence; one that fails lets its error into the
    /// result (see `Infallible`). Return infallible sequences to keep the guarantee.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The merged elements of every inner sequence.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence and mirrors only the latest one, disposing the previous.
    ///
    /// ```
    /// source:                -a----b------|
    /// flatMapLatest(inner):  --A1-A2B1-B2-|   (A's later elements are dropped once b arrives)
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence, ignoring elements that arrive while an inner sequence runs.
    ///
    /// ```
    /// source:               -a--b----c---|
    /// flatMapFirst(inner):  --A1-A2|-C1--|   (b arrived while A ran: ignored)
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences that were subscribed.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and emits them one after the other, each inner sequence
    /// subscribed when the previous one completed.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences, in order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }

    /// Emits this sequence's elements, then, once it completed, `second`'s.
    ///
    /// ```
    /// self:    -1-2-|
    /// second:       -3-|
    /// concat:  -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: The two sequences one after the other.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Subscribes to each infallible sequence in turn, the next one when the previous completed.
    ///
    /// The sequence is iterated lazily, one source at a time.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Subscribes to each infallible sequence of a collection in turn.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Subscribes to each infallible sequence in turn.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Merges the infallible sequences of a collection into one.
    ///
    /// RxSwift 6.10 concatenates the collection here, unlike every other `merge`; this one merges.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements as they come; it completes when all have completed.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges infallible sequences into one.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements as they come; it completes when all have completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}
