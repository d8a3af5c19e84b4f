import Reactive

/// Draws recorded events and subscriptions as marble diagrams, the inverse of `MarbleParser`.
public enum MarbleRenderer {
    /// The marble diagram of `events` on `scale`; events in one frame become a `[…]` group.
    ///
    /// - Parameters:
    ///   - events: The events, in time order.
    ///   - scale: The mapping from time to frames.
    ///   - symbol: The symbol for an element; symbols that are not a single plain character are
    ///     quoted.
    /// - Returns: The diagram.
    public static func render<Element>(
        _ events: [Recorded<Event<Element>>],
        scale: MarbleScale = MarbleScale(origin: 0, frameLength: 1),
        symbol: (Element) -> String = { "\($0)" }
    ) -> String {
        var frames: [Int: [String]] = [:]
        var lastFrame = -1
        for recorded in events {
            let frame = scale.frame(of: recorded.time)
            frames[frame, default: []].append(draw(recorded.value, symbol: symbol))
            lastFrame = max(lastFrame, frame)
        }
        guard lastFrame >= 0 else { return "" }
        return (0...lastFrame).map { frame in
            guard let drawn = frames[frame] else { return "-" }
            return drawn.count == 1 ? drawn[0] : "[" + drawn.joined() + "]"
        }.joined()
    }

    /// One subscription as `^` at its start and `!` at its end, `-` in between; a subscription
    /// that never ended runs on to `width` frames.
    ///
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - scale: The mapping from time to frames.
    ///   - width: The frame count to draw an open subscription to.
    /// - Returns: The diagram.
    public static func render(_ subscription: Subscription, scale: MarbleScale, width: Int = 0) -> String {
        let start = scale.frame(of: subscription.subscribe)
        let lead = String(repeating: " ", count: start) + "^"
        guard subscription.unsubscribe != Int.max else {
            return lead + String(repeating: "-", count: max(width - start - 1, 0))
        }
        let end = scale.frame(of: subscription.unsubscribe)
        return lead + String(repeating: "-", count: max(end - start - 1, 0)) + "!"
    }

    /// Expected and actual timelines one above the other on the coarsest common scale, preceded
    /// by a line naming that scale.
    ///
    /// - Parameters:
    ///   - expected: The expected events.
    ///   - actual: The recorded events.
    ///   - symbol: The symbol for an element.
    /// - Returns: Three lines of text.
    public static func aligned<Element>(
        expected: [Recorded<Event<Element>>],
        actual: [Recorded<Event<Element>>],
        symbol: (Element) -> String = { "\($0)" }
    ) -> String {
        let scale = MarbleScale.fitting((expected + actual).map(\.time))
        return [
            "scale:    \(scale)",
            "expected: \(render(expected, scale: scale, symbol: symbol))",
            "actual:   \(render(actual, scale: scale, symbol: symbol))",
        ].joined(separator: "\n")
    }

    /// Expected and actual subscriptions one above the other on the coarsest common scale.
    ///
    /// - Parameters:
    ///   - expected: The expected subscriptions.
    ///   - actual: The recorded subscriptions.
    /// - Returns: A scale line, then one line per subscription.
    public static func aligned(expected: [Subscription], actual: [Subscription]) -> String {
        let all = expected + actual
        let scale = MarbleScale.fitting(all.flatMap { [$0.subscribe, $0.unsubscribe] })
        let width =
            all.flatMap { [$0.subscribe, $0.unsubscribe] }.filter { $0 != Int.max }
            .map { scale.frame(of: $0) + 2 }.max() ?? 0
        var lines = ["scale:    \(scale)"]
        for (label, subscriptions) in [("expected", expected), ("actual  ", actual)] {
            if subscriptions.isEmpty { lines.append("\(label): (none)") }
            for subscription in subscriptions {
                lines.append("\(label): \(render(subscription, scale: scale, width: width))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func draw<Element>(_ event: Event<Element>, symbol: (Element) -> String) -> String {
        switch event {
        case .next(let element):
            let text = symbol(element)
            let plain = text.count == 1 && !"-|#[]'^ ".contains(text)
            return plain ? text : "'\(text)'"
        case .completed:
            return "|"
        case .error:
            return "#"
        }
    }
}
