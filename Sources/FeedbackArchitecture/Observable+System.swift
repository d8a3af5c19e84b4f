import Reactive

extension ObservableType where Element == Any {
    /// A feedback loop: reads the system's states and produces events.
    public typealias Feedback<State, Event> = (ObservableSchedulerContext<State>) -> Observable<Event>

    /// The name RxFeedback 1 gave `Feedback`.
    public typealias FeedbackLoop<State, Event> = Feedback<State, Event>

    /// A system: its state starts at `initialState`, and every event a feedback produces is
    /// reduced into it; each feedback reads the states. RxFeedback 4's `system`, on the same
    /// operators:
    ///
    /// ```
    /// merge(feedbacks(states)) ─▶ observe(on: CurrentThreadScheduler) ─▶ scan(initialState, reduce)
    ///     ─▶ do(onNext: states.onNext) ─▶ subscribe(on: scheduler) ─▶ startWith(initialState)
    ///     ─▶ observe(on: scheduler)
    /// ```
    ///
    /// Each new state reaches the feedbacks synchronously, as soon as it is reduced, so a
    /// feedback always reads the state its last event produced. An event a feedback produces while
    /// the state is being handed out waits for the hand-out to finish (the current-thread
    /// scheduler's queue), and `react` feedbacks deliver their effects' events through the context's
    /// scheduler, so `reduce` is never entered twice at once.
    ///
    /// The system starts on subscription and stops when the subscription is disposed; an error
    /// from a feedback ends it.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: Computes the state after an event; a pure function.
    ///   - scheduler: Where the system runs and its states are delivered.
    ///   - feedback: The feedback loops.
    /// - Returns: The states: `initialState`, then each reduced state.
    @inlinable
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: any ImmediateSchedulerType,
        feedback: [Feedback<State, Event>]
    ) -> Observable<State> {
        Observable<State>.deferred {
            let states = ReplaySubject<State>.create(bufferSize: 1)
            let context = ObservableSchedulerContext(source: states.asObservable(), scheduler: scheduler.async)
            let events = Observable.merge(feedback.map { $0(context) })
                .observe(on: CurrentThreadScheduler.instance)
            return events.scan(initialState, accumulator: reduce)
                .do(
                    onNext: { state in
                        states.onNext(state)
                    },
                    onSubscribed: {
                        states.onNext(initialState)
                    }
                )
                .subscribe(on: scheduler)
                .startWith(initialState)
                .observe(on: scheduler)
        }
    }

    /// A system with its feedback loops listed one by one; see `system(initialState:reduce:scheduler:feedback:)`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: Computes the state after an event; a pure function.
    ///   - scheduler: Where the system runs and its states are delivered.
    ///   - feedback: The feedback loops.
    /// - Returns: The states: `initialState`, then each reduced state.
    @inlinable
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        scheduler: any ImmediateSchedulerType,
        feedback: Feedback<State, Event>...
    ) -> Observable<State> {
        system(initialState: initialState, reduce: reduce, scheduler: scheduler, feedback: feedback)
    }
}

extension ImmediateSchedulerType {
    /// The scheduler a feedback hops its events through: the main scheduler's asynchronous
    /// instance for the main scheduler (so an event is never delivered inside the state hand-out
    /// that caused it), the scheduler itself otherwise.
    @inlinable
    var async: any ImmediateSchedulerType {
        self is MainScheduler ? MainScheduler.asyncInstance : self
    }
}
