import Foundation

/// The converter of `HistoricalScheduler`: its virtual time already is real time, a `Date`, and
/// its spans are seconds, so every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// A point in virtual time: a date.
    public typealias VirtualTimeUnit = RxTime

    /// A span of virtual time, in seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// The date itself.
    ///
    /// - Parameter virtualTime: A date.
    /// - Returns: `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// The date itself.
    ///
    /// - Parameter time: A date.
    /// - Returns: `time`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// The seconds themselves.
    ///
    /// - Parameter virtualTimeInterval: A span in seconds.
    /// - Returns: `virtualTimeInterval`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// The seconds themselves.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: `timeInterval`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// `time` moved by `offset` seconds.
    ///
    /// - Parameters:
    ///   - time: A date.
    ///   - offset: Seconds to add; negative moves back.
    /// - Returns: The moved date.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// The chronological order of two dates.
    ///
    /// - Parameters:
    ///   - lhs: A date.
    ///   - rhs: Another date.
    /// - Returns: Whether `lhs` is earlier than, the same as, or later than `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
