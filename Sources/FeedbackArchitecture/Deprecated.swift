import Reactive

/// RxFeedback 1.x's name for `react(request:effects:)`: performs the effect of the query the state
/// currently makes.
///
/// - Parameters:
///   - query: The query the state makes, or nil for none.
///   - effects: The effect of a query.
/// - Returns: The feedback loop.
@available(*, deprecated, renamed: "react(request:effects:)")
public func react<State, Query: Equatable, Event>(
    query: @escaping (State) -> Query?,
    effects: @escaping (Query) -> Observable<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    react(request: query, effects: effects)
}

/// RxFeedback 1.x's name for `react(requests:effects:)` with a set: performs one effect per query
/// in the set the state currently makes.
///
/// - Parameters:
///   - query: The queries the state makes.
///   - effects: The effect of one query.
/// - Returns: The feedback loop.
@available(*, deprecated, renamed: "react(requests:effects:)")
public func react<State, Query: Hashable, Event>(
    query: @escaping (State) -> Set<Query>,
    effects: @escaping (Query) -> Observable<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    react(requests: query, effects: effects)
}

/// RxFeedback 1.x's namespace for the UI feedback loops, now free functions (`bind`, `Bindings`).
@available(*, deprecated, message: "Use the free functions: bind(_:), bind(_:_:) and Bindings.")
public enum UI {
    /// RxFeedback 1.x's name for `Bindings`.
    public typealias Bindings<Event> = FeedbackArchitecture.Bindings<Event>

    /// RxFeedback 1.x's name for `bind(_:)`: binds the system to a UI.
    ///
    /// - Parameter bindings: Makes the bindings from the states.
    /// - Returns: The feedback loop.
    public static func bind<State, Event>(
        _ bindings: @escaping (ObservableSchedulerContext<State>) -> Bindings<Event>
    ) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
        FeedbackArchitecture.bind(bindings)
    }

    /// RxFeedback 1.x's name for `bind(_:_:)`: binds the system to an object held weakly.
    ///
    /// - Parameters:
    ///   - owner: The object the bindings belong to; held weakly.
    ///   - bindings: Makes the bindings from the owner and the states.
    /// - Returns: The feedback loop.
    public static func bind<State, Event, Owner: AnyObject>(
        _ owner: Owner,
        _ bindings: @escaping (Owner, ObservableSchedulerContext<State>) -> Bindings<Event>
    ) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
        FeedbackArchitecture.bind(owner, bindings)
    }
}
