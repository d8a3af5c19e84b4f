import Foundation
import Reactive

/// Converts `TestScheduler` ticks to real time: one tick lasts `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// A point in virtual time, in ticks.
    public typealias VirtualTimeUnit = Int

    /// A span of virtual time, in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// Creates a converter where one tick lasts `resolution` seconds.
    ///
    /// - Parameter resolution: Seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the reference date (1970).
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick nearest to `time`, half a tick rounding up.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(forSeconds: time.timeIntervalSince1970)
    }

    /// The seconds that `virtualTimeInterval` ticks last.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds, half a tick rounding up.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(forSeconds: timeInterval)
    }

    /// `time` plus `offset` ticks.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// The order of two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }

    /// Rounds as RxTest does, so ported tests see the same ticks; values beyond `Int` saturate
    /// instead of trapping.
    private func ticks(forSeconds seconds: Double) -> Int {
        let value = seconds / resolution + 0.5
        guard value.isFinite else { return value > 0 ? Int.max : Int.min }
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }
}
