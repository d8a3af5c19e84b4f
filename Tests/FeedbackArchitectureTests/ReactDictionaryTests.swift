import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// `react(requests:effects:)` with a dictionary, driven directly by a hot source of request lists:
/// RxFeedback's `ReactWithLatestLoopsTests` with its ticks. Effects started in the same tick start
/// in hash order, so those ticks are compared as sets.
@Suite(.leakChecked) struct ReactDictionaryTests {
    /// Runs the dictionary `react` over `requests`; each effect maps its requests to "Got <value>"
    /// through `transform`, and every start, subscription and disposal goes into `log`.
    private func run(
        _ scheduler: TestScheduler,
        _ requests: [Recorded<Event<[IdentifiedRequest]>>],
        log: TimelineLog<EffectEntry>,
        disposed: TestTime = 1000,
        transform: @escaping (IdentifiedRequest) throws -> Event<String> = { .next("Got \($0.value)") }
    ) -> TestableObserver<String> {
        scheduler.start(disposed: disposed) {
            let source = scheduler.createHotObservable(requests).asObservable()
                .do(onDispose: { log.record(.sourceDisposed) })
            let feedback: (ObservableSchedulerContext<[IdentifiedRequest]>) -> Observable<String> = react(
                requests: { $0.byID },
                effects: { initial, requests in
                    log.record(.started(initial))
                    return requests.map(transform).dematerialize()
                        .do(
                            onSubscribed: { log.record(.subscribed(id: initial.id)) },
                            onDispose: { log.record(.disposed(id: initial.id)) }
                        )
                }
            )
            return feedback(ObservableSchedulerContext(source: source, scheduler: scheduler))
        }
    }

    @Test func effectsStartForNewIdentifiersFollowTheirRequestsAndStopWhenTheyLeave() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let one = IdentifiedRequest(id: 0, value: "1")
        let two = IdentifiedRequest(id: 0, value: "2")
        let three = IdentifiedRequest(id: 1, value: "3")
        let res = run(
            scheduler,
            [
                .next(210, [one]), .next(220, [two]), .next(230, [two, three]), .next(240, [three]),
                .next(250, [two, three]), .next(260, [three]),
            ],
            log: log
        )
        #expect(
            log.entries == [
                Recorded(time: 210, value: .started(one)), Recorded(time: 210, value: .subscribed(id: 0)),
                Recorded(time: 230, value: .started(three)), Recorded(time: 230, value: .subscribed(id: 1)),
                Recorded(time: 240, value: .disposed(id: 0)),
                Recorded(time: 250, value: .started(two)), Recorded(time: 250, value: .subscribed(id: 0)),
                Recorded(time: 260, value: .disposed(id: 0)),
                Recorded(time: 1000, value: .disposed(id: 1)), Recorded(time: 1000, value: .sourceDisposed),
            ]
        )
        #expect(res.events == [.next(211, "Got 1"), .next(221, "Got 2"), .next(231, "Got 3"), .next(251, "Got 2")])
    }

    @Test func aFailingSourceCancelsTheEffectsAndFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let one = IdentifiedRequest(id: 0, value: "1")
        let res = run(
            scheduler,
            [.next(210, [one]), .error(220, FeedbackTestError()), .next(230, [IdentifiedRequest(id: 0, value: "2")])],
            log: log
        )
        #expect(
            log.entries == [
                Recorded(time: 210, value: .started(one)), Recorded(time: 210, value: .subscribed(id: 0)),
                Recorded(time: 220, value: .disposed(id: 0)), Recorded(time: 220, value: .sourceDisposed),
            ]
        )
        #expect(res.events == [.next(211, "Got 1"), .error(220, FeedbackTestError())])
    }

    @Test func aCompletingSourceCancelsTheEffectsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let one = IdentifiedRequest(id: 0, value: "1")
        let res = run(
            scheduler,
            [.next(210, [one]), .completed(220), .next(230, [IdentifiedRequest(id: 0, value: "2")])],
            log: log
        )
        #expect(
            log.entries == [
                Recorded(time: 210, value: .started(one)), Recorded(time: 210, value: .subscribed(id: 0)),
                Recorded(time: 220, value: .disposed(id: 0)), Recorded(time: 220, value: .sourceDisposed),
            ]
        )
        #expect(res.events == [.next(211, "Got 1"), .completed(220)])
    }

    @Test func aFailingEffectFailsTheFeedbackAfterItsHop() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let first = IdentifiedRequest(id: 0, value: "1")
        let second = IdentifiedRequest(id: 1, value: "2")
        let res = run(
            scheduler,
            [
                .next(210, [first, second]), .next(220, [IdentifiedRequest(id: 0, value: "3"), second]),
                .next(230, [IdentifiedRequest(id: 0, value: "4"), second]),
            ],
            log: log,
            transform: { request in
                guard request.value != "3" else { throw FeedbackTestError() }
                return .next("Got \(request.value)")
            }
        )
        let startedBoth: Set<EffectEntry> = [.started(first), .subscribed(id: 0), .started(second), .subscribed(id: 1)]
        #expect(Set(log.entries(at: 210)) == startedBoth)
        #expect(log.entries(at: 220) == [.disposed(id: 0)])
        // The error reaches the feedback one hop later; the source goes first, then the other effect.
        #expect(log.entries(at: 221) == [.sourceDisposed, .disposed(id: 1)])
        #expect(log.entries.count == 7)
        #expect(sameElements(res.events.prefix(2), [.next(211, "Got 1"), .next(211, "Got 2")]))
        #expect(res.events.dropFirst(2) == [.error(221, FeedbackTestError())])
    }

    @Test func aCompletedEffectStaysUntilItsIdentifierLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let first = IdentifiedRequest(id: 0, value: "1")
        let second = IdentifiedRequest(id: 1, value: "2")
        let res = run(
            scheduler,
            [
                .next(210, [first, second]), .next(220, [IdentifiedRequest(id: 0, value: "3"), second]),
                .next(230, [IdentifiedRequest(id: 0, value: "4"), second]),
            ],
            log: log,
            transform: { $0.value == "3" ? .completed : .next("Got \($0.value)") }
        )
        let startedBoth: Set<EffectEntry> = [.started(first), .subscribed(id: 0), .started(second), .subscribed(id: 1)]
        #expect(Set(log.entries(at: 210)) == startedBoth)
        // "4" for identifier 0 starts nothing: its completed effect is still registered.
        #expect(log.entries(at: 220) == [.disposed(id: 0)])
        #expect(log.entries(at: 230) == [])
        #expect(log.entries(at: 1000) == [.disposed(id: 1), .sourceDisposed])
        #expect(sameElements(res.events, [.next(211, "Got 1"), .next(211, "Got 2")]))
    }

    @Test func disposingCancelsEveryEffectThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let first = IdentifiedRequest(id: 0, value: "1")
        let second = IdentifiedRequest(id: 1, value: "2")
        let res = run(
            scheduler,
            [.next(210, [first, second]), .next(230, [IdentifiedRequest(id: 0, value: "4"), second])],
            log: log,
            disposed: 220
        )
        #expect(Set(log.entries(at: 220).prefix(2)) == [.disposed(id: 0), .disposed(id: 1)])
        #expect(log.entries(at: 220).last == .sourceDisposed)
        #expect(log.entries.count == 7)
        #expect(sameElements(res.events, [.next(211, "Got 1"), .next(211, "Got 2")]))
    }
}
