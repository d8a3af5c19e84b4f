/// A key handed out by `Bag.insert`, used to remove the value again.
package struct BagKey: Hashable, Comparable {
    let rawValue: UInt64

    package static func < (lhs: BagKey, rhs: BagKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An insertion-ordered multiset with O(1) insertion and O(log n) removal by key (amortised).
///
/// The values stay in one contiguous array in insertion order, because a subject delivers each
/// event by walking it (the array is its delivery snapshot, shared copy-on-write), and observers
/// are notified in subscription order, as RxSwift does. In a bag of more than `shiftLimit` slots,
/// removing a value does not close the gap, which would shift every later value: its slot gets a
/// *filler* from the caller — a value that is harmless where the bag's values are used (a receiver
/// that ignores events, a disposable that does nothing) — and becomes a hole. Holes are squeezed
/// out all at once, keeping the order, when they outnumber the values, so each removal pays for at
/// most one move later on, and a walk over the values meets at most as many holes as values. A
/// smaller bag closes the gap at once: shifting a few values costs less than a filler, and its
/// walks never meet a hole. The newest value is removed without leaving a hole either (a lone
/// observer, or observers leaving in reverse order, is the common case), and holes at the end go
/// with it, so the last slot always holds a value.
///
/// Keys only grow, so the slots stay sorted by key, holes included, and removal binary-searches
/// them. Keys and values live in two arrays rather than one array of `(key, value)` tuples: the
/// bag runs in unspecialised generic code on the subscribe path, where every operation on an array
/// of tuples looks up the tuple's metadata at run time.
///
/// - Complexity: `insert` O(1) amortised; `remove` O(log n) to find the key, and O(1) amortised
///   moves; `values` O(1).
struct Bag<Value> {
    /// One entry per slot of `values`: the slot's key shifted left by one, with the low bit set
    /// when the slot is a hole. Ascending either way, so holes need no separate bookkeeping.
    ///
    /// Empty while the bag has held at most one value since it was last empty: that value's
    /// entry is `loneEntry`. Most subjects and shared connections have one subscriber, and a
    /// second array for it was an allocation per subscription.
    private var slots: ContiguousArray<UInt64> = []
    /// The entry of the only value while `slots` is empty and `values` is not (never a hole: the
    /// last slot always holds a value).
    private var loneEntry: UInt64 = 0
    /// The values in insertion order, holes holding fillers. Contiguous, so a subject can share it
    /// as its delivery snapshot without a copy.
    private(set) var values: ContiguousArray<Value> = []
    private var nextKey: UInt64 = 0
    /// How many slots are holes: kept rather than the number of values, so that inserting, and
    /// removing the newest from a bag without holes, do no more than they did before holes.
    private var holes = 0

    #if DEBUG
    /// How many values the bag has moved to another slot: what removal costs beyond finding the
    /// key, counted so that tests can hold it to O(1) per removal without timing anything.
    private(set) var moves = 0
    #endif

    /// The values present, holes not counted.
    var count: Int { values.count - holes }
    /// The last slot always holds a value, so a bag without slots is the only empty one.
    var isEmpty: Bool { values.isEmpty }

    /// Whether `entry` is the newest slot's.
    @inline(__always)
    private func isNewest(_ entry: UInt64) -> Bool {
        if let last = slots.last { return last == entry }
        return loneEntry == entry && !values.isEmpty
    }

    // Always inlined: left to the optimiser, a subject's insertion called it out of line, for a
    // call and an extra release per subscription (`share-replay1-late-subscriber`: +2 %).
    @inline(__always)
    mutating func insert(_ value: Value) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        // Slots first: a bag that has them (a second subscriber) pays one test for the lone case.
        if slots.isEmpty {
            if values.isEmpty {
                loneEntry = key.rawValue << 1
                values.append(value)
                return key
            }
            slots.append(loneEntry)
        }
        slots.append(key.rawValue << 1)
        values.append(value)
        return key
    }

    /// Removes the value under `key` and returns it; nil if there is none.
    ///
    /// - Parameters:
    ///   - key: The key `insert(_:)` returned.
    ///   - filler: What to leave in the place of the value it is passed if that place becomes a
    ///     hole; called only then.
    @discardableResult
    mutating func remove(_ key: BagKey, filler: (Value) -> Value) -> Value? {
        if isNewest(key.rawValue << 1) { return removeNewest() }
        return removeOlder(key, filler: filler)
    }

    /// Removes the value under `key` if it is the newest, and returns it; nil otherwise.
    ///
    /// The common case on its own, so that a caller can keep the rest (`removeOlder`), and what
    /// it takes to make a filler, out of line. Always inlined: a failed test is two instructions.
    @inline(__always)
    mutating func removeIfNewest(_ key: BagKey) -> Value? {
        isNewest(key.rawValue << 1) ? removeNewest() : nil
    }

    private mutating func removeNewest() -> Value {
        if !slots.isEmpty { slots.removeLast() }
        let removed = values.removeLast()
        if holes != 0 { dropTrailingHoles() }
        return removed
    }

    /// `remove(_:filler:)` for a key that is not the newest's (the caller has tried
    /// `removeIfNewest`). A lone value is the newest, so a bag without slots has nothing older.
    mutating func removeOlder(_ key: BagKey, filler: (Value) -> Value) -> Value? {
        guard let index = slotIndex(key.rawValue << 1) else { return nil }
        assert(index != slots.count - 1, "Bag.removeOlder: the newest value, which must leave no hole")
        let removed: Value
        if slots.count <= Self.shiftLimit {
            #if DEBUG
            moves += slots.count - index - 1
            #endif
            slots.remove(at: index)
            removed = values.remove(at: index)
        } else {
            slots[index] |= 1
            holes += 1
            // Moved out rather than copied out and overwritten: one retain and release fewer.
            var hole = filler(values[index])
            swap(&hole, &values[index])
            removed = hole
        }
        if holes != 0 { compactIfSparse() }
        return removed
    }

    /// After the newest value left: drops the holes now at the end, so that the last slot holds a
    /// value, and compacts if the holes left outnumber the values.
    private mutating func dropTrailingHoles() {
        while let last = slots.last, last & 1 != 0 {
            slots.removeLast()
            values.removeLast()
            holes -= 1
        }
        compactIfSparse()
    }

    private mutating func compactIfSparse() {
        if holes > slots.count - holes { compact() }
    }

    /// Up to this many slots, removal shifts the later values down instead of leaving a hole.
    /// With holes from the first removal, `scale-subject-dispose-10` cost 24 % more instructions
    /// (a subject's first filler, the filler's retain and release per hole, the compaction) and
    /// `scale-composite-remove-10` 5 % more; shifting up to 31 entries is a few vector moves.
    static var shiftLimit: Int { 32 }

    /// The index of the slot holding the value under `present` (a key shifted left by one), or
    /// nil if that value is not in the bag (never inserted, or removed: then its slot is a hole,
    /// whose entry is `present | 1`, or gone).
    private func slotIndex(_ present: UInt64) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            // The first slot not below `present`: one comparison a step, and no bounds checks.
            var low = 0
            var high = slots.count
            while low < high {
                let middle = (low &+ high) &>> 1
                if slots[middle] < present {
                    low = middle &+ 1
                } else {
                    high = middle
                }
            }
            return low < slots.count && slots[low] == present ? low : nil
        }
    }

    /// Moves every value down over the holes before it, keeping their order, and drops the holes.
    private mutating func compact() {
        // Taken out of `self` so that both buffers can be open at once; still uniquely referenced.
        var slots: ContiguousArray<UInt64> = []
        var values: ContiguousArray<Value> = []
        swap(&slots, &self.slots)
        swap(&values, &self.values)
        var kept = 0
        #if DEBUG
        var moved = 0
        #endif
        slots.withUnsafeMutableBufferPointer { slots in
            values.withUnsafeMutableBufferPointer { values in
                for index in slots.indices where slots[index] & 1 == 0 {
                    if kept != index {
                        slots[kept] = slots[index]
                        // Slot `kept` is a hole: its filler goes where the value was, to be dropped
                        // below. Swapped in the buffer, the two are moved, not retained and released.
                        values.swapAt(kept, index)
                        #if DEBUG
                        moved &+= 1
                        #endif
                    }
                    kept &+= 1
                }
            }
        }
        slots.removeLast(slots.count - kept)
        values.removeLast(values.count - kept)
        holes = 0
        swap(&slots, &self.slots)
        swap(&values, &self.values)
        #if DEBUG
        moves += moved
        #endif
    }

    mutating func removeAll() {
        slots.removeAll()
        values.removeAll()
        holes = 0
    }
}
