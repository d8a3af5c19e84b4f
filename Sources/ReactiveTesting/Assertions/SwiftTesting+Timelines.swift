#if canImport(Testing)
import Reactive
import Testing

/// Records an issue when `actual` is not `expected`, showing both timelines as marbles.
///
/// - Parameters:
///   - actual: The recorded events, usually `observer.events`.
///   - expected: The expected events.
///   - sourceLocation: Where to report the issue.
public func expectEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(TimelineAssertion.failureMessage(actual: actual, expected: expected), at: sourceLocation)
}

/// Records an issue when `actual` does not match the marble diagram `marble`, whose frame 0 (or
/// `^` frame) is `origin`.
///
/// - Parameters:
///   - actual: The recorded events.
///   - marble: The expected diagram.
///   - values: The element for each value symbol.
///   - error: The error `#` stands for.
///   - frameLength: Ticks per frame.
///   - origin: The time of frame 0; `TestScheduler.start` subscribes at 200.
///   - sourceLocation: Where to report the issue.
public func expectEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    marble: String,
    values: [String: Element],
    error: any Error = MarbleTestError(),
    frameLength: TestTime = 1,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let message = TimelineAssertion.failureMessage(
        actual: actual, marble: marble, values: values, error: error, frameLength: frameLength, origin: origin)
    report(message, at: sourceLocation)
}

/// Records an issue when string events do not match a diagram whose symbols are the elements.
///
/// - Parameters:
///   - actual: The recorded events.
///   - marble: The expected diagram.
///   - error: The error `#` stands for.
///   - frameLength: Ticks per frame.
///   - origin: The time of frame 0.
///   - sourceLocation: Where to report the issue.
public func expectEvents(
    _ actual: [Recorded<Event<String>>],
    marble: String,
    error: any Error = MarbleTestError(),
    frameLength: TestTime = 1,
    origin: TestTime = TestScheduler.Defaults.subscribed,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let message = TimelineAssertion.failureMessage(
        actual: actual, marble: marble, error: error, frameLength: frameLength, origin: origin)
    report(message, at: sourceLocation)
}

/// Records an issue when `actual` subscriptions are not `expected`, drawing both.
///
/// - Parameters:
///   - actual: The recorded subscriptions, usually `observable.subscriptions`.
///   - expected: The expected subscriptions.
///   - sourceLocation: Where to report the issue.
public func expectSubscriptions(
    _ actual: [Subscription],
    _ expected: [Subscription],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    report(TimelineAssertion.failureMessage(actual: actual, expected: expected), at: sourceLocation)
}

private func report(_ message: String?, at sourceLocation: SourceLocation) {
    guard let message else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
#endif
