import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct EventTests {
    @Test func nextExposesItsElementAndIsNotAStopEvent() {
        let event = Event.next(7)
        #expect(event.element == 7)
        #expect(event.error == nil)
        #expect(!event.isStopEvent)
        #expect(!event.isCompleted)
    }

    @Test func errorAndCompletedAreStopEvents() {
        let failure = Event<Int>.error(TestError("boom"))
        #expect(failure.isStopEvent)
        #expect((failure.error as? TestError) == TestError("boom"))
        #expect(failure.element == nil)
        #expect(Event<Int>.completed.isStopEvent)
        #expect(Event<Int>.completed.isCompleted)
    }

    @Test func mapTransformsElementsAndKeepsStopEvents() {
        #expect(Event.next(2).map { $0 * 10 }.element == 20)
        #expect(Event<Int>.completed.map { $0 * 10 }.isCompleted)
        let mappedError = Event<Int>.error(TestError("e")).map { $0 * 10 }
        #expect((mappedError.error as? TestError) == TestError("e"))
    }

    @Test func mapTurnsAThrowingTransformIntoAnErrorEvent() {
        let mapped = Event.next(1).map { (_: Int) -> Int in throw TestError("thrown") }
        #expect((mapped.error as? TestError) == TestError("thrown"))
    }

    @Test func debugDescriptionNamesTheEvent() {
        #expect(Event.next(1).debugDescription == "next(1)")
        #expect(Event<Int>.completed.debugDescription == "completed")
        #expect(Event<Int>.error(TestError("x")).debugDescription == "error(x)")
    }

    @Test func eventConvertsToItself() {
        #expect(Event.next(3).event.element == 3)
    }
}
