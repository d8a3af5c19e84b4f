/// A key handed out by `Bag.insert`, used to remove the value again.
struct BagKey: Hashable, Comparable {
    let rawValue: UInt64

    static func < (lhs: BagKey, rhs: BagKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// An insertion-ordered multiset with O(1) insert and O(log n) lookup for removal.
///
/// Keys only grow, so the storage stays sorted by key and removal can binary-search. Observers are
/// notified in subscription order, as RxSwift does. Keys and values live in two arrays rather than
/// one array of `(key, value)` tuples: the bag runs in unspecialised generic code on the subscribe
/// path, where every operation on an array of tuples looks up the tuple's metadata at run time.
struct Bag<Value> {
    private var keys: [BagKey] = []
    /// The values, in insertion order. Contiguous, so a subject can share it as its delivery
    /// snapshot without a copy.
    private(set) var values: ContiguousArray<Value> = []
    private var nextKey: UInt64 = 0

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    mutating func insert(_ value: Value) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        keys.append(key)
        values.append(value)
        return key
    }

    @discardableResult
    mutating func remove(_ key: BagKey) -> Value? {
        // The newest value first: a lone observer, or observers leaving in reverse order, is the
        // common case, and removing the last elements moves nothing.
        if keys.last == key {
            keys.removeLast()
            return values.removeLast()
        }
        var low = 0
        var high = keys.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = keys[middle]
            if candidate == key {
                keys.remove(at: middle)
                return values.remove(at: middle)
            } else if candidate < key {
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return nil
    }

    mutating func removeAll() {
        keys.removeAll()
        values.removeAll()
    }
}
