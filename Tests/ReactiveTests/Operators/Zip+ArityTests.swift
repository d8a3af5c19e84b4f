import ReactiveTesting
import Testing

@testable import Reactive

/// Ports of RxSwift's Observable+ZipTests+arity.swift for 2 to 8 sources: every test runs for each
/// arity through the typed overload, with and without a result selector.
@Suite(.leakChecked) struct ZipArityTests {
    private func zip(_ sources: [TestableObservable<Int>], _ form: CombiningForm) -> Observable<Int> {
        Combining.arity(.zip, sources, form, combine: Combining.sum)
    }

    // testZip_ImmediateSchedule2…6
    @Test(arguments: 2...8, CombiningForm.allCases)
    func synchronousSourcesArePaired(arity: Int, form: CombiningForm) {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            let sources = (1...arity).map { Observable.just($0) }
            _ = Combining.arity(.zip, sources, form, combine: Combining.sum).subscribe(log.observer)
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(\(arity * (arity + 1) / 2)) completed")
    }

    // testZip_Never2…6
    @Test(arguments: 2...8, CombiningForm.allCases)
    func silentSourcesStaySubscribedUntilDisposal(arity: Int, form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
            let res = scheduler.start { zip(e, form) }
            #expect(res.events == [])
            for source in e {
                #expect(source.subscriptions == [Subscription(200, 1000)])
            }
        }
        #expect(leaked == 0)
    }

    // testZip_Empty2…6
    @Test(arguments: 2...8, CombiningForm.allCases)
    func emptySourcesCompleteTheResultWithTheLastOne(arity: Int, form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([.completed(200 + (j + 1) * 10, Int.self)])
            }
            let res = scheduler.start { zip(e, form) }
            #expect(res.events == [.completed(200 + arity * 10)])
            for (j, source) in e.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 200 + (j + 1) * 10)])
            }
        }
        #expect(leaked == 0)
    }

    // testZip_SymmetricReturn2…6
    @Test(arguments: 2...8, CombiningForm.allCases)
    func oneElementFromEverySourceMakesOneResult(arity: Int, form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([.next(150, 1), .next(200 + (j + 1) * 10, j + 1), .completed(400)])
            }
            let res = scheduler.start { zip(e, form) }
            #expect(res.events == [.next(200 + arity * 10, arity * (arity + 1) / 2), .completed(400)])
            for source in e {
                #expect(source.subscriptions == [Subscription(200, 400)])
            }
        }
        #expect(leaked == 0)
    }

    // testZip_AllCompleted2…6: a source that completed with nothing queued does not end the
    // result; the fixed-arity zip waits until every source has completed.
    @Test(arguments: 2...8, CombiningForm.allCases)
    func completesWhenTheLastSourceCompletes(arity: Int, form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                var events: [Recorded<Event<Int>>] = [.next(150, 1)]
                events += (0...j).map { k in .next(200 + (k + 1) * 10, 5 + k) }
                events.append(.completed(200 + (j + 2) * 10))
                return scheduler.createHotObservable(events)
            }
            let res = scheduler.start { zip(e, form) }
            #expect(res.events == [.next(210, 5 * arity), .completed(220 + (arity - 1) * 10)])
            for (j, source) in e.enumerated() {
                #expect(source.subscriptions == [Subscription(200, 220 + 10 * j)])
            }
        }
        #expect(leaked == 0)
    }

    // Derived: every argument position reaches the selector in order, for each arity.
    @Test(arguments: 2...8, CombiningForm.allCases)
    func theSelectorReceivesTheSourcesInArgumentOrder(arity: Int, form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = (0..<arity).map { j in
                scheduler.createHotObservable([.next(210 + j, j), .next(300 - j, 10 + j), .completed(400)])
            }
            let res = scheduler.start {
                Combining.arity(.zip, e, form) { $0.reduce(0) { $0 * 100 + $1 } }
            }
            let first = (0..<arity).reduce(0) { $0 * 100 + $1 }
            let second = (0..<arity).reduce(0) { $0 * 100 + 10 + $1 }
            #expect(res.events == [.next(210 + arity - 1, first), .next(300, second), .completed(400)])
        }
        #expect(leaked == 0)
    }
}
