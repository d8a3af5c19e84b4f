import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TimelineAssertionTests {
    @Test func equalTimelinesProduceNoMessage() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
        #expect(TimelineAssertion.failureMessage(actual: events, expected: events) == nil)
        #expect(TimelineAssertion.failureMessage(actual: [Subscription(1, 2)], expected: [Subscription(1, 2)]) == nil)
        #expect(
            TimelineAssertion.failureMessage(actual: events, marble: "-a|", values: ["a": 1], frameLength: 10) == nil)
    }

    @Test func differingEventsShowBothTimelinesAlignedAndBothLists() {
        let message = TimelineAssertion.failureMessage(
            actual: [.next(210, 1), .next(230, 3), .completed(240)],
            expected: [.next(210, 1), .next(220, 2), .completed(240)]
        )
        #expect(
            message == """
                Recorded events differ from the expected ones.
                scale:    1 frame = 10 ticks, frame 0 = 200
                expected: -12-|
                actual:   -1-3|
                expected events: [next(1) @ 210, next(2) @ 220, completed @ 240]
                actual events:   [next(1) @ 210, next(3) @ 230, completed @ 240]
                """)
    }

    @Test func aMarbleExpectationIsTimedFromTheSubscriptionAndDrawsWithTheValueSymbols() {
        let message = TimelineAssertion.failureMessage(
            actual: [.next(210, 1), .completed(230)],
            marble: "-a-b|",
            values: ["a": 1, "b": 2],
            frameLength: 10
        )
        #expect(
            message == """
                Recorded events differ from the expected ones.
                scale:    1 frame = 10 ticks, frame 0 = 200
                expected: -a-b|
                actual:   -a-|
                expected events: [next(1) @ 210, next(2) @ 230, completed @ 240]
                actual events:   [next(1) @ 210, completed @ 230]
                """)
    }

    @Test func aCaretInTheExpectedMarbleIsTheOrigin() {
        let actual: [Recorded<Event<String>>] = [.next(190, "x"), .next(220, "y")]
        #expect(TimelineAssertion.failureMessage(actual: actual, marble: "x-^y", frameLength: 1, origin: 200) != nil)
        #expect(TimelineAssertion.failureMessage(actual: actual, marble: "x-^y", frameLength: 10, origin: 210) == nil)
    }

    @Test func anInvalidExpectedMarbleIsReportedAsSuch() {
        let message = TimelineAssertion.failureMessage(actual: [Recorded<Event<String>>](), marble: "-[a")
        #expect(message?.hasPrefix("The expected marble is invalid: invalid marble at column 2") == true)
    }

    @Test func differingSubscriptionsShowBothAsMarbles() {
        let message = TimelineAssertion.failureMessage(
            actual: [Subscription(200, 1000)],
            expected: [Subscription(200, 250)]
        )
        #expect(
            message == """
                Recorded subscriptions differ from the expected ones.
                scale:    1 frame = 50 ticks, frame 0 = 200
                expected: ^!
                actual  : ^---------------!
                expected subscriptions: [(200, 250)]
                actual subscriptions:   [(200, 1000)]
                """)
    }

    @Test func swiftTestingHelpersRecordAnIssueOnlyOnMismatch() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .completed(230)])
            let res = scheduler.start { xs }
            expectEvents(res.events, [.next(210, "a"), .completed(230)])
            expectEvents(res.events, marble: "-a-|", frameLength: 10)
            expectEvents(res.events, marble: "-a-|", values: ["a": "a"], frameLength: 10)
            expectSubscriptions(xs.subscriptions, [Subscription(200, 230)])
            withKnownIssue {
                expectEvents(res.events, [.next(210, "b")])
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("Recorded events differ") == true
            }
            withKnownIssue {
                expectSubscriptions(xs.subscriptions, [])
            }
        }
        #expect(leaked == 0)
    }
}
