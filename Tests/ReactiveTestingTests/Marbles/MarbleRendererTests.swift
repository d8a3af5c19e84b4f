import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct MarbleRendererTests {
    @Test(arguments: ["--a-b--|", "a[bc]-'xyz'#", "[a|]", "-", "'-'|"])
    func renderingAParsedColdMarbleGivesItBack(marble: String) throws {
        let trimmed = marble == "-" ? "" : marble
        #expect(MarbleRenderer.render(try MarbleParser.cold(marble)) == trimmed)
    }

    @Test func renderingUsesTheScaleAndTheSymbolFunction() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 22), .completed(240)]
        let scale = MarbleScale(origin: 200, frameLength: 10)
        #expect(MarbleRenderer.render(events, scale: scale) == "-1-'22'|")
        #expect(MarbleRenderer.render(events, scale: scale, symbol: { $0 == 1 ? "a" : "b" }) == "-a-b|")
    }

    @Test func theFittingScaleUsesTheGcdOfOffsetsFromTheSubscriptionTime() {
        #expect(MarbleScale.fitting([210, 230, 300]) == MarbleScale(origin: 200, frameLength: 10))
        #expect(MarbleScale.fitting([150, 250]) == MarbleScale(origin: 150, frameLength: 100))
        #expect(MarbleScale.fitting([]) == MarbleScale(origin: 200, frameLength: 1))
        #expect(MarbleScale.fitting([200, Int.max]) == MarbleScale(origin: 200, frameLength: 1))
        #expect(MarbleScale(origin: 0, frameLength: 10).description == "1 frame = 10 ticks, frame 0 = 0")
    }

    @Test func alignedTimelinesShareOneScale() {
        let expected: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "b"), .completed(240)]
        let actual: [Recorded<Event<String>>] = [.next(210, "a"), .next(260, "c"), .completed(300)]
        #expect(
            MarbleRenderer.aligned(expected: expected, actual: actual) == """
                scale:    1 frame = 10 ticks, frame 0 = 200
                expected: -a-b|
                actual:   -a----c---|
                """)
    }

    @Test func subscriptionsRenderAsCaretToBang() {
        let scale = MarbleScale(origin: 200, frameLength: 10)
        #expect(MarbleRenderer.render(Subscription(200, 250), scale: scale) == "^----!")
        #expect(MarbleRenderer.render(Subscription(210), scale: scale, width: 5) == " ^---")
        #expect(
            MarbleRenderer.aligned(expected: [Subscription(200, 250)], actual: []) == """
                scale:    1 frame = 50 ticks, frame 0 = 200
                expected: ^!
                actual  : (none)
                """)
    }
}
