import Foundation

/// What a property run reads from the environment.
///
/// - `PROPERTY_SEED` (decimal or `0x` hexadecimal) replaces every property's base seed; the first
///   case of each property then uses exactly that seed, so the seed printed with a failure
///   replays it as case 0.
/// - `PROPERTY_ITERATIONS` replaces every property's default number of cases (and the fuzz
///   loop's number of inputs), e.g. `PROPERTY_ITERATIONS=20000` for a long run.
enum PropertySettings {
    /// The seed every property's own seed is derived from when `PROPERTY_SEED` is not set.
    static let defaultSeed: UInt64 = 0x5EED_2026_0000_0001

    /// The value of `PROPERTY_SEED`, if it is set and readable.
    static var seedOverride: UInt64? {
        guard let text = environment("PROPERTY_SEED") else { return nil }
        return parseSeed(text)
    }

    /// `PROPERTY_ITERATIONS` if set, otherwise `defaultCount`.
    static func iterations(default defaultCount: Int) -> Int {
        guard let text = environment("PROPERTY_ITERATIONS"), let count = Int(text), count > 0 else {
            return defaultCount
        }
        return count
    }

    /// The base seed of the property named `name`.
    static func seed(for name: String) -> UInt64 {
        seedOverride ?? (defaultSeed ^ stableHash(name))
    }

    /// Reads `0x…` as hexadecimal and anything else as decimal.
    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt64(trimmed.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed)
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
