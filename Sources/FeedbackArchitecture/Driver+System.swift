import Reactive

extension SharedSequenceConvertibleType where Element == Any, SharingStrategy == DriverSharingStrategy {
    /// A feedback loop over drivers: reads the states, produces events as a signal.
    public typealias Feedback<State, Event> = (Driver<State>) -> Signal<Event>

    /// A system on the main scheduler, with driver feedbacks; see
    /// `Observable.system(initialState:reduce:scheduler:feedback:)`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: Computes the state after an event; a pure function.
    ///   - feedback: The feedback loops.
    /// - Returns: The states, as a driver.
    @inlinable
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: [Feedback<State, Event>]
    ) -> Driver<State> {
        let observableFeedbacks: [Observable<Any>.Feedback<State, Event>] = feedback.map { feedback in
            { context in feedback(context.source.asDriver(onErrorDriveWith: .empty())).asObservable() }
        }
        return Observable<Any>.system(
            initialState: initialState,
            reduce: reduce,
            scheduler: SharingStrategy.scheduler,
            feedback: observableFeedbacks
        )
        .asDriver(onErrorDriveWith: .empty())
    }

    /// A system with its driver feedbacks listed one by one.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: Computes the state after an event; a pure function.
    ///   - feedback: The feedback loops.
    /// - Returns: The states, as a driver.
    @inlinable
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: Feedback<State, Event>...
    ) -> Driver<State> {
        system(initialState: initialState, reduce: reduce, feedback: feedback)
    }
}

/// The context a driver feedback's `react` runs its effects in: the driver's states, and the
/// signal scheduler's asynchronous form to hop their events through.
@inlinable
func signalContext<State>(_ state: Driver<State>) -> ObservableSchedulerContext<State> {
    ObservableSchedulerContext(source: state.asObservable(), scheduler: SignalSharingStrategy.scheduler.async)
}
