import Reactive

extension SharedSequenceConvertibleType where Element == Any, SharingStrategy == DriverSharingStrategy {
    /// A feedback loop for a `Driver` system: it watches the states and produces a `Signal` of events.
    public typealias Feedback<State, Event> = (Driver<State>) -> Signal<Event>

    /// A system of UI state whose state changes only through `reduce`, driven by the events its
    /// feedback loops produce; it runs on the `Driver`'s scheduler (`SharingScheduler.make()`,
    /// read when the system is built).
    ///
    /// It is `Observable.system` on that scheduler, with each feedback seeing the states as a
    /// `Driver` and its `Signal` turned back into events, so all of that system's guarantees hold:
    /// `reduce` is never re-entered, and runs, like every state delivery, on the scheduler.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The next state from the current one and an event.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
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

    /// A system of UI state driven by its feedback loops; see `system(initialState:reduce:feedback:)`
    /// with an array of feedbacks.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The next state from the current one and an event.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: Feedback<State, Event>...
    ) -> Driver<State> {
        system(initialState: initialState, reduce: reduce, feedback: feedback)
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `Signal` that ends silently if the sequence fails.
    func asSignalIgnoringErrors() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}

/// The context a `Driver` feedback's `react` or `bind` runs its Observable form in: the states, and
/// the `Signal` scheduler it hops its events through (`MainScheduler.asyncInstance` in an app).
func signalContext<State>(_ state: Driver<State>) -> ObservableSchedulerContext<State> {
    ObservableSchedulerContext(source: state.asObservable(), scheduler: SignalSharingStrategy.scheduler.enqueueing)
}
