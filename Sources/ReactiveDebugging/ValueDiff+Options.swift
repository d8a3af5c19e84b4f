extension ValueDiff {
    /// The limits that keep the diff of large values readable. Every limit only shortens what is
    /// shown; which values count as equal never depends on them.
    ///
    /// The elision rules:
    /// - **Changes per collection.** At most `maxChangesPerCollection` differing elements of one
    ///   array, dictionary or set are listed, in order; the rest are counted in one
    ///   `Kind.elided(n)` line. An element counts once however many nested lines it produces.
    /// - **Elements shown.** A collection rendered as a value (an inserted array, a changed enum
    ///   payload) shows its first `maxElementsShown` elements, then `… (+n more)`.
    /// - **Text length.** A rendered value longer than `maxDescriptionLength` characters is cut
    ///   to that length, ending in `…`.
    /// - **Depth.** Values nested more than `maxDepth` levels below the root (the root's fields are
    ///   level 1) are compared and shown whole, through their description.
    /// - **Alignment.** Arrays are aligned on their longest common subsequence after their common
    ///   prefix and suffix are set aside; when the rest is larger than `maxAlignmentCells`
    ///   (old count × new count), it is compared position by position instead.
    public struct Options: Equatable, Sendable {
        /// Differing elements listed per collection before the rest are counted; 10 by default.
        public var maxChangesPerCollection: Int
        /// Elements shown when a collection is rendered as a value; 6 by default.
        public var maxElementsShown: Int
        /// Characters of a rendered value before it is cut; 120 by default.
        public var maxDescriptionLength: Int
        /// Nesting levels compared field by field; 32 by default.
        public var maxDepth: Int
        /// The largest array alignment computed exactly; 250,000 cells by default.
        public var maxAlignmentCells: Int

        /// The defaults.
        public static let `default` = Options()

        /// Creates options.
        ///
        /// - Parameters:
        ///   - maxChangesPerCollection: Differing elements listed per collection.
        ///   - maxElementsShown: Elements shown when a collection is rendered as a value.
        ///   - maxDescriptionLength: Characters of a rendered value before it is cut.
        ///   - maxDepth: Nesting levels compared field by field.
        ///   - maxAlignmentCells: The largest array alignment computed exactly.
        public init(
            maxChangesPerCollection: Int = 10,
            maxElementsShown: Int = 6,
            maxDescriptionLength: Int = 120,
            maxDepth: Int = 32,
            maxAlignmentCells: Int = 250_000
        ) {
            self.maxChangesPerCollection = max(maxChangesPerCollection, 1)
            self.maxElementsShown = max(maxElementsShown, 1)
            self.maxDescriptionLength = max(maxDescriptionLength, 8)
            self.maxDepth = max(maxDepth, 1)
            self.maxAlignmentCells = max(maxAlignmentCells, 0)
        }
    }
}

/// A type whose values a `ValueDiff` compares and shows whole, through `description`, instead of
/// field by field: for types whose stored fields are an implementation detail.
///
/// Foundation's value types (`URL`, `Date`, `UUID`, `Data`, `Decimal`, …) and the standard
/// library's describable structs (`ObjectIdentifier`, ranges) are treated this way without it.
public protocol DiffLeaf: CustomStringConvertible {}
