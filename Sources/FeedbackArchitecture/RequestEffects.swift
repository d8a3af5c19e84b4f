import Reactive

/// An event of an effect: the runtime's `Event`, named out here because inside `RequestEffects` the
/// generic parameter `Event` hides it, and `Reactive.Event` cannot reach it either (`Reactive` is
/// also the name of a struct in that module). `Reactive::Event` would, but only from Swift 6.3.
@usableFromInline
typealias EffectEvent<Element> = Event<Element>

/// The effects a `react` feedback is running: one per request identifier, each started for the
/// first request with that identifier and cancelled when the identifier disappears.
///
/// Every change runs through one serial drain that owns the running effects (the runtime's
/// `StatefulSerialDrain`, RxFeedback's `AsyncSynchronized`): starting and cancelling effects,
/// handing an identifier's newer request to its effect, and passing an effect's events on. An event is
/// passed on only if the effect that sent it is still the current one for its identifier, so an
/// event an effect emits after being cancelled (even one that ignores disposal) never reaches the
/// system.
///
/// Inlinable, and its changes are values (`Action`) rather than closures, so that a feedback's
/// per-state and per-event work is specialised where the feedback is built and allocates nothing
/// of its own.
@usableFromInline
final class RequestEffects<RequestID: Hashable, Request: Equatable, Event> {
    /// How an effect is made: from its first request alone, or also from the later versions of its
    /// request, which then need a subject per effect.
    @usableFromInline
    enum Effects {
        case initial((Request) -> Observable<Event>)
        case tracking((Request, Observable<Request>) -> Observable<Event>)
    }

    /// One started effect: its subscription and, when its effect follows them, its requests.
    @usableFromInline
    final class Lifetime {
        @usableFromInline
        let subscription = SingleAssignmentDisposable()
        @usableFromInline
        let requests: BehaviorSubject<Request>?
        @usableFromInline
        var request: Request

        @usableFromInline
        init(request: Request, tracking: Bool) {
            self.request = request
            self.requests = tracking ? BehaviorSubject(value: request) : nil
        }
    }

    /// The effects running, changed only by the actions `actions` runs, one at a time.
    @frozen
    @usableFromInline
    struct Running {
        @usableFromInline
        var lifetimes: [RequestID: Lifetime] = [:]
        @usableFromInline
        var isDisposed = false

        @inlinable
        init() {}
    }

    /// A change, run through `actions`.
    @usableFromInline
    enum Action {
        /// The requests the latest state makes, by identifier.
        case update([RequestID: Request])
        /// The one request the latest state makes, or none (`react(request:)`).
        case updateOne(RequestID, Request)
        case updateNone
        case forward(EffectEvent<Event>, Lifetime, RequestID)
        case dispose
    }

    @usableFromInline
    let effects: Effects
    @usableFromInline
    let scheduler: any ImmediateSchedulerType
    @usableFromInline
    let observer: AnyObserver<Event>
    @usableFromInline
    let actions = StatefulSerialDrain<Running, Action>(Running())

    @usableFromInline
    init(effects: Effects, scheduler: any ImmediateSchedulerType, observer: AnyObserver<Event>) {
        self.effects = effects
        self.scheduler = scheduler
        self.observer = observer
    }

    /// Starts an effect for each new identifier, tells running effects about changed requests,
    /// then cancels the effects whose identifiers are gone.
    @inlinable
    func update(_ requests: [RequestID: Request]) {
        submit(.update(requests))
    }

    /// `update` with at most one request: no dictionary per state.
    @inlinable
    func update(one request: (id: RequestID, request: Request)?) {
        submit(request.map { .updateOne($0.id, $0.request) } ?? .updateNone)
    }

    /// Cancels every effect; nothing is passed on afterwards.
    @inlinable
    func dispose() {
        submit(.dispose)
    }

    /// Runs `action` now, or after the action at hand if one is running (even on this thread).
    @inlinable
    func submit(_ action: Action) {
        actions.offer(action) { running, action in
            switch action {
            case .update(let requests):
                apply(&running, count: requests.count, contains: { requests[$0] != nil }) { body in
                    for (id, request) in requests { body(id, request) }
                }
            case .updateOne(let id, let request):
                apply(&running, count: 1, contains: { $0 == id }) { body in body(id, request) }
            case .updateNone:
                apply(&running, count: 0, contains: { _ in false }) { _ in }
            case .forward(let event, let lifetime, let id):
                forward(event, from: lifetime, id: id, running)
            case .dispose:
                running.isDisposed = true
                let ended = running.lifetimes
                running.lifetimes = [:]
                for lifetime in ended.values {
                    lifetime.subscription.dispose()
                }
            }
        }
    }

    /// Runs inside an action: applies the `count` requests `forEach` lists (`contains` tells
    /// whether an identifier is among them).
    @inlinable
    func apply(
        _ running: inout Running,
        count: Int,
        contains: (RequestID) -> Bool,
        forEach: ((RequestID, Request) -> Void) -> Void
    ) {
        guard !running.isDisposed else { return }
        forEach { id, request in
            guard let lifetime = running.lifetimes[id] else {
                start(id, request, in: &running)
                return
            }
            if lifetime.request != request {
                lifetime.request = request
                lifetime.requests?.onNext(request)
            }
        }
        // Every requested identifier now has an effect, so the others are exactly the extra ones.
        guard running.lifetimes.count > count else { return }
        var ended: [(id: RequestID, lifetime: Lifetime)] = []
        for (id, lifetime) in running.lifetimes where !contains(id) {
            ended.append((id, lifetime))
        }
        for (id, _) in ended {
            running.lifetimes[id] = nil
        }
        for (_, lifetime) in ended {
            lifetime.subscription.dispose()
        }
    }

    /// Runs inside an action: starts the effect for a new identifier. Its events hop through the
    /// scheduler, so the effect can still be cancelled after it emitted and before the event is
    /// passed on.
    @inlinable
    func start(_ id: RequestID, _ request: Request, in running: inout Running) {
        let lifetime: Lifetime
        let effect: Observable<Event>
        switch effects {
        case .initial(let make):
            lifetime = Lifetime(request: request, tracking: false)
            running.lifetimes[id] = lifetime
            effect = make(request)
        case .tracking(let make):
            lifetime = Lifetime(request: request, tracking: true)
            running.lifetimes[id] = lifetime
            effect = make(request, lifetime.requests!.asObservable())
        }
        let subscription = effect.observe(on: scheduler)
            .subscribe { [self] event in
                submit(.forward(event, lifetime, id))
            }
        lifetime.subscription.setDisposable(subscription)
    }

    /// Runs inside an action: passes an effect's element or error on, if that effect is current.
    /// An effect that completes stays current: the same request does not start it again.
    @inlinable
    func forward(_ event: EffectEvent<Event>, from lifetime: Lifetime, id: RequestID, _ running: Running) {
        guard !running.isDisposed, running.lifetimes[id] === lifetime else { return }
        switch event {
        case .next(let element): observer.onNext(element)
        case .error(let error): observer.onError(error)
        case .completed: break
        }
    }
}
