import Reactive

/// A `Driver` feedback loop that performs the effect of the request the state currently makes;
/// see the Observable `react(request:effects:)`.
///
/// - Parameters:
///   - request: The request the state makes, or nil for none.
///   - effects: The effect of a request.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Equatable, Event>(
    request: @escaping (State) -> Request?,
    effects: @escaping (Request) -> Signal<Event>
) -> (Driver<State>) -> Signal<Event> {
    { state in
        react(request: request, effects: { effects($0).asObservable() })(signalContext(state))
            .asSignal(onErrorSignalWith: .empty())
    }
}

/// A `Driver` feedback loop that performs one effect for each request in the set the state
/// currently makes; see the Observable `react(requests:effects:)`.
///
/// - Parameters:
///   - requests: The requests the state makes.
///   - effects: The effect of one request.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Hashable, Event>(
    requests: @escaping (State) -> Set<Request>,
    effects: @escaping (Request) -> Signal<Event>
) -> (Driver<State>) -> Signal<Event> {
    { state in
        react(requests: requests, effects: { effects($0).asObservable() })(signalContext(state))
            .asSignal(onErrorSignalWith: .empty())
    }
}

/// A `Driver` feedback loop that performs one effect per request identifier, telling each effect
/// about later versions of its request; see the Observable `react(requests:effects:)`.
///
/// - Parameters:
///   - requests: The requests the state makes, by identifier.
///   - effects: The effect for one identifier, from its first request and its later ones.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Equatable, RequestID: Hashable, Event>(
    requests: @escaping (State) -> [RequestID: Request],
    effects: @escaping (_ initial: Request, _ state: Driver<Request>) -> Signal<Event>
) -> (Driver<State>) -> Signal<Event> {
    { state in
        let observableEffects: (Request, Observable<Request>) -> Observable<Event> = { initial, requests in
            effects(initial, requests.asDriver(onErrorDriveWith: .empty())).asObservable()
        }
        return react(requests: requests, effects: observableEffects)(signalContext(state))
            .asSignal(onErrorSignalWith: .empty())
    }
}

/// A `Driver` feedback loop that binds the system to a UI; see the Observable `bind(_:)`.
///
/// - Parameter bindings: Makes the bindings from the states.
/// - Returns: The feedback loop.
@inlinable
public func bind<State, Event>(
    _ bindings: @escaping (Driver<State>) -> Bindings<Event>
) -> (Driver<State>) -> Signal<Event> {
    { state in
        Observable.using(
            { bindings(state) },
            observableFactory: { made in Observable.merge(made.events).concat(Observable.never()) }
        )
        .throughScheduler(SignalSharingStrategy.scheduler)
        .asSignal(onErrorSignalWith: .empty())
    }
}

/// A `Driver` feedback loop that binds the system to an object without keeping it alive; see the
/// Observable `bind(_:_:)`: once the owner is gone, its bindings are disposed at the next state or
/// event.
///
/// - Parameters:
///   - owner: The object the bindings belong to; held weakly.
///   - bindings: Makes the bindings from the owner and the states.
/// - Returns: The feedback loop.
@inlinable
public func bind<State, Event, Owner: AnyObject>(
    _ owner: Owner,
    _ bindings: @escaping (Owner, Driver<State>) -> Bindings<Event>
) -> (Driver<State>) -> Signal<Event> {
    { [weak owner] state in
        Observable.using(
            { () -> Bindings<Event> in
                guard let owner else { return Bindings(subscriptions: [], events: [Observable<Event>]()) }
                return bindings(owner, state)
            },
            observableFactory: { made in
                Observable.merge(made.events)
                    .concat(Observable.never())
                    .take(while: { _ in owner != nil })
                    .take(until: state.asObservable().filter { _ in owner == nil })
            }
        )
        .concat(Observable.never())
        .throughScheduler(SignalSharingStrategy.scheduler)
        .asSignal(onErrorSignalWith: .empty())
    }
}

extension Bindings {
    /// Bindings whose events come from signals.
    ///
    /// - Parameters:
    ///   - subscriptions: The subscriptions that show the state; disposed with the bindings.
    ///   - events: The events to send to the system.
    public convenience init(subscriptions: [any Disposable], events: [Signal<Event>]) {
        self.init(subscriptions: subscriptions, events: events.map { $0.asObservable() })
    }
}
