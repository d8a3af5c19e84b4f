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
/// notified in subscription order, as RxSwift does.
struct Bag<Value> {
    private(set) var entries: [(key: BagKey, value: Value)] = []
    private var nextKey: UInt64 = 0

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ value: Value) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, value))
        return key
    }

    @discardableResult
    mutating func remove(_ key: BagKey) -> Value? {
        var low = 0
        var high = entries.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = entries[middle].key
            if candidate == key {
                return entries.remove(at: middle).value
            } else if candidate < key {
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return nil
    }

    mutating func removeAll() {
        entries.removeAll()
    }

    /// The values, in insertion order.
    var values: [Value] {
        // A closure, not `\.value`: in generic code a key path is instantiated at run time on
        // every call, which was a third of a subscribe + dispose cycle.
        entries.map { $0.value }
    }
}
