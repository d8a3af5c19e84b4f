extension SharedSequenceConvertibleType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// driver:             -1-2-3-
    /// map { $0 * 10 }:    -10-20-30-
    /// ```
    ///
    /// - Parameter transform: Maps one element; it cannot throw, since a shared sequence cannot fail.
    /// - Returns: The mapped shared sequence.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(transform))
    }

    /// Transforms each element and drops the nil results.
    ///
    /// - Parameter transform: Maps one element, or returns nil to drop it.
    /// - Returns: The shared sequence of non-nil results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().compactMap(transform))
    }

    /// Passes on only the elements that satisfy `predicate`.
    ///
    /// ```
    /// driver:                  -1-2-3-4-
    /// filter { $0 % 2 == 0 }:  ---2---4-
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The filtered shared sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Drops elements equal to the previous one by the key `keySelector` computes.
    ///
    /// - Parameter keySelector: Computes the key to compare.
    /// - Returns: The shared sequence without consecutive duplicates by key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: ==))
    }

    /// Drops elements that `comparer` considers equal to the previous one.
    ///
    /// - Parameter comparer: Returns true when two elements count as equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops elements whose key `comparer` says equals the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns true when two keys count as equal.
    /// - Returns: The shared sequence without consecutive duplicates by key.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Emits the running accumulation of the elements.
    ///
    /// ```
    /// driver:      -1-2-3-
    /// scan(0, +):  -1-3-6-
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator (not emitted).
    ///   - accumulator: Combines the accumulator with one element.
    /// - Returns: The shared sequence of accumulations.
    @inlinable
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate)
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Drops the first `count` elements.
    ///
    /// ```
    /// driver:   -1-2-3-
    /// skip(2):  -----3-
    /// ```
    ///
    /// - Parameter count: How many elements to drop; 0 or less drops nothing, as with
    ///   `Observable.skip(_:)`.
    /// - Returns: The shared sequence without its first `count` elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Emits `element` first, then the shared sequence's elements.
    ///
    /// ```
    /// driver:        --1-2-
    /// startWith(0):  0-1-2-
    /// ```
    ///
    /// - Parameter element: The element emitted on subscription.
    /// - Returns: The prefixed shared sequence.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Runs side effects for elements, completion and the subscription's lifecycle.
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is forwarded.
    ///   - afterNext: Runs after each element is forwarded.
    ///   - onCompleted: Runs before completion is forwarded.
    ///   - afterCompleted: Runs after completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends, for any reason.
    /// - Returns: The same shared sequence, with the side effects.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return SharedSequence(source)
    }

    /// Prints every event and the subscription's lifecycle, labelled with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The label; the call site's file, line and function by default.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The call site's file, for the default label.
    ///   - line: The call site's line, for the default label.
    ///   - function: The call site's function, for the default label.
    /// - Returns: The same shared sequence, printing as it goes.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().debug(
            identifier,
            trimOutput: trimOutput,
            file: file,
            line: line,
            function: function
        )
        return SharedSequence(source)
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    ///
    /// ```
    /// driver:                  -1-1-2-2-1-
    /// distinctUntilChanged():  -1---2---1-
    /// ```
    ///
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: ==))
    }
}

extension SharedSequence {
    /// The elements as an asynchronous sequence that never throws, for `for await` loops.
    ///
    /// ```swift
    /// for await title in viewModel.title.values {
    ///     label.text = title
    /// }
    /// ```
    ///
    /// As in RxCocoa, the shared sequence is subscribed when `values` is read; the loop ends when it
    /// completes or (after the elements already buffered) when the task is cancelled, and
    /// cancelling or leaving the loop disposes the subscription.
    /// Elements reach the loop in the iterating task's isolation, so a `@MainActor` loop needs no
    /// `Sendable` elements.
    public var values: AsyncInfallibleSequence<Element> {
        AsyncInfallibleSequence(source: asObservable())
    }
}
