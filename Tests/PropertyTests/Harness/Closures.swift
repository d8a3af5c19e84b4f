import Reactive
import SeededRandomness

/// A generated `Int -> Int` closure with its source text, so a shrunk pipeline prints as code.
/// One in ten throws `PropertyError("f")` on one element, to exercise error paths.
struct IntFunction: CustomStringConvertible {
    let description: String
    let call: (Int) throws -> Int

    static func random(_ rng: inout SplitMix64, throwing throwChance: Double = 0.1) -> IntFunction {
        let k = rng.int(1...4)
        let plain: IntFunction
        switch rng.int(0...3) {
        case 0: plain = IntFunction(description: "$0 + \(k)") { $0 &+ k }
        case 1: plain = IntFunction(description: "$0 * \(k + 1)") { $0 &* (k + 1) }
        case 2: plain = IntFunction(description: "$0 % \(k + 1)") { $0 % (k + 1) }
        default: plain = IntFunction(description: "9 - $0") { 9 &- $0 }
        }
        guard rng.chance(throwChance) else { return plain }
        let trigger = rng.int(TimelineSpec.elements)
        return IntFunction(description: "$0 == \(trigger) ? throw f : \(plain)") { value in
            if value == trigger { throw PropertyError("f") }
            return try plain.call(value)
        }
    }
}

/// A generated `Int -> Bool` closure with its source text; one in ten throws
/// `PropertyError("p")` on one element.
struct IntPredicate: CustomStringConvertible {
    let description: String
    let call: (Int) throws -> Bool

    static func random(_ rng: inout SplitMix64, throwing throwChance: Double = 0.1) -> IntPredicate {
        let k = rng.int(2...7)
        let plain: IntPredicate
        switch rng.int(0...2) {
        case 0:
            let remainder = rng.int(0...(k - 1))
            plain = IntPredicate(description: "$0 % \(k) == \(remainder)") { $0 % k == remainder }
        case 1: plain = IntPredicate(description: "$0 < \(k)") { $0 < k }
        default: plain = IntPredicate(description: "$0 > \(k)") { $0 > k }
        }
        guard rng.chance(throwChance) else { return plain }
        let trigger = rng.int(TimelineSpec.elements)
        return IntPredicate(description: "$0 == \(trigger) ? throw p : \(plain)") { value in
            if value == trigger { throw PropertyError("p") }
            return try plain.call(value)
        }
    }
}

/// A generated `(Int, Int) -> Int` accumulator for `scan` and `reduce`.
struct IntAccumulator: CustomStringConvertible {
    let description: String
    let call: (Int, Int) throws -> Int

    static func random(_ rng: inout SplitMix64, throwing throwChance: Double = 0.1) -> IntAccumulator {
        let plain: IntAccumulator
        switch rng.int(0...2) {
        case 0: plain = IntAccumulator(description: "$0 + $1") { $0 &+ $1 }
        case 1: plain = IntAccumulator(description: "max($0, $1)") { max($0, $1) }
        default: plain = IntAccumulator(description: "$0 * 3 + $1") { $0 &* 3 &+ $1 }
        }
        guard rng.chance(throwChance) else { return plain }
        let trigger = rng.int(TimelineSpec.elements)
        return IntAccumulator(description: "$1 == \(trigger) ? throw a : \(plain)") { accumulated, value in
            if value == trigger { throw PropertyError("a") }
            return try plain.call(accumulated, value)
        }
    }
}

/// The stop event of an element-free sequence, as an event of any element type: how a pipeline
/// step turns `ignoreElements()`'s `Observable<Never>` back into `Observable<Int>`.
func widen<Element>(_ event: Event<Never>) -> Event<Element> {
    switch event {
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
}
