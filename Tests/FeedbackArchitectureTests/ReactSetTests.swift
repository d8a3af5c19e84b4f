import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `react(requests:effects:)` with a set, inside a system: RxFeedback's `ReactHashableLoopsTests`
/// with its ticks.
@Suite(.leakChecked) struct ReactSetTests {
    private func system(_ scheduler: TestScheduler, initialState: String = "initial", _ feedback: StringFeedback...)
        -> Observable<String>
    {
        Observable.system(initialState: initialState, reduce: appendEvent, scheduler: scheduler, feedback: feedback)
    }

    @Test func anEmptySetMakesNoEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let feedback: StringFeedback = react(
            requests: { _ in Set<String>() },
            effects: { Observable.just($0 + "_a") }
        )
        let res = scheduler.start { system(scheduler, feedback) }
        #expect(res.events == [.next(201, "initial")])
    }

    @Test func aRequestEnteringTheSetMakesItsEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "+")])
        let feedback: StringFeedback = react(
            requests: { $0 == "initial+" ? ["I"] : [] },
            effects: { Observable.just($0 + "_a") }
        )
        let res = scheduler.start { system(scheduler, feedback, { _ in input.asObservable() }) }
        #expect(res.events == [.next(201, "initial"), .next(211, "initial+"), .next(212, "initial+I_a")])
    }

    @Test func aRequestStayingInTheSetMakesNoNewEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        var effectCalls = 0
        let feedback: StringFeedback = react(
            requests: { _ in ["Same"] },
            effects: { _ in
                effectCalls += 1
                return Observable.just("_a")
            }
        )
        let res = scheduler.start { system(scheduler, feedback) }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_a")])
        #expect(effectCalls == 1)
    }

    @Test func immediateEffectsKeepTheOrderTheirFeedbacksWerePassedIn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: StringFeedback = react(
            requests: { $0 == "initial" ? ["_I"] : [] },
            effects: { Observable.just($0 + "_a") }
        )
        let second: StringFeedback = react(
            requests: { $0 == "initial_I_a" ? ["_IA"] : [] },
            effects: { Observable.just($0 + "_b") }
        )
        let res = scheduler.start { system(scheduler, first, second) }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_I_a"), .next(204, "initial_I_a_IA_b")])
    }

    @Test func aRequestLeavingTheSetCancelsItsEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let notImmediate = PublishSubject<String>()
        let slow: StringFeedback = react(
            requests: { $0 == "initial" ? ["_I"] : [] },
            effects: { _ in notImmediate.asObservable() }
        )
        let fast: StringFeedback = react(
            requests: { $0 == "initial" ? ["_I"] : [] },
            effects: { Observable.just($0 + "_b") }
        )
        scheduler.scheduleAt(210) { notImmediate.onNext("_a") }
        let res = scheduler.start { system(scheduler, slow, fast) }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_I_b")])
        #expect(!notImmediate.hasObservers)
    }

    @Test func theFirstEffectToFinishCancelsTheOthersWhenTheSetEmpties() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, ""), .next(215, "initial")])
        let log = TimelineLog<String>(scheduler)
        let feedback: StringFeedback = react(
            requests: { $0 == "initial" ? ["_I", "_I2", "_I3", "_I4"] : [] },
            effects: { request in
                // A timer ends with its element (a delayed `just` would complete a tick later).
                Observable<Int>.timer(.seconds(request == "_I" ? 20 : 30), scheduler: scheduler)
                    .map { _ in request + "_done" }
                    .do(onDispose: { log.record(request) })
            }
        )
        let res = scheduler.start { system(scheduler, initialState: "", feedback, { _ in input.asObservable() }) }
        #expect(res.events == [.next(201, ""), .next(211, ""), .next(216, "initial"), .next(237, "initial_I_done")])
        // "_I" ends with its element at 235; the others are cancelled when its event is reduced.
        #expect(log.entries(at: 235) == ["_I"])
        #expect(Set(log.entries(at: 236)) == ["_I2", "_I3", "_I4"])
    }

    @Test func aRequestThatStaysInTheNewSetKeepsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, ""), .next(215, "initial")])
        let feedback: StringFeedback = react(
            requests: { state in
                switch state {
                case "initial": ["_I", "_I2"]
                case "initial_I_done": ["_I2"]
                default: []
                }
            },
            effects: { request in
                Observable.just(request + "_done").delay(.seconds(request == "_I" ? 20 : 30), scheduler: scheduler)
            }
        )
        let res = scheduler.start { system(scheduler, initialState: "", feedback, { _ in input.asObservable() }) }
        #expect(
            res.events == [
                .next(201, ""), .next(211, ""), .next(216, "initial"), .next(237, "initial_I_done"),
                .next(247, "initial_I_done_I2_done"),
            ]
        )
    }
}
