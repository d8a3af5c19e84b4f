import SeededRandomness

/// The draws the property tests make from their seeded generator.
///
/// They reduce with `%` rather than calling `Int.random(in:using:)`, whose algorithm
/// the standard library may change between releases; with our own reduction a seed means the same
/// case on every toolchain.
extension SplitMix64 {
    /// A uniformly drawn integer in `range` (modulo bias is irrelevant at these sizes).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Item>(_ items: [Item]) -> Item {
        items[int(0...(items.count - 1))]
    }

    /// A seed for an independent stream, so a case can be replayed without replaying its
    /// predecessors.
    mutating func seed() -> UInt64 {
        next()
    }
}

/// FNV-1a of a string: gives each property its own default seed, stable across runs and
/// toolchains (unlike `Hasher`, which is randomly seeded per process).
func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
    }
    return hash
}

/// `0x` followed by 16 hexadecimal digits, the form `PROPERTY_SEED` accepts.
func hex(_ seed: UInt64) -> String {
    let digits = String(seed, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
}
