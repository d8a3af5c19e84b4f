import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `Observable.system` in virtual time: RxFeedback's `RxFeedbackObservableTests`, with the ticks
/// RxFeedback produces on a `TestScheduler`.
@Suite(.leakChecked) struct SystemTests {
    @Test func theInitialStateComesFirstAndASystemWithoutFeedbacksCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.system(
                initialState: "initial",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: [StringFeedback]()
            )
        }
        #expect(res.events == [.next(201, "initial"), .completed(202)])
    }

    @Test func aFeedbackAnsweringSynchronouslyIsReducedInTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let feedback: StringFeedback = { context in
            context.flatMapLatest { state -> Observable<String> in
                switch state {
                case "initial": Observable.just("_a").delay(.seconds(10), scheduler: scheduler)
                case "initial_a": Observable.just("_b")
                case "initial_a_b": Observable.just("_c")
                default: Observable.never()
                }
            }
        }
        let res = scheduler.start {
            Observable.system(initialState: "initial", reduce: appendEvent, scheduler: scheduler, feedback: feedback)
        }
        // "_a" arrives at 211 and is reduced there; "_b" and "_c" answer synchronously and are
        // reduced in the same tick, one after the other; each state reaches the subscriber one hop
        // through the scheduler later, one per tick.
        #expect(
            res.events == [
                .next(201, "initial"), .next(212, "initial_a"), .next(213, "initial_a_b"), .next(214, "initial_a_b_c"),
            ]
        )
    }

    @Test func synchronousFeedbacksAreReducedInTheOrderTheyAnswered() {
        let scheduler = TestScheduler(initialClock: 0)
        let feedback = answering(["initial": "_a", "initial_a": "_b", "initial_a_b": "_c"])
        let res = scheduler.start {
            Observable.system(
                initialState: "initial",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                feedback,
                feedback
            )
        }
        // All three answer "initial" with "_a" before any of them is reduced, so "initial_a_b" is
        // never reached (as in RxFeedback's testImmediateFeedbackLoopParallel).
        #expect(
            res.events == [
                .next(201, "initial"),
                .next(202, "initial_a"),
                .next(203, "initial_a_a"),
                .next(204, "initial_a_a_a"),
                .next(205, "initial_a_a_a_b"),
                .next(206, "initial_a_a_a_b_b"),
                .next(207, "initial_a_a_a_b_b_b"),
            ]
        )
    }

    @Test func eventsFromOutsideAreReducedWhenTheyArriveAndReachTheSubscriberAHopLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "+"), .next(220, "-")])
        var seenByFeedback: [Recorded<String>] = []
        let watcher: StringFeedback = { context in
            context.do(onNext: { seenByFeedback.append(Recorded(time: scheduler.clock, value: $0)) })
                .flatMap { _ in Observable<String>.empty() }
        }
        let res = scheduler.start {
            Observable.system(
                initialState: "0",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: { _ in input.asObservable() },
                watcher
            )
        }
        #expect(
            seenByFeedback == [
                Recorded(time: 201, value: "0"), Recorded(time: 210, value: "0+"), Recorded(time: 220, value: "0+-"),
            ])
        #expect(res.events == [.next(201, "0"), .next(211, "0+"), .next(221, "0+-")])
    }

    @Test func theSystemFailsWhenAFeedbackFailsAndCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, "a"), .error(220, FeedbackTestError())])
        let failed = scheduler.start {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: { _ in failing.asObservable() },
                { _ in Observable.never() }
            )
        }
        #expect(failed.events == [.next(201, ""), .next(211, "a"), .error(221, FeedbackTestError())])
        #expect(failing.subscriptions == [Subscription(201, 220)])

        let other = TestScheduler(initialClock: 0)
        let finishing = other.createHotObservable([.next(310, "b"), .completed(320)])
        let completed = other.start(created: 250, subscribed: 300, disposed: 1000) {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: other,
                feedback: { _ in finishing.asObservable() },
                { _ in Observable.just("c") }
            )
        }
        #expect(completed.events == [.next(301, ""), .next(302, "c"), .next(311, "cb"), .completed(321)])
    }

    @Test func disposingStopsReducingAtOnceAndDisposesTheFeedbacksOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "a"), .next(400, "late")])
        var reduced: [String] = []
        let res = scheduler.start(disposed: 300) {
            Observable.system(
                initialState: "",
                reduce: { state, event in
                    reduced.append(event)
                    return state + event
                },
                scheduler: scheduler,
                feedback: { _ in input.asObservable() }
            )
        }
        #expect(res.events == [.next(201, ""), .next(211, "a")])
        #expect(reduced == ["a"])
        // Like RxFeedback's subscribe(on:), the feedbacks are torn down by a hop through the scheduler.
        #expect(input.subscriptions == [Subscription(201, 301)])
    }

    @Test func eachSubscriptionRunsItsOwnSystem() {
        let scheduler = TestScheduler(initialClock: 0)
        var feedbackCalls = 0
        let system = Observable.system(
            initialState: 0,
            reduce: { (state: Int, event: Int) in state + event },
            scheduler: scheduler,
            feedback: { _ in
                feedbackCalls += 1
                return Observable.just(1)
            }
        )
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = system.subscribe(first) }
        scheduler.scheduleAt(150) { _ = system.subscribe(second) }
        scheduler.start()
        #expect(feedbackCalls == 2)
        #expect(first.events == [.next(101, 0), .next(102, 1), .completed(103)])
        #expect(second.events == [.next(151, 0), .next(152, 1), .completed(153)])
    }
}
