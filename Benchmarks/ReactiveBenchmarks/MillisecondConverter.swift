import Foundation
import Reactive

// Its own file: scripts/compat/xbench_seeds.py compiles it with SeedSearches.swift against RxSwift too.

/// One virtual tick is one millisecond, so `.milliseconds(n)` due times map to `n` ticks exactly.
struct MillisecondConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 1000)
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 * 1000).rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 1000
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval * 1000).rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
