import Reactive

/// The effects a `react` feedback is running: one per request identifier, each started for the
/// first request with that identifier and cancelled when the identifier disappears.
///
/// Every change runs through one serial drain (the runtime's `SerialDrain`, RxFeedback's
/// `AsyncSynchronized`): starting and cancelling effects, handing
/// an identifier's newer request to its effect, and passing an effect's events on. An event is
/// passed on only if the effect that sent it is still the current one for its identifier, so an
/// event an effect emits after being cancelled (even one that ignores disposal) never reaches the
/// system.
final class RequestEffects<RequestID: Hashable, Request: Equatable, Event>: @unchecked Sendable {
    // @unchecked: `lifetimes` and `isDisposed` are only touched by actions run through `actions`,
    // one at a time.

    /// One started effect: its subscription and the requests it is told about.
    private final class Lifetime {
        let subscription = SingleAssignmentDisposable()
        let requests: BehaviorSubject<Request>
        var request: Request

        init(request: Request) {
            self.request = request
            self.requests = BehaviorSubject(value: request)
        }
    }

    private let effects: (Request, Observable<Request>) -> Observable<Event>
    private let scheduler: any ImmediateSchedulerType
    private let observer: AnyObserver<Event>
    private let actions = SerialDrain<() -> Void>()
    private var lifetimes: [RequestID: Lifetime] = [:]
    private var isDisposed = false

    init(
        effects: @escaping (Request, Observable<Request>) -> Observable<Event>,
        scheduler: any ImmediateSchedulerType,
        observer: AnyObserver<Event>
    ) {
        self.effects = effects
        self.scheduler = scheduler
        self.observer = observer
    }

    /// Starts an effect for each new identifier, tells running effects about changed requests,
    /// then cancels the effects whose identifiers are gone.
    func update(_ requests: [RequestID: Request]) {
        submit { [self] in
            guard !isDisposed else { return }
            var ended = lifetimes
            for (id, request) in requests {
                guard let lifetime = lifetimes[id] else {
                    start(id, request)
                    continue
                }
                ended[id] = nil
                if lifetime.request != request {
                    lifetime.request = request
                    lifetime.requests.onNext(request)
                }
            }
            for id in ended.keys {
                lifetimes[id] = nil
            }
            for lifetime in ended.values {
                lifetime.subscription.dispose()
            }
        }
    }

    /// Cancels every effect; nothing is passed on afterwards.
    func dispose() {
        submit { [self] in
            isDisposed = true
            let ended = lifetimes
            lifetimes = [:]
            for lifetime in ended.values {
                lifetime.subscription.dispose()
            }
        }
    }

    /// Runs `action` now, or after the action at hand if one is running (even on this thread).
    private func submit(_ action: @escaping () -> Void) {
        actions.offer(action) { $0() }
    }

    /// Runs inside an action: starts the effect for a new identifier. Its events hop through the
    /// scheduler, so the effect can still be cancelled after it emitted and before the event is
    /// passed on.
    private func start(_ id: RequestID, _ request: Request) {
        let lifetime = Lifetime(request: request)
        lifetimes[id] = lifetime
        let subscription = effects(request, lifetime.requests.asObservable())
            .observe(on: scheduler)
            .subscribe { [self] event in
                submit { [self] in forward(event, from: lifetime, id: id) }
            }
        lifetime.subscription.setDisposable(subscription)
    }

    /// Runs inside an action: passes an effect's element or error on, if that effect is current.
    /// An effect that completes stays current: the same request does not start it again.
    private func forward(_ event: Reactive::Event<Event>, from lifetime: Lifetime, id: RequestID) {
        guard !isDisposed, lifetimes[id] === lifetime else { return }
        switch event {
        case .next(let element): observer.onNext(element)
        case .error(let error): observer.onError(error)
        case .completed: break
        }
    }
}
