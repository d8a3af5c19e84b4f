import Reactive
import XCTest

@testable import ReactiveTesting

private struct Failure: Error, Equatable {
    let name: String
}

/// RxTest's assertions, called as RxTest suites call them. Failures are captured rather than
/// reported, so each test can check that a mismatch does fail, once, with a useful message.
final class XCTestEventsTests: XCTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failure descriptions `body` records.
    private func failures(of body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testEqualArraysOfEveryEventKindPass() {
        let none = failures {
            XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
            XCTAssertEqual([Event<Int>.error(Failure(name: "a"))], [Event<Int>.error(Failure(name: "a"))])
            XCTAssertEqual(
                [SingleEvent.success(1), .failure(Failure(name: "a"))], [.success(1), .failure(Failure(name: "a"))])
            XCTAssertEqual([MaybeEvent.success(1), .completed], [MaybeEvent.success(1), .completed])
            XCTAssertEqual([CompletableEvent.completed], [CompletableEvent.completed])
            XCTAssertEqual([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
            XCTAssertEqual([Recorded<Event<Int?>>.next(210, nil)], [.next(210, nil)])
            XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 2])
        }
        XCTAssertEqual(none, [])
    }

    func testAMismatchFailsOnceAndNamesEachDifferingPosition() {
        let messages = failures {
            XCTAssertEqual([Recorded.next(210, 1), .next(220, 2)], [.next(210, 1), .next(225, 2), .completed(230)])
        }
        XCTAssertEqual(messages.count, 1)
        let message = messages.first ?? ""
        XCTAssertTrue(message.contains("[1] lhs: next(2) @ 220"), message)
        XCTAssertTrue(message.contains("rhs: next(2) @ 225"), message)
        XCTAssertTrue(message.contains("[2] lhs: (nothing)"), message)
        XCTAssertFalse(message.contains("[0]"), message)
    }

    func testEveryOverloadFailsOnADifference() {
        let messages = failures {
            XCTAssertEqual([Event.next(1)], [Event.next(2)])
            XCTAssertEqual([SingleEvent<Int>.failure(Failure(name: "a"))], [.failure(Failure(name: "b"))])
            XCTAssertEqual([MaybeEvent.success(1)], [MaybeEvent<Int>.completed])
            XCTAssertEqual([CompletableEvent.completed], [CompletableEvent.error(Failure(name: "a"))])
            XCTAssertEqual([Recorded<Event<Int?>>.next(210, nil)], [.next(210, 1)])
        }
        XCTAssertEqual(messages.count, 5)
    }

    func testRecordedElementsIgnoreTimesButFailOnAStopEvent() {
        let mismatch = failures {
            XCTAssertRecordedElements([.next(210, 1), .next(220, 3)], [1, 2])
        }
        XCTAssertEqual(mismatch.count, 1)
        let stopped = failures {
            XCTAssertRecordedElements([.next(210, 1), .completed(220)], [1])
        }
        XCTAssertEqual(stopped.count, 1)
        XCTAssertTrue(stopped.first?.contains("stop event") == true, stopped.first ?? "")
    }

    func testTheMessageIsNilExactlyWhenTheArraysAreEqual() {
        XCTAssertNil(elementwiseFailureMessage([1, 2], [1, 2], by: ==))
        XCTAssertNotNil(elementwiseFailureMessage([1, 2], [1], by: ==))
        XCTAssertNotNil(elementwiseFailureMessage([1], [2], by: ==))
        XCTAssertNil(elementwiseFailureMessage([Int](), [], by: ==))
    }
}
