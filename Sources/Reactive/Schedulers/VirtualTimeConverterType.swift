import Foundation

/// How a virtual-time scheduler maps its own time units to real dates and intervals.
///
/// A virtual clock counts in whatever unit suits the tests (ticks for `TestScheduler`); the
/// converter is the one place that knows how those units relate to `RxTime` and seconds, so the
/// scheduler itself stays unit-agnostic.
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit

    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The real date that `virtualTime` stands for.
    ///
    /// - Parameter virtualTime: A point in virtual time.
    /// - Returns: The corresponding date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that `time` stands for.
    ///
    /// - Parameter time: A real date.
    /// - Returns: The corresponding point in virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The number of seconds that `virtualTimeInterval` stands for.
    ///
    /// - Parameter virtualTimeInterval: A span of virtual time.
    /// - Returns: The span in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual span that `timeInterval` seconds stand for.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: The span in virtual time.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    ///
    /// - Parameters:
    ///   - time: A point in virtual time.
    ///   - offset: How far to move it.
    /// - Returns: The moved point.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` orders against `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A point in virtual time.
    ///   - rhs: Another point in virtual time.
    /// - Returns: Whether `lhs` is earlier than, equal to or later than `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two points in virtual time.
public enum VirtualTimeComparison: Sendable, Equatable {
    /// The first point is earlier.
    case lessThan
    /// Both points are the same.
    case equal
    /// The first point is later.
    case greaterThan
}
