import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `bind` and `bind(owner)` inside a system, in virtual time: RxFeedback's bind tests with their
/// ticks, and the lifetime of the bindings.
@Suite(.leakChecked) struct BindTests {
    /// Bindings whose events answer the states "initial" (late), "initial_a" and "initial_a_b".
    private static func answeringBindings(
        _ state: ObservableSchedulerContext<String>,
        _ scheduler: TestScheduler
    ) -> Bindings<String> {
        let events = state.flatMap { state -> Observable<String> in
            switch state {
            case "initial": Observable.just("_a").delay(.seconds(10), scheduler: scheduler)
            case "initial_a": Observable.just("_b")
            case "initial_a_b": Observable.just("_c")
            default: Observable.never()
            }
        }
        return Bindings(subscriptions: [], events: [events])
    }

    @Test func boundEventsHopThroughTheSchedulerBeforeTheyAreReduced() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.system(
                initialState: "initial",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: bind { state in Self.answeringBindings(state, scheduler) }
            )
        }
        // The events are subscribed at 202 (a hop after the feedback), "_a" leaves the delay at 212
        // and is reduced at 213; each answer takes one more hop.
        let expected: [Recorded<Event<String>>] = [
            .next(201, "initial"), .next(214, "initial_a"), .next(215, "initial_a_b"), .next(216, "initial_a_b_c"),
        ]
        #expect(res.events == expected)
    }

    @Test func boundEventsWithAnOwnerHopTheSameWay() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner()
        let res = scheduler.start {
            Observable.system(
                initialState: "initial",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: bind(owner) { _, state in Self.answeringBindings(state, scheduler) }
            )
        }
        let expected: [Recorded<Event<String>>] = [
            .next(201, "initial"), .next(214, "initial_a"), .next(215, "initial_a_b"), .next(216, "initial_a_b_c"),
        ]
        #expect(res.events == expected)
        withExtendedLifetime(owner) {}
    }

    @Test func bindingsWithoutEventsStayUntilTheSystemIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        var shown: [Int] = []
        var shownSubscriptionDisposed = false
        let ui: Observable<Any>.Feedback<Int, Int> = bind { state in
            let subscription = state.do(onDispose: { shownSubscriptionDisposed = true })
                .subscribe(onNext: { shown.append($0) })
            return Bindings(subscriptions: [subscription], events: [Observable<Int>]())
        }
        let player: Observable<Any>.Feedback<Int, Int> = react(
            request: { $0 },
            effects: { _ in timer.map { _ in 1 } }
        )
        let observer = scheduler.createObserver(Int.self)
        let system = Observable.system(
            initialState: 0,
            reduce: { (state: Int, event: Int) in state + event },
            scheduler: scheduler,
            feedback: ui,
            player
        )
        let subscription = system.subscribe(observer)
        scheduler.scheduleAt(200) { scheduler.stop() }
        scheduler.start()
        // RxFeedback's testBindingsAreNotDisposedWhenNoMutationsAreSpecifiedOnObservableSystem.
        #expect(observer.events == [.next(1, 0), .next(53, 1), .next(104, 2), .next(155, 3)])
        #expect(shown == [0, 1, 2, 3])
        #expect(!shownSubscriptionDisposed)

        subscription.dispose()
        scheduler.start()
        #expect(shownSubscriptionDisposed)
    }

    @Test func bindingsAreDisposedWithTheSystem() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<String>(scheduler)
        let taps = scheduler.createHotObservable([.next(250, "+"), .next(350, "+")])
        _ = scheduler.start(disposed: 300) {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: bind { state in
                    log.record("made")
                    let shown = state.subscribe(onNext: { log.record("show \($0)") })
                    return Bindings(
                        subscriptions: [shown, Disposables.create { log.record("disposed") }],
                        events: [taps.asObservable()]
                    )
                }
            )
        }
        #expect(
            log.entries == [
                Recorded(time: 201, value: "made"), Recorded(time: 201, value: "show "),
                Recorded(time: 251, value: "show +"), Recorded(time: 301, value: "disposed"),
            ]
        )
        // The events were subscribed through the scheduler, so they are disposed through it: one
        // more hop after the bindings.
        #expect(taps.subscriptions == [Subscription(202, 302)])
    }
}

/// An object bindings belong to.
final class Owner {
    let taps = PublishSubject<String>()
}
