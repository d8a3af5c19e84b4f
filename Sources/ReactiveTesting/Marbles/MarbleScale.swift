/// How virtual time maps to marble frames when rendering: frame `i` starts at
/// `origin + i * frameLength`.
public struct MarbleScale: Equatable, Sendable, CustomStringConvertible {
    /// The time of frame 0.
    public let origin: TestTime
    /// Ticks per frame.
    public let frameLength: TestTime

    /// Creates a scale.
    ///
    /// - Parameters:
    ///   - origin: The time of frame 0.
    ///   - frameLength: Ticks per frame; values below 1 are treated as 1.
    public init(origin: TestTime, frameLength: TestTime) {
        self.origin = origin
        self.frameLength = max(frameLength, 1)
    }

    /// The coarsest scale on which every time in `times` falls on a frame boundary, so no two
    /// distinct times share a frame and long timelines stay short.
    ///
    /// Frame 0 is `preferredOrigin` (the default subscription time), or the earliest time if that
    /// is earlier; the frame length is the greatest common divisor of the offsets from it.
    ///
    /// - Parameters:
    ///   - times: The times to render.
    ///   - preferredOrigin: The time frame 0 should be, when no time is earlier.
    /// - Returns: The scale.
    public static func fitting(_ times: [TestTime], preferredOrigin: TestTime = TestScheduler.Defaults.subscribed)
        -> MarbleScale
    {
        let finite = times.filter { $0 != Int.max }
        let origin = min(preferredOrigin, finite.min() ?? preferredOrigin)
        let length = finite.reduce(0) { greatestCommonDivisor($0, $1 - origin) }
        return MarbleScale(origin: origin, frameLength: length == 0 ? 1 : length)
    }

    /// The frame that `time` falls in; times before the origin fall in frame 0.
    ///
    /// - Parameter time: A virtual time.
    /// - Returns: The frame index.
    public func frame(of time: TestTime) -> Int {
        max(0, (time - origin) / frameLength)
    }

    /// `1 frame = 10 ticks, frame 0 = 200`.
    public var description: String {
        "1 frame = \(frameLength) tick\(frameLength == 1 ? "" : "s"), frame 0 = \(origin)"
    }

    private static func greatestCommonDivisor(_ lhs: Int, _ rhs: Int) -> Int {
        var (a, b) = (abs(lhs), abs(rhs))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
