extension InfallibleType {
    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:                  -1-2-3-4-|
    /// filter { $0 % 2 == 0 }:  ---2---4-|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The filtered sequence.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:            -1-2-3-|
    /// map { $0 * 10 }:   -10-20-30-|
    /// ```
    ///
    /// - Parameter transform: Maps one element; it cannot throw, since the sequence cannot fail.
    /// - Returns: The mapped sequence.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element and drops the nil results.
    ///
    /// ```
    /// source:                  -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:  -1-------3---|
    /// ```
    ///
    /// - Parameter transform: Maps one element, or returns nil to drop it.
    /// - Returns: The sequence of non-nil results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Drops elements whose key equals the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key to compare; as in RxSwift it may throw.
    /// - Returns: The sequence without consecutive duplicates by key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: ==))
    }

    /// Drops elements that `comparer` says equal the previous element.
    ///
    /// - Parameter comparer: Returns true when two elements count as equal; as in RxSwift it may throw.
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops elements whose key `comparer` says equals the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns true when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates by key.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose value at `keyPath` equals the previous element's.
    ///
    /// - Parameter keyPath: The property to compare.
    /// - Returns: The sequence without consecutive duplicates at `keyPath`.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits the running accumulation of the elements, mutating the accumulator in place.
    ///
    /// ```
    /// source:                      -1-2-3-|
    /// scan(into: 0) { $0 += $1 }:  -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator (not emitted).
    ///   - accumulator: Folds one element into the accumulator.
    /// - Returns: The sequence of accumulations.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits the running accumulation of the elements.
    ///
    /// ```
    /// source:      -1-2-3-|
    /// scan(0, +):  -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator (not emitted).
    ///   - accumulator: Combines the accumulator with one element.
    /// - Returns: The sequence of accumulations.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits `element` first, then the sequence's elements.
    ///
    /// ```
    /// source:        --1-2-|
    /// startWith(0):  0-1-2-|
    /// ```
    ///
    /// - Parameter element: The element emitted on subscription.
    /// - Returns: The prefixed sequence.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Shares one subscription to the sequence among all subscribers, replaying the latest
    /// `replay` elements to each new one; see `ObservableType.share(replay:scope:)`.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once.
    ///   - scope: Whether the replay buffer outlives the shared subscription.
    /// - Returns: The shared sequence.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Prints every event and the subscription's lifecycle, labelled with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The label; the call site's file, line and function by default.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The call site's file, for the default label.
    ///   - line: The call site's line, for the default label.
    ///   - function: The call site's function, for the default label.
    /// - Returns: The same sequence, printing as it goes.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        let source = asObservable().debug(
            identifier,
            trimOutput: trimOutput,
            file: file,
            line: line,
            function: function
        )
        return Infallible(source)
    }

    /// Pairs each element with `object`, held weakly, through `resultSelector`; once `object` is
    /// deallocated, the next element completes the sequence instead.
    ///
    /// ```
    /// source:                     -1-2-----3-|
    /// withUnretained(o) { … }:    -a-b-----|      (o deallocated between 2 and 3)
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object to pair with; not retained.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The paired elements.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly, in a tuple; once `object` is deallocated, the
    /// next element completes the sequence instead.
    ///
    /// - Parameter object: The object to pair with; not retained.
    /// - Returns: Tuples of the object and each element.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the one before them.
    ///
    /// ```
    /// source:                  -1-1-2-2-1-|
    /// distinctUntilChanged():  -1---2---1-|
    /// ```
    ///
    /// - Returns: The sequence without consecutive duplicates.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension Infallible {
    /// Runs side effects for elements, completion and the subscription's lifecycle.
    ///
    /// As in RxSwift, the element and completion callbacks may throw; the error then replaces the
    /// event, which an infallible sequence reports rather than delivers (see `Infallible`).
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is forwarded.
    ///   - afterNext: Runs after each element is forwarded.
    ///   - onCompleted: Runs before completion is forwarded.
    ///   - afterCompleted: Runs after completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, for any reason.
    /// - Returns: The same sequence, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        let source = asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return Infallible(source)
    }
}
