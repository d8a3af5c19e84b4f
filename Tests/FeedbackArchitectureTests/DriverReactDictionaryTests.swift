import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// The `Driver` form of `react(requests:effects:)` with a dictionary, driven directly by a driver
/// of request lists: RxFeedback's `Driver` `ReactWithLatest` tests with their ticks.
@Suite(.leakChecked) struct DriverReactDictionaryTests {
    private func run(
        _ scheduler: TestScheduler,
        _ requests: [Recorded<Event<[IdentifiedRequest]>>],
        log: TimelineLog<EffectEntry>,
        transform: @escaping (IdentifiedRequest) -> Event<String> = { .next("Got \($0.value)") }
    ) -> TestableObserver<String> {
        var res: TestableObserver<String>?
        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                let source = scheduler.createHotObservable(requests)
                    .asDriver(onErrorJustReturn: [])
                    .do(onDispose: { log.record(.sourceDisposed) })
                let feedback: (Driver<[IdentifiedRequest]>) -> Signal<String> = react(
                    requests: { $0.byID },
                    effects: { initial, requests in
                        log.record(.started(initial))
                        return requests.asObservable().map(transform).dematerialize()
                            .do(
                                onSubscribed: { log.record(.subscribed(id: initial.id)) },
                                onDispose: { log.record(.disposed(id: initial.id)) }
                            )
                            .asSignal(onErrorJustReturn: "")
                    }
                )
                return feedback(source).asObservable()
            }
        }
        return res!
    }

    @Test func effectsStartForNewIdentifiersAndStopWhenTheyLeave() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<EffectEntry>(scheduler)
        let one = IdentifiedRequest(id: 0, value: "1")
        let two = IdentifiedRequest(id: 0, value: "2")
        let three = IdentifiedRequest(id: 1, value: "3")
        let res = run(
            scheduler,
            [.next(210, [one]), .next(220, [two]), .next(230, [two, three]), .next(240, [three])],
            log: log
        )
        #expect(
            log.entries == [
                Recorded(time: 211, value: .started(one)), Recorded(time: 211, value: .subscribed(id: 0)),
                Recorded(time: 231, value: .started(three)), Recorded(time: 231, value: .subscribed(id: 1)),
                Recorded(time: 241, value: .disposed(id: 0)),
                Recorded(time: 1000, value: .disposed(id: 1)), Recorded(time: 1000, value: .sourceDisposed),
            ]
        )
        #expect(res.events == [.next(215, "Got 1"), .next(225, "Got 2"), .next(235, "Got 3")])
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
        #expect(log.entries(at: 211) == [.started(one), .subscribed(id: 0)])
        // As in RxFeedback on RxCocoa: a driver passes the completion on, and the feedback cancels
        // its effects, before its source is disposed.
        #expect(log.entries(at: 221) == [.disposed(id: 0), .sourceDisposed])
        #expect(log.entries.count == 4)
        #expect(res.events == [.next(215, "Got 1"), .completed(222)])
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
        #expect(
            sameElements(
                log.entries(at: 211), [.started(first), .subscribed(id: 0), .started(second), .subscribed(id: 1)]))
        #expect(log.entries(at: 222) == [.disposed(id: 0)])
        #expect(log.entries(at: 1000) == [.disposed(id: 1), .sourceDisposed])
        #expect(log.entries.count == 7)
        #expect(res.events.map(\.time) == [215, 216])
        #expect(sameElements(res.events.compactMap(\.value.element), ["Got 1", "Got 2"]))
    }
}
