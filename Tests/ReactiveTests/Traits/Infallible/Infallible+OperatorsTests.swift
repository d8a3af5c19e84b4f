import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleOperatorsTests {
    /// Runs `operation` on an infallible of a hot source that fails at 250 (the fallback is -1),
    /// and returns the events and the source's subscriptions.
    private func apply<Result>(
        _ events: [Recorded<Event<Int>>] = InfallibleOperatorsTests.numbers,
        disposed: TestTime = 1000,
        _ operation: @escaping (Infallible<Int>) -> Infallible<Result>
    ) -> (events: [Recorded<Event<Result>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { operation(xs.asInfallible(onErrorJustReturn: -1)) }
        return (res.events, xs.subscriptions)
    }

    private static let numbers: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .error(250, TestError()),
    ]

    @Test func filterMapAndCompactMapKeepTheTimeline() {
        let filtered = apply { $0.filter { $0 % 2 == 0 } }
        #expect(filtered.events == [.next(220, 2), .next(230, 2), .completed(250)])
        #expect(filtered.subscriptions == [Subscription(200, 250)])
        let mapped = apply { $0.map { $0 * 10 } }
        #expect(
            mapped.events == [
                .next(210, 10), .next(220, 20), .next(230, 20), .next(240, 30), .next(250, -10), .completed(250),
            ])
        let compacted = apply { $0.compactMap { $0 > 1 ? "\($0)" : nil } }
        #expect(compacted.events == [.next(220, "2"), .next(230, "2"), .next(240, "3"), .completed(250)])
    }

    @Test func disposingMidStreamDisposesTheSource() {
        let early = apply(disposed: 225) { $0.map { $0 + 1 } }
        #expect(early.events == [.next(210, 2), .next(220, 3)])
        #expect(early.subscriptions == [Subscription(200, 225)])
    }

    @Test func distinctUntilChangedInEachForm() {
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(240, 3), .next(250, -1), .completed(250),
        ]
        #expect(apply { $0.distinctUntilChanged() }.events == expected)
        #expect(apply { $0.distinctUntilChanged { $0 } }.events == expected)
        #expect(apply { $0.distinctUntilChanged { $0 == $1 } }.events == expected)
        #expect(apply { $0.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }) }.events == expected)
        #expect(apply { $0.distinctUntilChanged(at: \.self) }.events == expected)
    }

    @Test func scanAccumulatesInBothForms() {
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 3), .next(230, 5), .next(240, 8), .next(250, 7), .completed(250),
        ]
        #expect(apply { $0.scan(0, accumulator: +) }.events == expected)
        #expect(apply { $0.scan(into: 0) { $0 += $1 } }.events == expected)
    }

    @Test func startWithEmitsFirst() {
        let started = apply { $0.startWith(9) }
        #expect(started.events.prefix(2) == [.next(200, 9), .next(210, 1)])
        #expect(started.events.last == .completed(250))
    }

    @Test func doRunsTheSideEffectsInOrder() {
        var log: [String] = []
        let observed = apply([.next(210, 1), .completed(220)]) {
            $0.do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        #expect(observed.events == [.next(210, 1), .completed(220)])
        #expect(log == ["subscribe", "subscribed", "next 1", "after 1", "completed", "after completed", "dispose"])
    }

    @Test func shareSubscribesOnceForEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.asInfallible(onErrorJustReturn: -1).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.bind(to: first) }
        scheduler.scheduleAt(215) { _ = shared.bind(to: second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == [.next(215, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func debugPassesEveryEventThrough() {
        let debugged = apply([.next(210, 1), .completed(220)]) { $0.debug("infallible", trimOutput: true) }
        #expect(debugged.events == [.next(210, 1), .completed(220)])
    }

    @Test func withUnretainedPairsWhileTheObjectLivesThenCompletes() {
        final class Owner {
            let name: String
            init(_ name: String) { self.name = name }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        var owner: Owner? = Owner("o")
        scheduler.scheduleAt(230) { owner = nil }
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name)\($1)" }
        }
        #expect(res.events == [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func withUnretainedTupleForm() {
        final class Owner {}
        let owner = Owner()
        var pairs: [Int] = []
        _ = Infallible.of(1, 2).withUnretained(owner).subscribe(onNext: { object, value in
            #expect(object === owner)
            pairs.append(value)
        })
        #expect(pairs == [1, 2])
    }
}
