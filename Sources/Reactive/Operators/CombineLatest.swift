extension ObservableType {
    /// Combines the latest elements of the sources of a collection whenever any of them emits, once
    /// every source has emitted at least once.
    ///
    /// ```
    /// sources[0]:     -1---2-----|
    /// sources[1]:     ---a---b-----|
    /// combineLatest:  ---x-y-z-----|    x = [1, a], y = [2, a], z = [2, b]
    /// ```
    ///
    /// The result fails as soon as a source fails or `resultSelector` throws. It completes when
    /// every source has completed, or earlier, when a source emits while all the others have
    /// completed and one of them never emitted (no result can ever be built). A source that
    /// completes without an element does not end the result by itself. An empty collection emits
    /// `resultSelector([])` and completes at once.
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in order.
    ///   - resultSelector: Combines the latest element of each source, in the collection's order.
    /// - Returns: The combined elements.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        // As in RxSwift, the collection is iterated anew for each subscription.
        CombineLatestProducer { wiring, downstream in
            let cells = collection.map { wiring.latest($0.asObservable()) }
            return { downstream(.next(try resultSelector(cells.map { $0.element }))) }
        }
    }

    /// Combines the latest elements of the sources of a collection into arrays whenever any of them
    /// emits, once every source has emitted at least once.
    ///
    /// See `combineLatest(_:resultSelector:)` for when the result stops.
    ///
    /// - Parameter collection: The sources, subscribed in order.
    /// - Returns: Arrays of the latest element of every source, in the collection's order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

/// `combineLatest`'s producer: each subscription keeps its own latest elements.
@usableFromInline
final class CombineLatestProducer<Result>: CombiningProducer<Result> {
    override func makeSink(
        arity: Int, emitNext: @escaping () throws -> Void, stops: @escaping (Event<Never>) -> Void
    ) -> CombiningSink {
        CombineLatestSink(arity: arity, emitNext: emitNext, stops: stops)
    }
}

private final class CombineLatestSink: CombiningSink, @unchecked Sendable {
    // @unchecked: `hasValue` and `valueCount` are only touched under `lock` (unchecked
    // exclusivity: the lock already serialises them).
    @exclusivity(unchecked) private var hasValue: [Bool]
    @exclusivity(unchecked) private var valueCount = 0

    override init(arity: Int, emitNext: @escaping () throws -> Void, stops: @escaping (Event<Never>) -> Void) {
        hasValue = Array(repeating: false, count: arity)
        super.init(arity: arity, emitNext: emitNext, stops: stops)
    }
    override func sourceNext(_ index: Int) -> CombiningAftermath {
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity {
            return forwardResult()
        }
        // Every other source has completed and one of them never emitted: nothing can be combined.
        let othersDone = doneCount - (hasCompleted(index) ? 1 : 0)
        if othersDone == arity - 1 {
            return stop(.completed)
        }
        return .none
    }

    override func completeWithoutSources() -> CombiningAftermath {
        if case .finish = forwardResult() {
            return .finish
        }
        return stop(.completed)
    }
}
