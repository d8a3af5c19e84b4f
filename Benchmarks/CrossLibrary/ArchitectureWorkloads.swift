import RxSwift

// The two architectures' loops, written from plain operators so that both libraries run the same
// code: RxFeedback's and ReactorKit's own types are not available for RxSwift on Linux without
// their packages, and this package's versions of them are not what is being compared.
// CurrentThreadScheduler.instance stands in for the main scheduler both use on Apple platforms:
// it keeps the run synchronous on one thread, which the timing needs.

/// The feedback loop's state: the request in flight, if any, and what the answers added up to.
struct LoopState {
    var pending: Int?
    var total = 0
    var answers = 0
}

enum LoopEvent {
    case requested(Int)
    case answered(Int)
}

extension Workloads {
    static func reduceLoop(_ state: LoopState, _ event: LoopEvent) -> LoopState {
        var next = state
        switch event {
        case .requested(let value):
            next.pending = value
        case .answered(let value):
            next.pending = nil
            next.total &+= value
            next.answers += 1
        }
        return next
    }

    /// RxFeedback's `system`: states replayed to the feedbacks, their events merged, hopped onto the
    /// current-thread trampoline against re-entrancy, reduced, published, started with the initial state.
    static func feedbackSystem(
        initial: LoopState,
        feedbacks: [(Observable<LoopState>) -> Observable<LoopEvent>]
    ) -> Observable<LoopState> {
        let scheduler = CurrentThreadScheduler.instance
        return Observable.deferred {
            let states = ReplaySubject<LoopState>.create(bufferSize: 1)
            let events = Observable.merge(feedbacks.map { $0(states.asObservable()) })
                .observe(on: CurrentThreadScheduler.instance)
            return events.scan(initial, accumulator: reduceLoop)
                .do(onNext: { states.onNext($0) }, onSubscribed: { states.onNext(initial) })
                .subscribe(on: scheduler)
                .startWith(initial)
                .observe(on: scheduler)
        }
    }

    /// RxFeedback's `react(request:effects:)`: a new non-nil request starts its effect, which is
    /// delivered through the scheduler; a nil or repeated request starts nothing.
    static func reactToRequest(_ state: Observable<LoopState>) -> Observable<LoopEvent> {
        state.map(\.pending).distinctUntilChanged()
            .flatMapLatest { request -> Observable<LoopEvent> in
                guard let request else { return .empty() }
                return Observable.just(.answered(request)).observe(on: CurrentThreadScheduler.instance)
            }
    }

    /// One event from outside the loop (a "UI" feedback), which the reducer turns into a request,
    /// which the request feedback answers: two reductions and two states per element.
    static var feedbackLoop: Workload {
        Workload(name: "feedback-loop", unit: "event", elements: 5_000) { count in
            let input = PublishSubject<LoopEvent>()
            let accumulator = Accumulator()
            let system = feedbackSystem(
                initial: LoopState(),
                feedbacks: [{ _ in input.asObservable() }, reactToRequest]
            )
            var last = LoopState()
            let subscription = system.subscribe(onNext: { state in
                last = state
                accumulator.count += 1
            })
            return Trial(
                measure: { for value in 0..<count { input.onNext(.requested(value)) } },
                finish: {
                    subscription.dispose()
                    return check(last.total, Chain.triangle(count), "sum of answers")
                        ?? check(last.answers, count, "answers")
                        ?? check(accumulator.count, 1 + 2 * count, "states")
                }
            )
        }
    }

    /// ReactorKit's state stream: actions observed on the trampoline, each mutated into an
    /// observable of mutations (errors swallowed, as ReactorKit does), reduced into the state,
    /// started with the initial state, kept as `currentState`, replayed to late views.
    static var reactorStateStream: Workload {
        Workload(name: "reactor-state-stream", unit: "action", elements: 20_000) { count in
            let actions = PublishSubject<Int>()
            let mutate: (Int) -> Observable<Int> = { Observable.just($0) }
            let reduce: (Int, Int) -> Int = { state, mutation in state &+ mutation }
            var currentState = 0
            let state = actions.observe(on: CurrentThreadScheduler.instance)
                .flatMap { action in mutate(action).catch { _ in .empty() } }
                .scan(0, accumulator: reduce)
                .catch { _ in .empty() }
                .startWith(0)
                .do(onNext: { currentState = $0 })
                .replay(1)
            let connection = state.connect()
            let accumulator = Accumulator()
            let view = state.subscribe(onNext: { value in
                accumulator.sum = value
                accumulator.count += 1
            })
            return Trial(
                measure: { for action in 0..<count { actions.onNext(action) } },
                finish: {
                    view.dispose()
                    connection.dispose()
                    return check(accumulator.sum, Chain.triangle(count), "state seen by the view")
                        ?? check(currentState, Chain.triangle(count), "currentState")
                        ?? check(accumulator.count, 1 + count, "states seen by the view")
                }
            )
        }
    }
}
