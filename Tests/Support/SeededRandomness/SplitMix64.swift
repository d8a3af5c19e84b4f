/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, seeded generator whose whole state is one
/// `UInt64`, so a test that draws from it runs the same way every time and a failing case is
/// reproduced from its seed alone. Shared by every test target that needs one (not a product).
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state: the next draw depends on nothing else.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
