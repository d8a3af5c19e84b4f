import Reactive

extension SharedSequenceConvertibleType where Element == Any, SharingStrategy == DriverSharingStrategy {
    /// RxFeedback 1.x's feedback loop for a `Driver` system, which answered with a `Driver`.
    @available(*, deprecated, message: "Use Feedback: (Driver<State>) -> Signal<Event>.")
    public typealias FeedbackLoop<State, Event> = (Driver<State>) -> Driver<Event>

    /// RxFeedback 1.x's `Driver` system, whose feedback loops answer with a `Driver`; each one's
    /// events are passed on as a `Signal`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The next state from the current one and an event.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
    @available(*, deprecated, message: "Use feedback loops of the form (Driver<State>) -> Signal<Event>.")
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: [FeedbackLoop<State, Event>]
    ) -> Driver<State> {
        let signalFeedbacks: [Feedback<State, Event>] = feedback.map { feedback in
            { state in feedback(state).asSignal() }
        }
        return system(initialState: initialState, reduce: reduce, feedback: signalFeedbacks)
    }

    /// RxFeedback 1.x's `Driver` system, whose feedback loops answer with a `Driver`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - reduce: The next state from the current one and an event.
    ///   - feedback: The feedback loops, subscribed in this order.
    /// - Returns: The states of the system, starting with `initialState`.
    @available(*, deprecated, message: "Use feedback loops of the form (Driver<State>) -> Signal<Event>.")
    public static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: FeedbackLoop<State, Event>...
    ) -> Driver<State> {
        system(initialState: initialState, reduce: reduce, feedback: feedback)
    }
}

/// RxFeedback 1.x's name for the `Driver` form of `react(request:effects:)`.
///
/// - Parameters:
///   - query: The query the state makes, or nil for none.
///   - effects: The effect of a query.
/// - Returns: The feedback loop.
@available(*, deprecated, renamed: "react(request:effects:)")
public func react<State, Query: Equatable, Event>(
    query: @escaping (State) -> Query?,
    effects: @escaping (Query) -> Signal<Event>
) -> (Driver<State>) -> Signal<Event> {
    react(request: query, effects: effects)
}

/// RxFeedback 1.x's `Driver` feedback loop whose effects, and answer, are drivers: performs the
/// effect of the query the state currently makes.
///
/// - Parameters:
///   - query: The query the state makes, or nil for none.
///   - effects: The effect of a query.
/// - Returns: The feedback loop.
@available(*, deprecated, message: "Use react(request:effects:) with effects that return a Signal.")
public func react<State, Query: Equatable, Event>(
    query: @escaping (State) -> Query?,
    effects: @escaping (Query) -> Driver<Event>
) -> (Driver<State>) -> Driver<Event> {
    { state in
        react(request: query, effects: { effects($0).asSignal() })(state).asDriver(onErrorDriveWith: .empty())
    }
}

extension Bindings {
    /// RxFeedback 1.x's bindings whose events come from drivers.
    ///
    /// - Parameters:
    ///   - subscriptions: The subscriptions that show the state; disposed with the bindings.
    ///   - events: The events to send to the system.
    @available(
        *, deprecated, message: "Send the events as signals: Bindings(subscriptions:events:) with [Signal<Event>]."
    )
    public convenience init(subscriptions: [any Disposable], events: [Driver<Event>]) {
        self.init(subscriptions: subscriptions, events: events.map { $0.asObservable() })
    }
}

@available(*, deprecated, message: "Use the free functions: bind(_:), bind(_:_:) and Bindings.")
extension UI {
    /// RxFeedback 1.x's `Driver` UI binding, answering with a `Driver`.
    ///
    /// - Parameter bindings: Makes the bindings from the states.
    /// - Returns: The feedback loop.
    public static func bind<State, Event>(
        _ bindings: @escaping (Driver<State>) -> Bindings<Event>
    ) -> (Driver<State>) -> Driver<Event> {
        let feedback: (Driver<State>) -> Signal<Event> = FeedbackArchitecture.bind(bindings)
        return { state in feedback(state).asDriver(onErrorDriveWith: .empty()) }
    }

    /// RxFeedback 1.x's `Driver` UI binding to an object held weakly, answering with a `Driver`.
    ///
    /// - Parameters:
    ///   - owner: The object the bindings belong to; held weakly.
    ///   - bindings: Makes the bindings from the owner and the states.
    /// - Returns: The feedback loop.
    public static func bind<State, Event, Owner: AnyObject>(
        _ owner: Owner,
        _ bindings: @escaping (Owner, Driver<State>) -> Bindings<Event>
    ) -> (Driver<State>) -> Driver<Event> {
        // Built once, so that only the weak reference inside it is kept.
        let feedback: (Driver<State>) -> Signal<Event> = FeedbackArchitecture.bind(owner, bindings)
        return { state in feedback(state).asDriver(onErrorDriveWith: .empty()) }
    }
}
