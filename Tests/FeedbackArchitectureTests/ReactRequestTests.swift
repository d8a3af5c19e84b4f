import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `react(request:effects:)` inside a system, in virtual time: RxFeedback's
/// `ReactEquatableLoopsTests` with its ticks, plus cancellation on change and on dispose.
@Suite(.leakChecked) struct ReactRequestTests {
    private func system(
        _ scheduler: TestScheduler,
        _ feedback: StringFeedback...
    ) -> Observable<String> {
        Observable.system(initialState: "initial", reduce: appendEvent, scheduler: scheduler, feedback: feedback)
    }

    /// Each of three identical feedbacks reads the state the previous event produced, so an
    /// effect made stale by a state change never reaches `reduce`.
    @Test func threeIdenticalFeedbacksEachSeeTheStateTheLastEventProduced() {
        let scheduler = TestScheduler(initialClock: 0)
        let feedback: StringFeedback = react(
            request: { state in
                switch state {
                case "initial": "_a"
                case "initial_a": "_b"
                case "initial_a_b": "_c"
                default: nil
                }
            },
            effects: { Observable.just($0) }
        )
        let res = scheduler.start { system(scheduler, feedback, feedback, feedback) }
        #expect(res.events.compactMap(\.value.element) == ["initial", "initial_a", "initial_a_b", "initial_a_b_c"])
    }

    @Test func anInitialNilRequestMakesNoEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        var effectCalls = 0
        let feedback: StringFeedback = react(
            request: { (_: String) -> String? in nil },
            effects: { request in
                effectCalls += 1
                return Observable.just(request + "_a")
            }
        )
        let res = scheduler.start { system(scheduler, feedback) }
        #expect(res.events == [.next(201, "initial")])
        #expect(effectCalls == 0)
    }

    @Test func aRequestAfterAnInitialNilOneMakesItsEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "+")])
        let feedback: StringFeedback = react(
            request: { $0 == "initial+" ? "I" : nil },
            effects: { Observable.just($0 + "_a") }
        )
        let res = scheduler.start { system(scheduler, feedback, { _ in input.asObservable() }) }
        #expect(res.events == [.next(201, "initial"), .next(211, "initial+"), .next(212, "initial+I_a")])
    }

    @Test func anEqualConsecutiveRequestMakesNoNewEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        var effectCalls = 0
        let feedback: StringFeedback = react(
            request: { _ in "Same" },
            effects: { _ in
                effectCalls += 1
                return Observable.just("_a")
            }
        )
        let res = scheduler.start { system(scheduler, feedback) }
        // The effect hops through the scheduler (reduced at 202), the state another hop (203).
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_a")])
        #expect(effectCalls == 1)
    }

    @Test func immediateEffectsKeepTheOrderTheirFeedbacksWerePassedIn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: StringFeedback = react(
            request: { $0 == "initial" ? "_I" : nil },
            effects: { Observable.just($0 + "_a") }
        )
        let second: StringFeedback = react(
            request: { $0 == "initial_I_a" ? "_IA" : nil },
            effects: { Observable.just($0 + "_b") }
        )
        let res = scheduler.start { system(scheduler, first, second) }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_I_a"), .next(204, "initial_I_a_IA_b")])
    }

    @Test func aRequestThatBecomesNilCancelsItsEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let notImmediate = PublishSubject<String>()
        var slowEffectCalls = 0
        let slow: StringFeedback = react(
            request: { $0 == "initial" ? "_I" : nil },
            effects: { _ in
                slowEffectCalls += 1
                return notImmediate.asObservable()
            }
        )
        let fast: StringFeedback = react(
            request: { $0 == "initial" ? "_I" : nil },
            effects: { Observable.just($0 + "_b") }
        )
        scheduler.scheduleAt(210) { notImmediate.onNext("_a") }
        let res = scheduler.start { system(scheduler, slow, fast) }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_I_b")])
        #expect(slowEffectCalls == 1)
        #expect(!notImmediate.hasObservers)
    }

    @Test func aChangedRequestStartsTheNewEffectThenCancelsTheOldOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<String>(scheduler)
        let input = scheduler.createHotObservable([.next(210, "b"), .next(220, "b"), .next(230, "c"), .next(240, "-")])
        let feedback: StringFeedback = react(
            request: { state in state.last.flatMap { $0 == "-" ? nil : String($0) } },
            effects: { request in
                log.record("start \(request)")
                return Observable<String>.never()
                    .do(
                        onSubscribed: { log.record("subscribed \(request)") },
                        onDispose: { log.record("cancel \(request)") })
            }
        )
        _ = scheduler.start {
            Observable.system(
                initialState: "a",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                { _ in input.asObservable() }
            )
        }
        #expect(
            log.entries == [
                Recorded(time: 201, value: "start a"), Recorded(time: 201, value: "subscribed a"),
                Recorded(time: 210, value: "start b"), Recorded(time: 210, value: "subscribed b"),
                Recorded(time: 210, value: "cancel a"),
                Recorded(time: 230, value: "start c"), Recorded(time: 230, value: "subscribed c"),
                Recorded(time: 230, value: "cancel b"),
                Recorded(time: 240, value: "cancel c"),
            ]
        )
    }

    @Test func disposingTheSystemCancelsTheRunningEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let effect = scheduler.createColdObservable([.next(500, "_late")])
        let feedback: StringFeedback = react(request: { _ in "always" }, effects: { _ in effect.asObservable() })
        let res = scheduler.start(disposed: 300) { system(scheduler, feedback) }
        #expect(res.events == [.next(201, "initial")])
        #expect(effect.subscriptions == [Subscription(201, 301)])
    }

    @Test func anEventEmittedBeforeTheCancellationButNotYetDeliveredIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        // Created first, so at 250 the effect emits before the stop event cancels it.
        let effect = scheduler.createHotObservable([.next(250, "_effect")])
        let input = scheduler.createHotObservable([.next(250, "_stop")])
        let feedback: StringFeedback = react(
            request: { $0.hasSuffix("_stop") ? nil : "go" },
            effects: { _ in effect.asObservable() }
        )
        let res = scheduler.start { system(scheduler, feedback, { _ in input.asObservable() }) }
        #expect(res.events == [.next(201, "initial"), .next(251, "initial_stop")])
    }

    @Test func anEffectThatIgnoresDisposalCannotSendEventsAfterItsCancellation() {
        let scheduler = TestScheduler(initialClock: 0)
        let stubborn = StubbornEffect<String>()
        let input = scheduler.createHotObservable([.next(220, "_stop")])
        let feedback: StringFeedback = react(
            request: { $0.hasSuffix("_stop") ? nil : "go" },
            effects: { _ in stubborn.asObservable() }
        )
        scheduler.scheduleAt(210) { stubborn.send("_before") }
        scheduler.scheduleAt(230) { stubborn.send("_after") }
        let res = scheduler.start { system(scheduler, feedback, { _ in input.asObservable() }) }
        #expect(stubborn.sentAfterDisposal == ["_after"])
        #expect(res.events == [.next(201, "initial"), .next(212, "initial_before"), .next(221, "initial_before_stop")])
        stubborn.release()
    }
}

/// An effect that keeps sending to its observer after its subscription was disposed, like a badly
/// written wrapper around a callback API.
final class StubbornEffect<Element>: ObservableType {
    private var observers: [AnyObserver<Element>] = []
    private var disposed = false
    private(set) var sentAfterDisposal: [Element] = []

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        observers.append(AnyObserver(observer))
        return Disposables.create { [self] in disposed = true }
    }

    func send(_ element: Element) {
        if disposed {
            sentAfterDisposal.append(element)
        }
        for observer in observers {
            observer.onNext(element)
        }
    }

    /// Lets go of the observers it should have let go of when disposed.
    func release() {
        observers = []
    }
}
