#if canImport(XCTest)
import Reactive
import XCTest

/// Fails the test when `actual` is not `expected`, showing both timelines as marbles.
///
/// - Parameters:
///   - actual: The recorded events, usually `observer.events`.
///   - expected: The expected events.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    fail(TimelineAssertion.failureMessage(actual: actual, expected: expected), file: file, line: line)
}

/// Fails the test when `actual` does not match the marble diagram `marble`, whose frame 0 (or `^`
/// frame) is `origin`.
///
/// - Parameters:
///   - actual: The recorded events.
///   - marble: The expected diagram.
///   - values: The element for each value symbol.
///   - error: The error `#` stands for.
///   - frameLength: Ticks per frame.
///   - origin: The time of frame 0; `TestScheduler.start` subscribes at 200.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    marble: String,
    values: [String: Element],
    error: any Error = MarbleTestError(),
    frameLength: TestTime = 1,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let message = TimelineAssertion.failureMessage(
        actual: actual, marble: marble, values: values, error: error, frameLength: frameLength, origin: origin)
    fail(message, file: file, line: line)
}

/// Fails the test when string events do not match a diagram whose symbols are the elements.
///
/// - Parameters:
///   - actual: The recorded events.
///   - marble: The expected diagram.
///   - error: The error `#` stands for.
///   - frameLength: Ticks per frame.
///   - origin: The time of frame 0.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEvents(
    _ actual: [Recorded<Event<String>>],
    marble: String,
    error: any Error = MarbleTestError(),
    frameLength: TestTime = 1,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let message = TimelineAssertion.failureMessage(
        actual: actual, marble: marble, error: error, frameLength: frameLength, origin: origin)
    fail(message, file: file, line: line)
}

/// Fails the test when `actual` subscriptions are not `expected`, drawing both.
///
/// - Parameters:
///   - actual: The recorded subscriptions.
///   - expected: The expected subscriptions.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertSubscriptions(
    _ actual: [Subscription],
    _ expected: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    fail(TimelineAssertion.failureMessage(actual: actual, expected: expected), file: file, line: line)
}

private func fail(_ message: String?, file: StaticString, line: UInt) {
    guard let message else { return }
    XCTFail(message, file: file, line: line)
}
#endif
