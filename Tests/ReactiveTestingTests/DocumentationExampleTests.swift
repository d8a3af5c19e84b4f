import Reactive
import ReactiveTesting
import Testing
import XCTest

/// The examples of docs/Testing.md, verbatim, so the documentation cannot drift from the API.
@Suite(.leakChecked) struct DocumentationExampleTests {
    @Test func rxTestStyle() {
        let leaked = Resources.countLive {
            // doc:rxtest-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1),  // before the subscription at 200: not received
                .next(210, 2),
                .completed(250),
            ])

            let res = scheduler.start { Observable.create { observer in xs.subscribe(observer) } }

            #expect(res.events == [.next(210, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            // doc:rxtest-end
        }
        #expect(leaked == 0)
    }

    @Test func processingDelay() {
        let leaked = Resources.countLive {
            // doc:delay-begin
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
            // Each step is a `schedule` call, which runs one tick after "now".
            #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
            // doc:delay-end
        }
        #expect(leaked == 0)
    }

    @Test func marbles() throws {
        let leaked = try Resources.countLive {
            // doc:marble-begin
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("-a-^-b-[cd]-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])

            let res = scheduler.start { xs }

            expectEvents(res.events, marble: "^-b-[cd]-|", values: ["b": 2, "c": 3, "d": 4])
            #expect(res.events == [.next(202, 2), .next(204, 3), .next(204, 4), .completed(206)])
            expectSubscriptions(xs.subscriptions, [Subscription(200, 206)])
            // doc:marble-end
        }
        #expect(leaked == 0)
    }
}

@Suite(.leakChecked) struct DocumentationLeakCheckTests {
    @Test func leakCheck() {
        // doc:leak-begin
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
            #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
        }
        #expect(leaked == 0)
        // doc:leak-end
    }
}

/// The XCTest flavour of the timeline assertions.
final class XCTestTimelineAssertionTests: XCTestCase {
    func testAssertionsPassForMatchingTimelines() {
        XCTAssertEqual(
            Resources.countLive {
                // doc:xctest-begin
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])

                let res = scheduler.start { xs }

                XCTAssertEvents(res.events, [.next(210, "a"), .completed(220)])
                XCTAssertEvents(res.events, marble: "-a|", frameLength: 10)
                XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
                // doc:xctest-end
            }, 0)
    }
}
