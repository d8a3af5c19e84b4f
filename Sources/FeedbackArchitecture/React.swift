import Reactive

/// A feedback loop that performs the effect of the request the state currently makes.
///
/// `request` reads the request out of each state. When it returns a request different from the
/// previous one, the effect of the previous request is cancelled and `effects` is called with the
/// new one; its events are sent to the system. When it returns `nil`, the running effect is
/// cancelled and none is started. An equal request leaves the running effect alone — even one that
/// has finished, so an equal request can never run its effect a second time: to retry, make the
/// request differ, for example with `RetryableRequest`.
///
/// The effect's events hop through the context's scheduler before they reach the system, and
/// events of a cancelled effect are dropped, including ones it emitted before it was cancelled and
/// ones it sends while ignoring disposal.
///
/// - Parameters:
///   - request: The request the state makes, or nil for none.
///   - effects: The effect of a request: the events to send while it is current.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Equatable, Event>(
    request: @escaping (State) -> Request?,
    effects: @escaping (Request) -> Observable<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    // One request at most: no dictionary per state, and no subject per effect.
    { context in
        reactEffects(context, effects: .initial(effects)) { running, state in
            running.update(one: request(state).map { (SameKeyWhenEqual($0), $0) })
        }
    }
}

/// A feedback loop that performs one effect for each request in the set the state currently makes.
///
/// Each request that enters the set starts its effect; a request that stays in the set keeps its
/// effect running; a request that leaves the set has its effect cancelled, and the events that
/// effect has not delivered yet are dropped.
///
/// - Parameters:
///   - requests: The requests the state makes.
///   - effects: The effect of one request.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Hashable, Event>(
    requests: @escaping (State) -> Set<Request>,
    effects: @escaping (Request) -> Observable<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    { context in
        reactEffects(context, effects: .initial(effects)) { running, state in
            running.update(Dictionary(uniqueKeysWithValues: requests(state).map { ($0, $0) }))
        }
    }
}

/// A feedback loop that performs one effect per request identifier, telling each effect about
/// later versions of its request.
///
/// An identifier that appears starts `effects` with its request (`initial`) and a sequence of that
/// identifier's requests (`state`: the current one at once, then each one that differs from the
/// previous). An identifier that stays keeps its effect running whatever its request becomes; an
/// identifier that disappears has its effect cancelled, and the events that effect has not
/// delivered yet are dropped. An effect that fails fails the system; one that completes stays
/// registered until its identifier disappears.
///
/// - Parameters:
///   - requests: The requests the state makes, by identifier.
///   - effects: The effect for one identifier, from its first request and its later ones.
/// - Returns: The feedback loop.
@inlinable
public func react<State, Request: Equatable, RequestID: Hashable, Event>(
    requests: @escaping (State) -> [RequestID: Request],
    effects: @escaping (_ initial: Request, _ state: Observable<Request>) -> Observable<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    { context in
        reactEffects(context, effects: .tracking(effects)) { running, state in
            running.update(requests(state))
        }
    }
}

/// The feedback of every `react`: a `RequestEffects` fed each state by `update`, for as long as
/// the feedback is subscribed.
@inlinable
func reactEffects<State, RequestID: Hashable, Request: Equatable, Event>(
    _ context: ObservableSchedulerContext<State>,
    effects: RequestEffects<RequestID, Request, Event>.Effects,
    update: @escaping (RequestEffects<RequestID, Request, Event>, State) -> Void
) -> Observable<Event> {
    Observable.create { observer in
        let running = RequestEffects(effects: effects, scheduler: context.scheduler, observer: observer)
        let subscription = context.source.subscribe { event in
            switch event {
            case .next(let state): update(running, state)
            case .error(let error): observer.onError(error)
            case .completed: observer.onCompleted()
            }
        }
        return Disposables.create {
            running.dispose()
            subscription.dispose()
        }
    }
}

/// A dictionary key under which equal requests collide and different ones do not: the single
/// request of `react(request:effects:)` keeps its effect while it stays equal and gets a new one
/// when it changes. Every key hashes alike, which costs nothing with one key in the dictionary.
@frozen
@usableFromInline
struct SameKeyWhenEqual<Request: Equatable>: Hashable {
    @usableFromInline
    let request: Request

    @inlinable
    init(_ request: Request) {
        self.request = request
    }

    @inlinable
    func hash(into hasher: inout Hasher) {}

    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.request == rhs.request
    }
}
