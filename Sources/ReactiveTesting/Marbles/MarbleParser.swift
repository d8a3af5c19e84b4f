import Reactive

/// Turns marble diagrams such as `"--a--b--|"` into recorded events.
///
/// Every character is one frame of `frameLength` ticks: `-` is an empty frame, any other
/// character a value symbol, `'abc'` a multi-character symbol, `[ab]` several events in one
/// frame, `|` completion and `#` an error. Spaces are ignored. A hot diagram may mark its
/// subscription point with `^`: that frame is the time `subscribed`, earlier frames come before
/// it, and without `^` frame 0 is time 0. A cold diagram's frame 0 is offset 0.
public enum MarbleParser {
    /// The events of a cold diagram, as offsets from the subscription.
    ///
    /// - Parameters:
    ///   - marble: The diagram.
    ///   - values: The element for each value symbol.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    /// - Returns: The recorded events.
    /// - Throws: `MarbleError` for a malformed diagram or a symbol missing from `values`.
    public static func cold<Element>(
        _ marble: String,
        values: [String: Element],
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1
    ) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let timeline = try MarbleScanner.scan(marble, allowsSubscriptionPoint: false)
        return try events(timeline, marble: marble, origin: 0, frameLength: frameLength, error: error) { values[$0] }
    }

    /// The events of a cold diagram whose symbols are the elements themselves.
    ///
    /// - Parameters:
    ///   - marble: The diagram.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    /// - Returns: The recorded events.
    /// - Throws: `MarbleError` for a malformed diagram.
    public static func cold(
        _ marble: String,
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1
    ) throws(MarbleError) -> [Recorded<Event<String>>] {
        let timeline = try MarbleScanner.scan(marble, allowsSubscriptionPoint: false)
        return try events(timeline, marble: marble, origin: 0, frameLength: frameLength, error: error) { $0 }
    }

    /// The events of a hot diagram, at absolute times.
    ///
    /// - Parameters:
    ///   - marble: The diagram.
    ///   - values: The element for each value symbol.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - subscribed: The time of the `^` frame.
    /// - Returns: The recorded events.
    /// - Throws: `MarbleError` for a malformed diagram or a symbol missing from `values`.
    public static func hot<Element>(
        _ marble: String,
        values: [String: Element],
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let timeline = try MarbleScanner.scan(marble, allowsSubscriptionPoint: true)
        let origin = hotOrigin(timeline, frameLength: frameLength, subscribed: subscribed)
        return try events(timeline, marble: marble, origin: origin, frameLength: frameLength, error: error) {
            values[$0]
        }
    }

    /// The events of a hot diagram whose symbols are the elements themselves.
    ///
    /// - Parameters:
    ///   - marble: The diagram.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - subscribed: The time of the `^` frame.
    /// - Returns: The recorded events.
    /// - Throws: `MarbleError` for a malformed diagram.
    public static func hot(
        _ marble: String,
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws(MarbleError) -> [Recorded<Event<String>>] {
        let timeline = try MarbleScanner.scan(marble, allowsSubscriptionPoint: true)
        let origin = hotOrigin(timeline, frameLength: frameLength, subscribed: subscribed)
        return try events(timeline, marble: marble, origin: origin, frameLength: frameLength, error: error) { $0 }
    }

    private static func hotOrigin(_ timeline: MarbleTimeline, frameLength: TestTime, subscribed: TestTime) -> TestTime {
        guard let frame = timeline.subscriptionFrame else { return 0 }
        return subscribed - frame * frameLength
    }

    /// An expected timeline for a subscription made at `origin`: frame 0, or the `^` frame if
    /// there is one, is `origin`.
    static func expected<Element>(
        _ marble: String,
        origin: TestTime,
        frameLength: TestTime,
        error: any Error,
        resolve: (String) -> Element?
    ) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let timeline = try MarbleScanner.scan(marble, allowsSubscriptionPoint: true)
        let start = origin - (timeline.subscriptionFrame ?? 0) * frameLength
        return try events(
            timeline, marble: marble, origin: start, frameLength: frameLength, error: error, resolve: resolve)
    }

    private static func events<Element>(
        _ timeline: MarbleTimeline,
        marble: String,
        origin: TestTime,
        frameLength: TestTime,
        error: any Error,
        resolve: (String) -> Element?
    ) throws(MarbleError) -> [Recorded<Event<Element>>] {
        guard frameLength > 0 else {
            throw MarbleError(marble: marble, column: 1, problem: .nonPositiveFrameLength(frameLength))
        }
        var recorded: [Recorded<Event<Element>>] = []
        for entry in timeline.entries {
            let time = origin + entry.frame * frameLength
            switch entry.kind {
            case .value(let symbol):
                guard let element = resolve(symbol) else {
                    throw MarbleError(marble: marble, column: entry.column, problem: .unknownSymbol(symbol))
                }
                recorded.append(.next(time, element))
            case .completed:
                recorded.append(.completed(time))
            case .error:
                recorded.append(.error(time, error))
            }
        }
        return recorded
    }
}
