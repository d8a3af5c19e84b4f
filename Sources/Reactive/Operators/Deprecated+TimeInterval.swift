import Foundation

// RxSwift 4 took delays as `TimeInterval` seconds (`throttle(0.3, scheduler:)`); the seed documents
// and much older code still read that way. These overloads keep it compiling, with a warning that
// names the RxSwift 5+ spelling.

extension ObservableType {
    /// Throttles with a delay in seconds; use `throttle(.milliseconds(300), …)`.
    ///
    /// - Parameters:
    ///   - dueTime: The window in seconds.
    ///   - latest: Whether the last element of a window is emitted when it ends.
    ///   - scheduler: The scheduler that runs the window timers.
    /// - Returns: The throttled sequence.
    @available(*, deprecated, message: "pass an RxTimeInterval, e.g. .milliseconds(300)")
    public func throttle(_ dueTime: TimeInterval, latest: Bool = true, scheduler: any SchedulerType)
        -> Observable<Element>
    {
        throttle(dispatchInterval(seconds: dueTime), latest: latest, scheduler: scheduler)
    }

    /// Debounces with a delay in seconds; use `debounce(.milliseconds(300), …)`.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period in seconds.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The debounced sequence.
    @available(*, deprecated, message: "pass an RxTimeInterval, e.g. .milliseconds(300)")
    public func debounce(_ dueTime: TimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        debounce(dispatchInterval(seconds: dueTime), scheduler: scheduler)
    }
}

/// Seconds as the nearest whole number of nanoseconds, or `.never` for a value that does not fit.
func dispatchInterval(seconds: TimeInterval) -> RxTimeInterval {
    let nanoseconds = (seconds * 1_000_000_000).rounded()
    guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds))
}
