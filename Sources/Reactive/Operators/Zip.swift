extension ObservableType {
    /// Combines the sources of a collection element by element: the n-th result combines the n-th
    /// element of every source.
    ///
    /// ```
    /// sources[0]:   -1---2-----3-|
    /// sources[1]:   ---a---b-|
    /// zip:          ---x---y---|      x = [1, a], y = [2, b]
    /// ```
    ///
    /// Each source's elements wait in a queue until every other source has one to pair with. The
    /// result fails as soon as a source fails or `resultSelector` throws. It completes when every
    /// source has completed, or earlier, when a source emits while all the others have completed
    /// and one of them has nothing left to pair (as in RxSwift, the fixed-arity overloads do not
    /// complete early). An empty collection completes at once.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: Combines one element of each source, in the collection's order.
    /// - Returns: The combined elements.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        // As in RxSwift, the collection is iterated anew for each subscription.
        ZipProducer(completesEarly: true) { wiring, downstream in
            let cells = collection.map { wiring.queue($0.asObservable()) }
            return { downstream(.next(try resultSelector(cells.map { $0.dequeue() }))) }
        }
    }

    /// Combines the sources of a collection element by element into arrays.
    ///
    /// See `zip(_:resultSelector:)` for when the result stops.
    ///
    /// - Parameter collection: The sources, subscribed in order.
    /// - Returns: Arrays holding the n-th element of every source, in the collection's order.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

/// `zip`'s producer: each subscription gets its own queues.
@usableFromInline
final class ZipProducer<Result>: CombiningProducer<Result> {
    private let completesEarly: Bool

    /// - Parameters:
    ///   - completesEarly: Whether to complete on an element that can never be paired (RxSwift's
    ///     collection overloads) rather than only when every source completed (its arity overloads).
    ///   - wire: See `CombiningProducer.Wire`.
    @usableFromInline
    init(completesEarly: Bool, wire: @escaping Wire) {
        self.completesEarly = completesEarly
        super.init(wire: wire)
    }

    override func makeSink(
        arity: Int, emitNext: @escaping () throws -> Void, stops: @escaping (Event<Never>) -> Void
    ) -> CombiningSink {
        ZipSink(completesEarly: completesEarly, arity: arity, emitNext: emitNext, stops: stops)
    }
}

private final class ZipSink: CombiningSink, @unchecked Sendable {
    // @unchecked: `queued` and `nonEmptyCount` are only touched under `lock` (unchecked
    // exclusivity: the lock already serialises them).
    private let completesEarly: Bool
    @exclusivity(unchecked) private var queued: [Int]
    @exclusivity(unchecked) private var nonEmptyCount = 0

    init(
        completesEarly: Bool,
        arity: Int,
        emitNext: @escaping () throws -> Void,
        stops: @escaping (Event<Never>) -> Void
    ) {
        self.completesEarly = completesEarly
        queued = Array(repeating: 0, count: arity)
        super.init(arity: arity, emitNext: emitNext, stops: stops)
    }

    override func sourceNext(_ index: Int) -> CombiningAftermath {
        queued[index] += 1
        if queued[index] == 1 {
            nonEmptyCount += 1
        }
        if nonEmptyCount == arity {
            nonEmptyCount = 0
            for source in queued.indices {
                queued[source] -= 1
                if queued[source] > 0 {
                    nonEmptyCount += 1
                }
            }
            return forwardResult()
        }
        // RxSwift's collection rule: once every other source has completed, an element that finds an
        // empty queue elsewhere can never be paired, so the result completes on it.
        if completesEarly, doneCount == arity - 1 {
            return stop(.completed)
        }
        return .none
    }

    override func completeWithoutSources() -> CombiningAftermath {
        stop(.completed)
    }
}
