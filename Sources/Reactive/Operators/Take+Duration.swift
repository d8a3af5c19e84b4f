extension ObservableType {
    /// Emits the source's elements for `duration` from the subscription, then completes and
    /// disposes the source.
    ///
    /// ```
    /// source:                 -1-2-3-4-|
    /// take(for: 5 ticks):     -1-2-|
    /// ```
    ///
    /// The timer starts before the source is subscribed. A source that ends first ends the result
    /// (and the timer).
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements of the first `duration`.
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        ForDuration(.take, source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

/// The source and the timer feed one observer here, so delivery is serialised with a recursive
/// lock held while forwarding, as `take(until:)` does: the completion the timer sends can then
/// never overlap an element.
final class TakeForDurationSink<Observer: ObserverType>: Sink<Observer>, DurationSink, @unchecked Sendable {
    private let lock = RecursiveLock()

    func on(_ event: Event<Observer.Element>) {
        lock.withLock {
            switch event {
            case .next: forwardOn(event)
            case .error, .completed: forwardStop(event)
            }
        }
    }

    func durationElapsed() {
        lock.withLock { forwardCompleted() }
    }
}
