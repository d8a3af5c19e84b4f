import SeededRandomness
import Testing

@testable import Reactive

extension Bag {
    /// Removes the value under `key`, leaving `filler` in its place if that becomes a hole.
    @discardableResult
    fileprivate mutating func remove(_ key: BagKey, leaving filler: Value) -> Value? {
        remove(key) { _ in filler }
    }
}

/// The insertion-ordered bag behind every subject's observers and every `CompositeDisposable`:
/// removal by key from any position, the fast path for the newest value, and holes that cost
/// O(1) moves per removal.
@Suite struct BagTests {
    /// The values present, in order: `values` without the fillers in the holes.
    private func present(_ bag: Bag<String>) -> [String] {
        bag.values.filter { $0 != "" }
    }

    @Test func valuesKeepInsertionOrderThroughRemovalsAnywhere() {
        var bag = Bag<String>()
        let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
        #expect(bag.remove(keys[4], leaving: "") == "e")  // the newest
        #expect(bag.remove(keys[0], leaving: "") == "a")  // the oldest
        #expect(bag.remove(keys[2], leaving: "") == "c")  // the middle
        #expect(present(bag) == ["b", "d"])
        #expect(bag.count == 2)
        let f = bag.insert("f")
        #expect(present(bag) == ["b", "d", "f"])
        #expect(bag.remove(f, leaving: "") == "f")
        #expect(bag.remove(keys[3], leaving: "") == "d")
        #expect(bag.remove(keys[1], leaving: "") == "b")
        #expect(bag.isEmpty)
        #expect(bag.values.isEmpty)
    }

    @Test func removingAnAbsentOrAlreadyRemovedKeyChangesNothing() {
        var bag = Bag<Int>()
        let first = bag.insert(1)
        let second = bag.insert(2)
        let third = bag.insert(3)
        #expect(bag.remove(third, leaving: 0) == 3)
        #expect(bag.remove(third, leaving: 0) == nil)  // was the newest; now absent
        #expect(bag.remove(first, leaving: 0) == 1)
        #expect(bag.remove(first, leaving: 0) == nil)  // its slot is a hole, or gone
        #expect(bag.count == 1)
        #expect(bag.remove(second, leaving: 0) == 2)
        #expect(bag.remove(second, leaving: 0) == nil)
        #expect(bag.isEmpty)
    }

    /// A bag holding one value keeps its key without a slots array; the second value brings the
    /// array in, and a bag emptied and refilled starts again with one value. Every key must still
    /// find its own value, and no other key any.
    @Test func aLoneValueAndTheOnesAfterItAreFoundByTheirKeysOnly() {
        var bag = Bag<Int>()
        let one = bag.insert(1)
        #expect(bag.count == 1 && !bag.isEmpty)
        #expect(bag.removeOlder(one) { _ in 0 } == nil)  // the lone value is the newest
        let two = bag.insert(2)
        let three = bag.insert(3)
        #expect(bag.remove(one, leaving: 0) == 1)
        #expect(bag.remove(one, leaving: 0) == nil)
        #expect(bag.remove(three, leaving: 0) == 3)
        #expect(Array(bag.values) == [2] && bag.count == 1)
        #expect(bag.remove(two, leaving: 0) == 2)
        #expect(bag.isEmpty && bag.count == 0)
        let four = bag.insert(4)
        #expect(bag.remove(two, leaving: 0) == nil)
        let five = bag.insert(5)
        #expect(bag.remove(four, leaving: 0) == 4)
        #expect(bag.remove(five, leaving: 0) == 5)
        #expect(bag.isEmpty)
        let six = bag.insert(6)
        #expect(bag.remove(five, leaving: 0) == nil)
        #expect(bag.remove(six, leaving: 0) == 6)
        #expect(bag.isEmpty)
    }

    @Test func keysAreNeverReusedAfterTheNewestIsRemoved() {
        var bag = Bag<Int>()
        let old = bag.insert(1)
        #expect(bag.remove(old, leaving: 0) == 1)
        let new = bag.insert(2)
        #expect(new != old)
        #expect(bag.remove(old, leaving: 0) == nil)
        #expect(Array(bag.values) == [2])
    }

