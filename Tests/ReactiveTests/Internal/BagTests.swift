import Testing

@testable import Reactive

/// The insertion-ordered bag behind every subject's observers: removal by key from any position,
/// including the fast path for the newest value.
@Suite struct BagTests {
    @Test func valuesKeepInsertionOrderThroughRemovalsAnywhere() {
        var bag = Bag<String>()
        let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
        #expect(bag.remove(keys[4]) == "e")  // the newest
        #expect(bag.remove(keys[0]) == "a")  // the oldest
        #expect(bag.remove(keys[2]) == "c")  // the middle
        #expect(Array(bag.values) == ["b", "d"])
        #expect(bag.count == 2)
        let f = bag.insert("f")
        #expect(Array(bag.values) == ["b", "d", "f"])
        #expect(bag.remove(f) == "f")
        #expect(bag.remove(keys[3]) == "d")
        #expect(bag.remove(keys[1]) == "b")
        #expect(bag.isEmpty)
    }

    @Test func removingAnAbsentOrAlreadyRemovedKeyChangesNothing() {
        var bag = Bag<Int>()
        let first = bag.insert(1)
        let second = bag.insert(2)
        #expect(bag.remove(second) == 2)
        #expect(bag.remove(second) == nil)  // was the newest; now absent
        #expect(bag.remove(first) == 1)
        #expect(bag.remove(first) == nil)
        #expect(bag.isEmpty)
    }

    @Test func keysAreNeverReusedAfterTheNewestIsRemoved() {
        var bag = Bag<Int>()
        let old = bag.insert(1)
        #expect(bag.remove(old) == 1)
        let new = bag.insert(2)
        #expect(new != old)
        #expect(bag.remove(old) == nil)
        #expect(Array(bag.values) == [2])
    }
}
