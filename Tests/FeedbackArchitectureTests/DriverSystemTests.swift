import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `Driver.system` and the `Driver` forms of `react` and `bind`, under `SharingScheduler.mock` in
/// virtual time: RxFeedback's `RxFeedbackDriverTests` with the ticks RxFeedback produces.
@Suite(.leakChecked) struct DriverSystemTests {
    typealias StringDriverFeedback = Driver<Any>.Feedback<String, String>

    /// Runs `body` with drivers and signals delivering on a fresh `TestScheduler`.
    private func withTestScheduler(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    @Test func theInitialStateComesFirst() {
        withTestScheduler { scheduler in
            let res = scheduler.start {
                Driver.system(initialState: "initial", reduce: appendEvent, feedback: [] as [StringDriverFeedback])
            }
            #expect(res.events.first?.value.element == "initial")
        }
    }

    @Test func theCounterAsADriverSystem() {
        withTestScheduler { scheduler in
            let plus = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
            let minus = scheduler.createHotObservable([.next(230, ())])
            let label = FakeLabel()
            // doc:driver-counter-begin
            let counter = Driver.system(
                initialState: 0,
                reduce: { (count: Int, change: Int) in count + change },
                feedback: bind(label) { label, state in
                    Bindings(
                        subscriptions: [state.map(String.init).drive(label.rx.text)],
                        events: [
                            plus.asSignal(onErrorSignalWith: .empty()).map { 1 },
                            minus.asSignal(onErrorSignalWith: .empty()).map { -1 },
                        ]
                    )
                }
            )
            // doc:driver-counter-end
            let res = scheduler.start { counter }
            #expect(res.events.compactMap(\.value.element) == [0, 1, 2, 1])
            #expect(label.history == ["0", "1", "2", "1"])
        }
    }

    @Test func synchronousSignalsAreReducedInOrder() {
        withTestScheduler { scheduler in
            let feedback: StringDriverFeedback = { state in
                state.flatMapLatest { state -> Signal<String> in
                    switch state {
                    case "initial": Signal.just("_a")
                    case "initial_a": Signal.just("_b")
                    case "initial_a_b": Signal.just("_c")
                    default: Signal.never()
                    }
                }
            }
            let res = scheduler.start {
                Driver.system(initialState: "initial", reduce: appendEvent, feedback: feedback, feedback, feedback)
            }
            #expect(
                res.events.compactMap(\.value.element) == [
                    "initial", "initial_a", "initial_a_a", "initial_a_a_a", "initial_a_a_a_b", "initial_a_a_a_b_b",
                    "initial_a_a_a_b_b_b",
                ]
            )
        }
    }

    @Test func reactFormsAnswerInOrder() {
        withTestScheduler { scheduler in
            let single: StringDriverFeedback = react(
                request: { state in state == "initial" ? "_a" : state == "initial_a" ? "_b" : nil },
                effects: { Signal.just($0) }
            )
            let set: StringDriverFeedback = react(
                requests: { $0 == "initial_a_b" ? ["_c"] : [] },
                effects: { Signal.just($0) }
            )
            let res = scheduler.start {
                Driver.system(initialState: "initial", reduce: appendEvent, feedback: single, set)
            }
            #expect(res.events.compactMap(\.value.element) == ["initial", "initial_a", "initial_a_b", "initial_a_b_c"])
        }
    }

    @Test func bindingsWithoutEventsStayUntilTheSystemIsDisposed() {
        withTestScheduler { scheduler in
            let timer = scheduler.createColdObservable([.next(50, 0), .completed(50)])
                .asSignal(onErrorJustReturn: 0)
            var shown: [Int] = []
            let player: Driver<Any>.Feedback<Int, Int> = react(request: { $0 }, effects: { _ in timer.map { _ in 1 } })
            let ui: Driver<Any>.Feedback<Int, Int> = bind { (state: Driver<Int>) in
                Bindings(subscriptions: [state.drive(onNext: { shown.append($0) })], events: [Signal<Int>]())
            }
            let system = Driver.system(
                initialState: 0,
                reduce: { (state: Int, event: Int) in state + event },
                feedback: ui,
                player
            )
            let observer = scheduler.createObserver(Int.self)
            let subscription = system.drive(observer)
            scheduler.scheduleAt(200) { scheduler.stop() }
            scheduler.start()
            // RxFeedback's testBindingsAreNotDisposedWhenNoMutationsAreSpecifiedOnDriverSystem expects
            // 2, 56, 109 and 162: it builds the timer signal outside its mock, so on the main thread
            // the signal's hop runs inline there. Built inside the mock, the hop costs a tick on
            // every turn.
            #expect(observer.events == [.next(2, 0), .next(57, 1), .next(111, 2), .next(165, 3)])
            #expect(shown == [0, 1, 2, 3])
            subscription.dispose()
            scheduler.start()
        }
    }

    @Test func boundEventsWithAnOwnerAreReduced() {
        withTestScheduler { scheduler in
            let owner = Owner()
            let taps = scheduler.createHotObservable([.next(250, "+"), .next(260, "+")])
            let feedback: StringDriverFeedback = bind(owner) { _, state in
                Bindings(subscriptions: [], events: [taps.asSignal(onErrorSignalWith: .empty())])
            }
            let res = scheduler.start { Driver.system(initialState: "", reduce: appendEvent, feedback: feedback) }
            #expect(res.events.compactMap(\.value.element) == ["", "+", "++"])
            withExtendedLifetime(owner) {}
        }
    }

    @Test func theOwnersBindingsGoWhenTheOwnerDoes() {
        withTestScheduler { scheduler in
            let log = TimelineLog<String>(scheduler)
            let other = scheduler.createHotObservable([.next(250, "+")])
            var owner: Owner? = Owner()
            let feedback: StringDriverFeedback = bind(owner!) { owner, _ in
                Bindings(
                    subscriptions: [Disposables.create { log.record("bindings disposed") }],
                    events: [owner.taps.asSignal(onErrorSignalWith: .empty())]
                )
            }
            scheduler.scheduleAt(230) { owner = nil }
            _ = scheduler.start {
                Driver.system(
                    initialState: "",
                    reduce: appendEvent,
                    feedback: feedback,
                    { _ in other.asSignal(onErrorSignalWith: .empty()) }
                )
            }
            #expect(log.entries.map(\.value) == ["bindings disposed"])
            #expect((log.entries.first?.time ?? 0) > 250)
        }
    }
}
