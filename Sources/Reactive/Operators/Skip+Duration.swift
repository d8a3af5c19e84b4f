extension ObservableType {
    /// Drops the source's elements for `duration` from the subscription, then passes everything
    /// on.
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// skip(5 ticks):       -----3-4-|
    /// ```
    ///
    /// The source's stop event is passed on whenever it comes, within `duration` or after it.
    /// The timer starts before the source is subscribed.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements after the first `duration`.
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        ForDuration(.skip, source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

/// The timer only opens a gate and never calls the observer, so no lock is needed: the gate is an
/// atomic flag, which the timer may set on another thread than the source's.
final class SkipForDurationSink<Observer: ObserverType>: Sink<Observer>, DurationSink, @unchecked Sendable {
    // @unchecked: `isOpen` is atomic; see `Sink` for the rest.
    @exclusivity(unchecked) private final var isOpen = InlineAtomic<Bool>(false)

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if InlineAtomic.load(&isOpen, ordering: .acquiring) {
                forwardOn(event)
            }
        case .error, .completed:
            forwardStop(event)
        }
    }

    func durationElapsed() {
        InlineAtomic.store(&isOpen, true, ordering: .releasing)
    }
}
