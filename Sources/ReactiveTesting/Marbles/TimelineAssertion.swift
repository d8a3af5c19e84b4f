import Reactive

/// Builds the failure messages of the event and subscription assertions: `nil` when the timelines
/// match, otherwise both timelines drawn one above the other, then the exact recordings.
///
/// The Swift Testing and XCTest helpers only report these messages, so the messages themselves
/// can be tested without a failing test.
public enum TimelineAssertion {
    /// The failure message for `actual` not being `expected`, or nil if they are equal.
    ///
    /// - Parameters:
    ///   - actual: The recorded events.
    ///   - expected: The expected events.
    ///   - symbol: The marble symbol for an element.
    /// - Returns: The message, or nil.
    public static func failureMessage<Element: Equatable>(
        actual: [Recorded<Event<Element>>],
        expected: [Recorded<Event<Element>>],
        symbol: (Element) -> String = { "\($0)" }
    ) -> String? {
        guard actual != expected else { return nil }
        return [
            "Recorded events differ from the expected ones.",
            MarbleRenderer.aligned(expected: expected, actual: actual, symbol: symbol),
            "expected events: \(list(expected))",
            "actual events:   \(list(actual))",
        ].joined(separator: "\n")
    }

    /// The failure message for `actual` not matching a marble diagram, or nil if it does.
    ///
    /// Frame 0 of the diagram (or its `^` frame) is `origin`, the subscription time of
    /// `TestScheduler.start` by default.
    ///
    /// - Parameters:
    ///   - actual: The recorded events.
    ///   - marble: The expected diagram.
    ///   - values: The element for each value symbol; also used to draw `actual`.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - origin: The time of frame 0.
    /// - Returns: The message, or nil.
    public static func failureMessage<Element: Equatable>(
        actual: [Recorded<Event<Element>>],
        marble: String,
        values: [String: Element],
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        origin: TestTime = TestScheduler.Defaults.subscribed
    ) -> String? {
        let expected: [Recorded<Event<Element>>]
        do {
            expected = try MarbleParser.expected(
                marble, origin: origin, frameLength: frameLength, error: error, resolve: { values[$0] })
        } catch {
            return "The expected marble is invalid: \(error)"
        }
        let symbol = { (element: Element) in values.first { $0.value == element }?.key ?? "\(element)" }
        return failureMessage(actual: actual, expected: expected, symbol: symbol)
    }

    /// The failure message for string events not matching a diagram whose symbols are the
    /// elements, or nil if they do.
    ///
    /// - Parameters:
    ///   - actual: The recorded events.
    ///   - marble: The expected diagram.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - origin: The time of frame 0.
    /// - Returns: The message, or nil.
    public static func failureMessage(
        actual: [Recorded<Event<String>>],
        marble: String,
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        origin: TestTime = TestScheduler.Defaults.subscribed
    ) -> String? {
        let expected: [Recorded<Event<String>>]
        do {
            expected = try MarbleParser.expected(
                marble, origin: origin, frameLength: frameLength, error: error, resolve: { $0 })
        } catch {
            return "The expected marble is invalid: \(error)"
        }
        return failureMessage(actual: actual, expected: expected)
    }

    /// The failure message for `actual` subscriptions not being `expected`, or nil if equal.
    ///
    /// - Parameters:
    ///   - actual: The recorded subscriptions.
    ///   - expected: The expected subscriptions.
    /// - Returns: The message, or nil.
    public static func failureMessage(actual: [Subscription], expected: [Subscription]) -> String? {
        guard actual != expected else { return nil }
        return [
            "Recorded subscriptions differ from the expected ones.",
            MarbleRenderer.aligned(expected: expected, actual: actual),
            "expected subscriptions: \(list(expected))",
            "actual subscriptions:   \(list(actual))",
        ].joined(separator: "\n")
    }

    private static func list<Item: CustomDebugStringConvertible>(_ items: [Item]) -> String {
        "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
    }
}
