import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// Pain point: a feedback that answers a state synchronously. In the design the seed documents
/// sketch, its event re-enters the reduction while the previous state is still being delivered,
/// so observers see states out of order and the subject is re-entered. Here the event waits until
/// the state has reached everyone, as RxFeedback's trampoline does, and everything happens in the
/// same tick.
@Suite(.leakChecked) struct ReentrancyTests {
    /// Answers the states "go", "go+" and "go++" with "+", synchronously.
    private static func countUp(_ states: Observable<String>) -> Observable<String> {
        states.flatMap { $0.hasPrefix("go") && $0.count < 5 ? Observable.just("+") : Observable.never() }
    }

    /// Records every state it sees, and sends nothing.
    private static func watch(_ log: @escaping (String) -> Void) -> (Observable<String>) -> Observable<String> {
        { states in states.do(onNext: log).flatMap { _ in Observable<String>.empty() } }
    }

    @Test func aSynchronousAnswerWaitsUntilTheStateHasReachedEveryone() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "go")])
        let anomalies = AnomalyRecorder()
        var depth = 0
        var deepest = 0
        var watched: [String] = []
        let res = Hooks.withAnomalyHandler(anomalies.handler) {
            scheduler.start {
                Observable.system(
                    initialState: "",
                    reduce: { (state: String, event: String) -> String in
                        depth += 1
                        deepest = max(deepest, depth)
                        defer { depth -= 1 }
                        return state + event
                    },
                    scheduler: scheduler,
                    feedback: { _ in input.asObservable() },
                    { Self.countUp($0.source) },
                    { Self.watch { watched.append($0) }($0.source) }
                )
            }
        }
        #expect(watched == ["", "go", "go+", "go++", "go+++"])
        let expected: [Recorded<Event<String>>] = [
            .next(201, ""), .next(211, "go"), .next(212, "go+"), .next(213, "go++"), .next(214, "go+++"),
        ]
        #expect(res.events == expected)
        #expect(deepest == 1)
        #expect(anomalies.kinds.isEmpty)
    }

    @Test func theSeedDocumentsDesignDeliversStatesOutOfOrder() {
        let input = PublishSubject<String>()
        let anomalies = AnomalyRecorder()
        var watched: [String] = []
        var received: [String] = []
        Hooks.withAnomalyHandler(anomalies.handler) {
            let subscription = seedDocumentSystem(
                initialState: "",
                reduce: { (state: String, event: String) in state + event },
                feedback: [{ _ in input.asObservable() }, Self.countUp, Self.watch { watched.append($0) }]
            )
            .subscribe(onNext: { received.append($0) })
            input.onNext("go")
            subscription.dispose()
        }
        // The deepest state arrives first and the stale ones after it: the last state shown is "go".
        #expect(received == ["", "go+++", "go++", "go+", "go"])
        #expect(watched == ["", "go+++", "go++", "go+", "go"])
        #expect(anomalies.kinds.contains(.reentrantDelivery))
    }

    @Test func onTheCurrentThreadSchedulerEverythingHappensBeforeSubscribeReturns() {
        var received: [String] = []
        let anomalies = AnomalyRecorder()
        Hooks.withAnomalyHandler(anomalies.handler) {
            let subscription = Observable.system(
                initialState: "go",
                reduce: { (state: String, event: String) in state + event },
                scheduler: CurrentThreadScheduler.instance,
                feedback: { Self.countUp($0.source) }
            )
            .subscribe(onNext: { received.append($0) })
            subscription.dispose()
        }
        #expect(received == ["go", "go+", "go++", "go+++"])
        #expect(anomalies.kinds.isEmpty)
    }

    @Test func aBindingThatEchoesAStateAsAnEventDoesNotReenterTheSystem() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "go")])
        let edits = PublishSubject<String>()
        let anomalies = AnomalyRecorder()
        var shown: [Recorded<String>] = []
        let res = Hooks.withAnomalyHandler(anomalies.handler) {
            scheduler.start {
                Observable.system(
                    initialState: "",
                    reduce: { (state: String, event: String) in state + event },
                    scheduler: scheduler,
                    feedback: { _ in input.asObservable() },
                    { _ in edits.asObservable() },
                    bind { state in
                        // Like a text field that reports the text it was just given as an edit.
                        let shows = state.subscribe(onNext: { text in
                            shown.append(Recorded(time: scheduler.clock, value: text))
                            if text.hasPrefix("go") && text.count < 5 {
                                edits.onNext("+")
                            }
                        })
                        return Bindings(subscriptions: [shows], events: [Observable<String>]())
                    }
                )
            }
        }
        #expect(
            shown == [
                Recorded(time: 201, value: ""), Recorded(time: 210, value: "go"), Recorded(time: 210, value: "go+"),
                Recorded(time: 210, value: "go++"), Recorded(time: 210, value: "go+++"),
            ]
        )
        #expect(res.events.last == .next(214, "go+++"))
        #expect(anomalies.kinds.isEmpty)
    }
}
