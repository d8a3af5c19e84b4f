// The answers every peer's workloads are checked against (scripts/compat/cross-benchmark.sh --peers
// compiles this file into each of the four executables), so a fast wrong result fails the run.

/// The arithmetic the peer workloads share, and what each workload must have computed.
enum Chain {
    static func transform(_ value: Int) -> Int { value &* 3 }
    static func keep(_ value: Int) -> Bool { value & 1 == 0 }

    static func expectedSum(_ count: Int) -> Int {
        var sum = 0
        for value in 0..<count {
            let mapped = transform(value)
            if keep(mapped) { sum &+= mapped }
        }
        return sum
    }

    /// 0 + 1 + … + (count − 1).
    static func triangle(_ count: Int) -> Int { count * (count - 1) / 2 }

    /// The sum of `a + b` over every emission of a combineLatest of two sources when `0..<count` is
    /// pushed alternately, even values into the first and odd values into the second: one emission
    /// per value once both have one.
    static func combineLatestSum(_ count: Int) -> Int {
        var first: Int?
        var second: Int?
        var sum = 0
        for value in 0..<count {
            if value & 1 == 0 { first = value } else { second = value }
            if let first, let second { sum &+= first &+ second }
        }
        return sum
    }

    /// The last value a combineLatest of two emits for the same input: the last even plus the last odd value.
    static func combineLatestLast(_ count: Int) -> Int {
        let lastEven = (count - 1) & ~1
        let lastOdd = (count - 1) & 1 == 1 ? count - 1 : count - 2
        return lastEven + lastOdd
    }
}
