import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's SharedSequence+OperatorTest cases in virtual time: each operator keeps the timeline,
// ends with the fallback after an error, and keeps sharing.
@Suite(.leakChecked) struct SharedSequenceOperatorsTests {
    /// Runs `operation` on a driver of a hot source that fails at 250 (the fallback is -1).
    private func drive<Result>(
        _ events: [Recorded<Event<Int>>],
        _ operation: @escaping (Driver<Int>) -> Driver<Result>
    ) -> [Recorded<Event<Result>>] {
        var recorded: [Recorded<Event<Result>>] = []
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable(events)
            recorded = scheduler.start { operation(xs.asDriver(onErrorJustReturn: -1)) }.events
        }
        return recorded
    }

    private let numbers: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .error(250, TestError()),
    ]

    @Test func mapCompactMapAndFilterKeepTheTimeline() {
        let mapped = drive(numbers) { $0.map { $0 + 1 } }
        #expect(mapped == [.next(210, 2), .next(220, 3), .next(230, 3), .next(240, 4), .next(250, 0), .completed(250)])
        let compacted = drive(numbers) { $0.compactMap { $0 % 2 == 0 ? "\($0)" : nil } }
        #expect(compacted == [.next(220, "2"), .next(230, "2"), .completed(250)])
        let filtered = drive(numbers) { $0.filter { $0 % 2 == 0 } }
        #expect(filtered == [.next(220, 2), .next(230, 2), .completed(250)])
    }

    @Test func distinctUntilChangedInEachForm() {
        let plain = drive(numbers) { $0.distinctUntilChanged() }
        #expect(plain == [.next(210, 1), .next(220, 2), .next(240, 3), .next(250, -1), .completed(250)])
        let keyed = drive(numbers) { $0.distinctUntilChanged { $0 > 1 } }
        #expect(keyed == [.next(210, 1), .next(220, 2), .next(250, -1), .completed(250)])
        let compared = drive(numbers) { $0.distinctUntilChanged { $0 == $1 } }
        #expect(compared == [.next(210, 1), .next(220, 2), .next(240, 3), .next(250, -1), .completed(250)])
    }

    @Test func startWithAndDo() {
        let started = drive(numbers) { $0.startWith(0) }
        #expect(started.first == .next(200, 0))
        #expect(started.count == 7)
        var seen: [Int] = []
        let observed = drive(numbers) { $0.do(onNext: { seen.append($0) }) }
        #expect(observed.count == 6)
        #expect(seen == [1, 2, 2, 3, -1])
    }

    @Test func distinctUntilChangedWithAKeyAndAComparer() {
        let keyed = drive(numbers) { $0.distinctUntilChanged({ $0 / 2 }, comparer: { $0 == $1 }) }
        #expect(keyed == [.next(210, 1), .next(220, 2), .next(250, -1), .completed(250)])
    }

    @Test func scanAccumulates() {
        let scanned = drive(numbers) { $0.scan(0) { $0 + $1 } }
        #expect(
            scanned == [.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 8), .next(250, 7), .completed(250)])
    }

    @Test func skipDropsTheFirstElements() {
        let skipped = drive(numbers) { $0.skip(2) }
        #expect(skipped == [.next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
    }

    /// As RxCocoa's `Driver.skip`, which is `Observable.skip`: a negative count drops nothing, and
    /// the driver goes on driving.
    @Test func skipWithANegativeCountDropsNothing() {
        #expect(drive(numbers) { $0.skip(-1) } == drive(numbers) { $0 })
    }

    @Test func debugPassesEveryEventThrough() {
        let debugged = drive(numbers) { $0.debug("driver", trimOutput: true) }
        #expect(debugged == drive(numbers) { $0 })
    }

    @Test func disposingMidStreamDisposesTheSource() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable(numbers)
            let res = scheduler.start(disposed: 225) { xs.asDriver(onErrorJustReturn: -1).scan(0, accumulator: +) }
            #expect(res.events == [.next(210, 1), .next(220, 3)])
            #expect(xs.subscriptions == [Subscription(200, 225)])
        }
    }

    @Test func operatorsKeepSharingOneSubscription() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            var evaluations = 0
            let mapped = xs.asDriver(onErrorJustReturn: -1).map { value -> Int in
                evaluations += 1
                return value * 10
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(mapped.asObservable().subscribe(first))
                subscriptions.append(mapped.asObservable().subscribe(second))
            }
            scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
            #expect(first.events == [.next(210, 10), .next(220, 20), .completed(300)])
            #expect(second.events == first.events)
            #expect(evaluations == 2, "the map runs once per element, not once per subscriber")
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }
    }
}
