import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

private struct Counter: Equatable {
    var count = 0
    var label = ""
}

private struct Failure: Error {}

@Suite(.leakChecked) struct ObservableDiffsTests {
    @Test func diffsCompareEachElementWithThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Counter()), .next(220, Counter(count: 1)), .next(230, Counter(count: 1)),
            .next(240, Counter(count: 2, label: "two")), .completed(250),
        ])
        let res = scheduler.start { xs.diffs().map(\.description) }
        #expect(
            res.events == [
                .next(220, ".count: 0 → 1"), .next(230, ""), .next(240, ".count: 1 → 2\n.label: \"\" → \"two\""),
                .completed(250),
            ])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func diffsPassErrorsOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, Failure())])
        let res = scheduler.start { xs.diffs().map(\.description) }
        #expect(res.events.map(\.time) == [220, 230])
        #expect(res.events.first?.value.element == "1 → 2")
        #expect(res.events.last?.value.error is Failure)
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func diffsStartAfreshForEachSubscriptionAndStopOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let diffs = xs.diffs().map(\.description)
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(diffs.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(diffs.subscribe(second)) }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.start()
        #expect(first.events == [.next(220, "1 → 2")])
        #expect(second.events == [.next(235, "1 → 2"), .next(245, "2 → 3")])
        #expect(xs.subscriptions == [Subscription(200, 225), Subscription(215, 300)])
    }

    @Test func debugDiffReportsTheFirstElementThenTheChangesAndPassesElementsOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Counter()), .next(220, Counter(count: 1, label: "one")),
            .next(230, Counter(count: 1, label: "one")),
            .completed(240),
        ])
        var reports: [String] = []
        let res = scheduler.start { xs.debugDiff("counter", printer: { reports.append($0) }) }
        #expect(
            reports == [
                "counter: initial Counter(count: 0, label: \"\")",
                "counter: changed\n  .count: 0 → 1\n  .label: \"\" → \"one\"",
                "counter: unchanged",
                "counter: completed",
            ])
        #expect(res.events.count == 4)
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func debugDiffReportsAnErrorAndNothingAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, Failure())])
        var reports: [String] = []
        _ = scheduler.start { failing.debugDiff(printer: { reports.append($0) }) }
        #expect(reports == ["initial 1", "failed with Failure()"])

        let disposed = scheduler.createHotObservable([.next(1210, 1), .next(1220, 2), .next(1300, 3)])
        reports = []
        _ = scheduler.start(created: 1100, subscribed: 1200, disposed: 1250) {
            disposed.debugDiff(printer: { reports.append($0) })
        }
        #expect(reports == ["initial 1", "changed\n  1 → 2"])
        #expect(disposed.subscriptions == [Subscription(1200, 1250)])
    }
}
