import Dispatch
import ReactiveTesting
import XCTest

/// `wait(for:)` without a timeout, as tests written against Apple's XCTest call it (RxSwift's
/// Observable+Tests among them).
final class XCTestCaseWaitTests: XCTestCase {
    func testWaitsUntilAnExpectationFulfilledLaterOnAnotherThreadIsMet() {
        let fulfilled = expectation(description: "fulfilled on a queue")
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            fulfilled.fulfill()
        }
        wait(for: [fulfilled])
    }

    func testEnforcesTheOrderWhenAsked() {
        let first = expectation(description: "first")
        let second = expectation(description: "second")
        first.fulfill()
        second.fulfill()
        wait(for: [first, second], enforceOrder: true)
    }
}
