extension InfallibleType {
    /// The first `count` elements, then completion.
    ///
    /// ```
    /// source:   -1-2-3-4-|
    /// take(2):  -1-(2|)
    /// ```
    ///
    /// - Parameter count: How many elements to take; a negative count fails with
    ///   `RxError.argumentOutOfRange`, as `Observable.take(_:)` does.
    /// - Returns: The leading elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// The elements until `other` emits an element, then completion.
    ///
    /// - Parameter other: The infallible sequence whose first element ends the result.
    /// - Returns: The elements before `other` emitted.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` emits an element, then completion.
    ///
    /// As in RxSwift, an error of `other` passes into the result (see `Infallible`).
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The elements before `other` emitted.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one satisfies `predicate`, then completion.
    ///
    /// - Parameters:
    ///   - predicate: Ends the result when it returns true.
    ///   - behavior: Whether the element that satisfied `predicate` is emitted.
    /// - Returns: The elements before the predicate held.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements as long as they satisfy `predicate`, then completion.
    ///
    /// - Parameters:
    ///   - predicate: Ends the result when it returns false.
    ///   - behavior: Whether the element that failed `predicate` is emitted.
    /// - Returns: The leading elements that satisfied the predicate.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements emitted within `duration` of subscribing, then completion.
    ///
    /// ```
    /// source:                      -1-2-3-4-|
    /// take(for: 4 ticks):          -1-2|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements within the duration.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops elements as long as they satisfy `predicate`, then passes on the rest.
    ///
    /// - Parameter predicate: Decides whether a leading element is dropped.
    /// - Returns: The elements from the first that failed `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits an element, then passes on the rest.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The elements after `other` emitted.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Drops elements that are followed by another within `dueTime`; an element is emitted once
    /// `dueTime` has passed without a newer one.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: Runs the timers.
    /// - Returns: The debounced sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`: the first of each window and, if `latest`, the
    /// latest element of the window when it ends.
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window.
    ///   - latest: Whether the latest element of a window is emitted when it ends.
    ///   - scheduler: Runs the timers.
    /// - Returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}
