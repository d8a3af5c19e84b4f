import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct MarbleParserTests {
    @Test func dashesAreEmptyFramesAndSymbolsTakeOneFrame() throws {
        let events = try MarbleParser.cold("--a-b--|")
        #expect(events == [.next(2, "a"), .next(4, "b"), .completed(7)])
    }

    @Test func frameLengthMultipliesEveryFrame() throws {
        let events = try MarbleParser.cold("-a-|", values: ["a": 1], frameLength: 10)
        #expect(events == [.next(10, 1), .completed(30)])
    }

    @Test func valuesMapSymbolsToElements() throws {
        let events = try MarbleParser.cold("ab", values: ["a": 1, "b": 2])
        #expect(events == [.next(0, 1), .next(1, 2)])
    }

    @Test func hashIsTheGivenError() throws {
        let events = try MarbleParser.cold("-#", values: [String: Int](), error: MarbleTestError("boom"))
        #expect(events == [.error(1, MarbleTestError("boom"))])
        #expect(try MarbleParser.cold("#") == [.error(0, MarbleTestError())])
    }

    @Test func aGroupPutsSeveralEventsInOneFrameAndTakesOneFrame() throws {
        let events = try MarbleParser.cold("-[ab]-[c|]")
        #expect(events == [.next(1, "a"), .next(1, "b"), .next(3, "c"), .completed(3)])
    }

    @Test func quotesMakeOneMultiCharacterSymbolOfOneFrame() throws {
        let events = try MarbleParser.cold("'ab'-['cd'e]'f'", values: ["ab": 1, "cd": 2, "e": 3, "f": 4])
        #expect(events == [.next(0, 1), .next(2, 2), .next(2, 3), .next(3, 4)])
    }

    @Test func spacesAreIgnored() throws {
        #expect(try MarbleParser.cold(" - a  - | ") == [.next(1, "a"), .completed(3)])
    }

    @Test func dashesMayFollowTheEnd() throws {
        #expect(try MarbleParser.cold("a|---") == [.next(0, "a"), .completed(1)])
    }

    @Test func hotCaretIsTheSubscriptionTimeAndEarlierFramesAreBeforeIt() throws {
        let events = try MarbleParser.hot("-a-^-b-|", frameLength: 10)
        #expect(events == [.next(180, "a"), .next(220, "b"), .completed(240)])
        let custom = try MarbleParser.hot("^a", values: ["a": 1], subscribed: 50)
        #expect(custom == [.next(51, 1)])
    }

    @Test func hotWithoutCaretStartsAtTimeZero() throws {
        #expect(try MarbleParser.hot("--a") == [.next(2, "a")])
    }

    @Test(arguments: [
        ("-[ab", 2, MarbleError.Problem.unclosedGroup),
        ("[a[b]]", 3, .nestedGroup),
        ("-[]", 2, .emptyGroup),
        ("a]", 2, .unmatchedGroupEnd),
        ("-'abc", 2, .unclosedQuote),
        ("''", 1, .emptyQuote),
        ("[a-b]", 3, .unexpectedCharacter("-")),
        ("[a^]", 3, .unexpectedCharacter("^")),
        ("a|b", 3, .eventAfterTermination("b")),
        ("#--|", 4, .eventAfterTermination("|")),
        ("[|a]", 3, .eventAfterTermination("a")),
        ("|[a]", 2, .eventAfterTermination("[")),
        ("-^", 2, .subscriptionPointInColdMarble),
    ])
    func invalidColdMarblesThrowWithTheColumnAndProblem(marble: String, column: Int, problem: MarbleError.Problem) {
        #expect(throws: MarbleError(marble: marble, column: column, problem: problem)) {
            try MarbleParser.cold(marble)
        }
    }

    @Test func aSecondCaretInAHotMarbleThrows() {
        #expect(throws: MarbleError(marble: "^-^", column: 3, problem: .repeatedSubscriptionPoint)) {
            try MarbleParser.hot("^-^")
        }
    }

    @Test func aSymbolMissingFromValuesThrows() {
        #expect(throws: MarbleError(marble: "-a-'bc'", column: 4, problem: .unknownSymbol("bc"))) {
            try MarbleParser.cold("-a-'bc'", values: ["a": 1])
        }
    }

    @Test func aNonPositiveFrameLengthThrows() {
        #expect(throws: MarbleError(marble: "a", column: 1, problem: .nonPositiveFrameLength(0))) {
            try MarbleParser.cold("a", frameLength: 0)
        }
    }

    @Test func theErrorDescriptionPointsAtTheColumn() {
        let error = MarbleError(marble: "a|b", column: 3, problem: .eventAfterTermination("b"))
        #expect(
            error.description == """
                invalid marble at column 3: 'b' after the sequence ended; only '-' may follow '|' or '#'
                  a|b
                    ^
                """)
    }

    @Test func schedulerCreatesHotAndColdObservablesFromMarbles() throws {
        let leaked = try Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let hot = try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2], frameLength: 10)
            let cold = try scheduler.createColdObservable("-x|", frameLength: 5)
            let hotResult = scheduler.start { hot }
            #expect(hotResult.events == [.next(220, 2), .completed(240)])
            #expect(hot.subscriptions == [Subscription(200, 240)])
            let coldScheduler = TestScheduler(initialClock: 0)
            let coldSource = try coldScheduler.createColdObservable("-x|", frameLength: 5)
            let coldResult = coldScheduler.start { coldSource }
            #expect(coldResult.events == [.next(205, "x"), .completed(210)])
            #expect(cold.subscriptions.isEmpty)
        }
        #expect(leaked == 0)
    }
}