    @Test func aSmallBagClosesTheGapAtOnce() {
        var bag = Bag<String>()
        let keys = ["a", "b", "c", "d", "e"].map { bag.insert($0) }
        bag.remove(keys[1], leaving: "")
        #expect(Array(bag.values) == ["a", "c", "d", "e"])
        #expect(bag.moves == 3)
    }

    /// A bag of `count` values, "v0", "v1", …, bigger than the limit up to which removal shifts.
    private func largeBag(_ count: Int = Bag<String>.shiftLimit + 8) -> (Bag<String>, [BagKey]) {
        var bag = Bag<String>()
        let keys = (0..<count).map { bag.insert("v\($0)") }
        return (bag, keys)
    }

    @Test func aRemovedValueLeavesTheFillerInItsPlaceUntilHolesOutnumberValues() {
        var (bag, keys) = largeBag(40)
        for key in keys[1..<20] { bag.remove(key, leaving: "") }
        bag.remove(keys[0], leaving: "")
        // Twenty holes, twenty values: nothing has moved.
        #expect(Array(bag.values) == Array(repeating: "", count: 20) + (20..<40).map { "v\($0)" })
        #expect(bag.moves == 0)
        bag.remove(keys[20], leaving: "")
        // Twenty-one holes, nineteen values: the values are moved down over them, once each.
        #expect(Array(bag.values) == (21..<40).map { "v\($0)" })
        #expect(bag.moves == 19)
    }

    @Test func removingTheNewestAlsoDropsTheHolesBeforeIt() {
        var (bag, keys) = largeBag(40)
        bag.remove(keys[37], leaving: "")
        bag.remove(keys[38], leaving: "")
        #expect(bag.values.suffix(3) == ["", "", "v39"])
        bag.remove(keys[39], leaving: "")
        #expect(Array(bag.values) == (0..<37).map { "v\($0)" })
        #expect(bag.moves == 0)
    }

    @Test func aFillerIsAskedForOnlyForAHoleAndFromTheValueLeaving() {
        var (bag, keys) = largeBag(40)
        var asked: [String] = []
        let filler = { (leaving: String) -> String in
            asked.append(leaving)
            return ""
        }
        bag.remove(keys[39], filler: filler)  // the newest: no hole
        bag.remove(keys[5], filler: filler)
        bag.remove(keys[5], filler: filler)  // already a hole
        #expect(asked == ["v5"])
        var small = Bag<String>()
        let key = small.insert("a")
        _ = small.insert("b")
        small.remove(key, filler: filler)  // a small bag shifts instead
        #expect(asked == ["v5"])
    }

    /// The old sorted array moved every later value on each removal: N × (N − 1) / 2 moves here,
    /// 49,995,000.
    @Test func removingEveryValueOldestFirstMovesEachValueAtMostOnce() {
        let size = 10_000
        var bag = Bag<Int>()
        let keys = (0..<size).map { bag.insert($0) }
        for (index, key) in keys.enumerated() {
            #expect(bag.remove(key, leaving: -1) == index)
        }
        #expect(bag.isEmpty)
        #expect(bag.values.isEmpty)
        #expect(bag.moves <= movesBound(removing: size))
    }

    /// At most one move per hole, plus the shifts of the last `shiftLimit` removals.
    private func movesBound(removing size: Int) -> Int {
        size + Bag<Int>.shiftLimit * (Bag<Int>.shiftLimit - 1) / 2
    }

    @Test func valuesStayInOrderAndHolesNeverOutnumberThemWhateverTheRemovalOrder() {
        var generator = SplitMix64(seed: 7)
        for size in [1, 2, 3, 10, 33, 100, 1_000] {
            var bag = Bag<Int>()
            var keys = (0..<size).map { (key: bag.insert($0), value: $0) }
            keys.shuffle(using: &generator)
            var remaining = Set(0..<size)
            for (key, value) in keys {
                #expect(bag.remove(key, leaving: -1) == value)
                remaining.remove(value)
                #expect(bag.values.filter { $0 >= 0 } == remaining.sorted())
                #expect(bag.count == remaining.count)
                #expect(bag.values.count <= 2 * bag.count)
                #expect(bag.values.last.map { $0 >= 0 } ?? true)  // the last slot holds a value
            }
            #expect(bag.moves <= movesBound(removing: size))
        }
    }
}
