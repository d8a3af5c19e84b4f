extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes to `second` once this completable completes; an error skips `second`.
    ///
    /// ```
    /// self:            --|
    /// second:            ---|
    /// concat(second):  -----|
    /// ```
    ///
    /// - Parameter second: The completable to run next.
    /// - Returns: A completable that completes when both have, one after the other.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the completables of `sequence` one after the other, each once the previous one
    /// completed; the first error ends the result.
    ///
    /// The sequence is iterated lazily, one completable at a time.
    ///
    /// - Parameter sequence: The completables, in order.
    /// - Returns: A completable that completes when the last one has.
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    /// Runs the completables of `collection` one after the other, each once the previous one
    /// completed; the first error ends the result.
    ///
    /// - Parameter collection: The completables, in order.
    /// - Returns: A completable that completes when the last one has.
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.source }))
    }

    /// Runs `sources` one after the other, each once the previous one completed; the first error
    /// ends the result.
    ///
    /// ```
    /// sources[0]:  --|
    /// sources[1]:    --|
    /// concat:      ----|
    /// ```
    ///
    /// - Parameter sources: The completables, in order.
    /// - Returns: A completable that completes when the last one has.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs the completables of `sources` at the same time: the result completes when all have
    /// completed, and fails as soon as one fails.
    ///
    /// ```
    /// sources[0]:  --|
    /// sources[1]:  ----|
    /// zip:         ----|
    /// ```
    ///
    /// - Parameter sources: The completables, subscribed in order.
    /// - Returns: A completable that completes when every one has.
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs the completables of `sources` at the same time; see `zip(_:)` for collections.
    ///
    /// - Parameter sources: The completables, subscribed in order.
    /// - Returns: A completable that completes when every one has.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs `sources` at the same time; see `zip(_:)` for collections.
    ///
    /// - Parameter sources: The completables, subscribed in order.
    /// - Returns: A completable that completes when every one has.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }
}
