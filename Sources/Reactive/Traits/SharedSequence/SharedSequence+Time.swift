// Time operators of shared sequences: their timers run on the strategy's scheduler, where the
// events are delivered anyway, so no scheduler parameter.

extension SharedSequenceConvertibleType {
    /// Emits at most one element per `dueTime`: the first of each window and, if `latest`, the
    /// latest element of the window when it ends.
    ///
    /// ```
    /// driver:                 -1-2-3-------4-
    /// throttle(4 ticks):      -1---3-------4-
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of a window.
    ///   - latest: Whether the latest element of a window is emitted when it ends.
    /// - Returns: The throttled shared sequence.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Drops elements that are followed by another within `dueTime`; an element is emitted once
    /// `dueTime` has passed without a newer one.
    ///
    /// ```
    /// driver:               -1-2-----3-
    /// debounce(3 ticks):    -------2-----3
    /// ```
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced shared sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element and completion later by `dueTime`.
    ///
    /// ```
    /// driver:            -1-2-|
    /// delay(2 ticks):    ---1-2-|
    /// ```
    ///
    /// - Parameter dueTime: How much later each event is delivered.
    /// - Returns: The delayed shared sequence.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A shared sequence of 0, 1, 2, … one every `period`, on the strategy's scheduler.
    ///
    /// ```
    /// interval(3 ticks):  ---0--1--2--
    /// ```
    ///
    /// Subscribers share one timer, so a late subscriber continues the count (a driver replays
    /// the latest value first).
    ///
    /// - Parameter period: The time between two values.
    /// - Returns: The counting shared sequence.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of 0 after `dueTime`, then 1, 2, … one every `period`, on the strategy's
    /// scheduler.
    ///
    /// ```
    /// timer(2 ticks, period: 3 ticks):  --0--1--2--
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first value.
    ///   - period: The time between two later values.
    /// - Returns: The counting shared sequence.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
