import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// The RxFeedback 1.x spellings the seed documents use still compile and behave like the names
/// they became. The tests are deprecated themselves so that using the old names does not warn.
@Suite(.leakChecked) struct DeprecatedSpellingsTests {
    @available(*, deprecated)
    @Test func reactQueryIsReactRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "+")])
        let feedback: StringFeedback = react(
            query: { $0 == "initial+" ? "I" : nil },
            effects: { Observable.just($0 + "_a") }
        )
        let res = scheduler.start {
            Observable.system(
                initialState: "initial",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                { _ in input.asObservable() }
            )
        }
        #expect(res.events == [.next(201, "initial"), .next(211, "initial+"), .next(212, "initial+I_a")])
    }

    @available(*, deprecated)
    @Test func reactQueryWithASetIsReactRequests() {
        let scheduler = TestScheduler(initialClock: 0)
        var effectCalls = 0
        let feedback: StringFeedback = react(
            query: { _ in Set(["Same"]) },
            effects: { _ in
                effectCalls += 1
                return Observable.just("_a")
            }
        )
        let res = scheduler.start {
            Observable.system(initialState: "initial", reduce: appendEvent, scheduler: scheduler, feedback: feedback)
        }
        #expect(res.events == [.next(201, "initial"), .next(203, "initial_a")])
        #expect(effectCalls == 1)
    }

    @available(*, deprecated)
    @Test func uiBindAndUIBindingsAreBindAndBindings() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner()
        var shown: [String] = []
        let taps = scheduler.createHotObservable([.next(210, "+")])
        let withoutOwner: StringFeedback = UI.bind { state in
            UI.Bindings(subscriptions: [state.subscribe(onNext: { shown.append($0) })], events: [Observable<String>]())
        }
        let withOwner: StringFeedback = UI.bind(owner) { _, _ in
            UI.Bindings(subscriptions: [], events: [taps.asObservable()])
        }
        let res = scheduler.start {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: withoutOwner,
                withOwner
            )
        }
        #expect(res.events == [.next(201, ""), .next(212, "+")])
        #expect(shown == ["", "+"])
        withExtendedLifetime(owner) {}
    }

    @available(*, deprecated)
    @Test func theDriverSpellingsAreTheirSignalForms() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var shown: [String] = []
            let signalAnswer: (Driver<String>) -> Signal<String> = react(
                query: { $0 == "" ? "a" : nil },
                effects: { Signal.just($0) }
            )
            let driverAnswer: (Driver<String>) -> Driver<String> = react(
                query: { $0 == "a" ? "b" : nil },
                effects: { Driver.just($0) }
            )
            let ui: (Driver<String>) -> Driver<String> = UI.bind { state in
                UI.Bindings(subscriptions: [state.drive(onNext: { shown.append($0) })], events: [Driver<String>]())
            }
            let res = scheduler.start {
                Driver.system(
                    initialState: "",
                    reduce: appendEvent,
                    feedback: { state in signalAnswer(state).asDriver(onErrorDriveWith: .empty()) },
                    driverAnswer,
                    ui
                )
            }
            #expect(res.events.compactMap(\.value.element) == ["", "a", "ab"])
            #expect(shown == ["", "a", "ab"])
        }
    }
}
