extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and mirrors only the latest one, disposing the previous.
    ///
    /// ```
    /// query:                     -a----b------
    /// flatMapLatest(search):     --A1-A2-B1-B2-   (A2 would come after b: dropped)
    /// ```
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence and merges all of them.
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: The merged elements of every inner sequence.
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements that arrive while an inner
    /// sequence runs.
    ///
    /// ```
    /// taps:                 -a--b----c---
    /// flatMapFirst(submit): --A1-A2|-C1--   (b arrived while A ran: ignored)
    /// ```
    ///
    /// - Parameter selector: Makes the inner shared sequence for an element.
    /// - Returns: The elements of the inner sequences that were subscribed.
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Mirrors the latest inner shared sequence, disposing the previous one when a new one arrives.
    ///
    /// ```
    /// outer:           -A-----B------
    /// switchLatest():  --a1-a2-b1-b2-   (A's elements after B arrived are dropped)
    /// ```
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Merges every inner shared sequence into one.
    ///
    /// - Returns: The elements of every inner sequence as they come.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Merges the inner shared sequences, at most `maxConcurrent` at a time; the others wait in order.
    ///
    /// - Parameter maxConcurrent: How many inner sequences may be subscribed at once. Below 1 it is
    ///   a programming error: as with `Observable.merge(maxConcurrent:)`, the result fails with
    ///   `RxError.argumentOutOfRange`, which `drive` and `emit` report as a `.bindingError` anomaly.
    /// - Returns: The elements of the inner sequences as they come.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequence {
    /// Merges `sources` into one shared sequence.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: Their elements as they come; it completes when all have completed.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        merge(sources)
    }

    /// Merges the shared sequences of a collection into one shared sequence.
    ///
    /// - Parameter sources: The shared sequences to merge.
    /// - Returns: Their elements as they come; it completes when all have completed.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Subscribes to each shared sequence in turn, the next one when the previous completed.
    ///
    /// ```
    /// first:   -1-2-|
    /// second:       -3-|
    /// concat:  -1-2--3-|
    /// ```
    ///
    /// The sequence is iterated lazily, one source at a time.
    ///
    /// - Parameter sequence: The shared sequences, in order.
    /// - Returns: Their elements one sequence after the other.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Subscribes to each shared sequence of a collection in turn.
    ///
    /// - Parameter collection: The shared sequences, in order.
    /// - Returns: Their elements one sequence after the other.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}
