import Reactive

extension ObservableType where Element == Any {
    /// A feedback loop: it watches the system's states and produces the events that change them.
    public typealias Feedback<State, Event> = (ObservableSchedulerContext<State>) -> Observable<Event>

    /// Another name for `Feedback`, as in RxFeedback.
    public typealias FeedbackLoop<State, Event> = Feedback<State, Event>

    /// A system whose state changes only through `reduce`, driven by the events its feedback loops
    /// produce from the states they observe.
    ///
    /// ```
    ///        ┌──────────── reduce(state, event) ◀── events ──┐
    ///        ▼                                                │
    ///     state ──▶ feedback 1, feedback 2, … ────────────────┘
    /// ```
    ///
    /// Each subscription runs its own system. The first element is `initialState`; every later one
    /// is the result of one `reduce`. Timing, on a `TestScheduler` subscribed at 200 (the same
    /// ticks as RxFeedback):
    ///
    /// - the initial state is delivered at 201, and the feedbacks are subscribed at 201 and see it
    ///   then;
    /// - an event a feedback sends at tick t is reduced at t, the feedbacks see the new state at t,
    ///   and the subscriber receives it one hop through `scheduler` later;
    /// - `react` and `bind` hop their events through the scheduler first, so an effect that emits at
    ///   t is reduced at t + 1.
    ///
    /// Guarantees:
    ///
    /// - `reduce` is never entered again while it runs, nor from two threads at once. An event a
    ///   feedback sends synchronously while a state is being published waits until that state has
    ///   reached every feedback and the subscriber.
    /// - `reduce` runs, and states are delivered to the feedbacks and to the subscriber, on
    ///   `scheduler`: an event that arrives on another thread is moved there first. (RxFeedback
    ///   reduces on whichever thread the event arrived on.)
    /// - Disposing the subscription stops the system at once; the feedbacks' subscriptions are
    ///   disposed on `scheduler`.
    /// - The system fails when a feedback fails, and completes when every feedback has completed.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The only way the state changes: the next state from the current one and an event.
    ///     It should be a pure function.
    ///   - scheduler: Where `reduce` runs and states are delivered; `MainScheduler.instance` for UI.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: any ImmediateSchedulerType,
        feedback: [Feedback<State, Event>]
    ) -> Observable<State> {
        Observable<State>.deferred {
            let system = RunningSystem(initialState: initialState, reduce: reduce, scheduler: scheduler)
            let context = ObservableSchedulerContext(
                source: system.states.asObservable(),
                scheduler: system.feedbackScheduler
            )
            let feedbackEvents = feedback.map { $0(context) }
            return Observable<State>.create { observer in system.run(feedbackEvents, output: observer) }
                .startWith(initialState)
                .observe(on: scheduler)
        }
    }

    /// A system whose state changes only through `reduce`, driven by the events its feedback loops
    /// produce; see `system(initialState:reduce:scheduler:feedback:)` with an array of feedbacks.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The next state from the current one and an event.
    ///   - scheduler: Where `reduce` runs and states are delivered.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: any ImmediateSchedulerType,
        feedback: Feedback<State, Event>...
    ) -> Observable<State> {
        system(initialState: initialState, reduce: reduce, scheduler: scheduler, feedback: feedback)
    }
}
