/// The differing positions of two sequences, aligned on their longest common subsequence.
enum SequenceAlignment {
    /// A difference between the sequences; matching elements produce no step.
    enum Step: Equatable {
        /// The element at `old` was replaced by the one at `new`.
        case replaced(old: Int, new: Int)
        /// The new sequence has an element here that the old one does not.
        case inserted(new: Int)
        /// The old sequence has an element here that the new one does not.
        case removed(old: Int)
    }

    /// The steps that turn `old` into `new`, in position order.
    ///
    /// The common prefix and suffix are set aside first (the usual case, an element appended or
    /// changed, costs nothing more). The middle is aligned on its longest common subsequence when
    /// its table has at most `maxCells` cells, and compared position by position otherwise. Within
    /// each run of differences, removals and insertions are paired up as replacements, so an
    /// element that changed in place is diffed field by field rather than shown as gone and new.
    ///
    /// - Parameters:
    ///   - old: The old sequence's element keys.
    ///   - new: The new sequence's element keys.
    ///   - maxCells: The largest table computed.
    /// - Returns: The steps.
    static func steps(old: [String], new: [String], maxCells: Int) -> [Step] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var steps: [Step] = []
        var removed: [Int] = []
        var inserted: [Int] = []
        func flush() {
            let paired = min(removed.count, inserted.count)
            for index in 0..<paired {
                steps.append(.replaced(old: removed[index], new: inserted[index]))
            }
            steps += removed.dropFirst(paired).map { .removed(old: $0) }
            steps += inserted.dropFirst(paired).map { .inserted(new: $0) }
            removed = []
            inserted = []
        }
        if oldMiddle.count * newMiddle.count > maxCells {
            removed = Array(prefix..<(prefix + oldMiddle.count))
            inserted = Array(prefix..<(prefix + newMiddle.count))
            flush()
            return steps
        }
        let table = suffixTable(oldMiddle, newMiddle)
        let width = newMiddle.count + 1
        var i = 0
        var j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                flush()
                i += 1
                j += 1
            } else if j == newMiddle.count
                || (i < oldMiddle.count && table[(i + 1) * width + j] >= table[i * width + j + 1])
            {
                removed.append(prefix + i)
                i += 1
            } else {
                inserted.append(prefix + j)
                j += 1
            }
        }
        flush()
        return steps
    }

    /// `table[i * (new.count + 1) + j]` is the length of the longest common subsequence of
    /// `old[i...]` and `new[j...]`.
    private static func suffixTable(_ old: [String], _ new: [String]) -> [Int] {
        let width = new.count + 1
        var table = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        return table
    }
}
