import ReactiveDebugging
import ReactiveTesting
import Testing

/// The elision rules of `ValueDiff.Options`, one test each.
@Suite(.leakChecked) struct ValueDiffOptionsTests {
    @Test func atMostMaxChangesPerCollectionElementsAreListed() {
        let options = ValueDiff.Options(maxChangesPerCollection: 2)
        let diff = ValueDiff(from: [1, 2, 3, 4, 5], to: [10, 20, 30, 40, 5], options: options)
        #expect(
            diff.description == """
                [0]: 1 → 10
                [1]: 2 → 20
                … 2 more differing elements not shown
                """)
    }

    @Test func theCountOfAResizedCollectionIsAlwaysShown() {
        let options = ValueDiff.Options(maxChangesPerCollection: 1)
        let diff = ValueDiff(from: [Int](), to: [1, 2, 3], options: options)
        #expect(
            diff.description == "0 → 3 elements (3 inserted)\n[0]: inserted 1\n… 2 more differing elements not shown")
    }

    @Test func dictionariesAndSetsFollowTheSameLimit() {
        let options = ValueDiff.Options(maxChangesPerCollection: 1)
        let dictionary = ValueDiff(from: ["a": 1, "b": 2], to: ["a": 2, "b": 3], options: options)
        #expect(dictionary.description == "[\"a\"]: 1 → 2\n… 1 more differing element not shown")
        let set = ValueDiff(from: Set([1, 2]), to: Set([3, 4]), options: options)
        #expect(set.description == "removed 1\n… 3 more differing elements not shown")
    }

    @Test func aCollectionShownAsAValueShowsItsFirstElements() {
        let options = ValueDiff.Options(maxElementsShown: 3)
        let diff = ValueDiff(from: [[Int]](), to: [Array(1...10)], options: options)
        #expect(diff.description == "0 → 1 elements (1 inserted)\n[0]: inserted [1, 2, 3, … (+7 more)]")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let options = ValueDiff.Options(maxDescriptionLength: 10)
        let diff = ValueDiff(from: "short", to: String(repeating: "x", count: 50), options: options)
        #expect(diff.description == "\"short\" → \"xxxxxxxx…")
    }

    @Test func valuesBelowMaxDepthAreComparedWhole() {
        struct Box {
            var inner: Inner
        }
        struct Inner {
            var leaf: Leaf
        }
        struct Leaf {
            var value: Int
        }
        let old = Box(inner: Inner(leaf: Leaf(value: 1)))
        let new = Box(inner: Inner(leaf: Leaf(value: 2)))
        #expect(ValueDiff(from: old, to: new).description == ".inner.leaf.value: 1 → 2")
        #expect(
            ValueDiff(from: old, to: new, options: .init(maxDepth: 1)).description
                == ".inner.leaf: Leaf(value: 1) → Leaf(value: 2)")
    }

    @Test func arraysTooLargeToAlignAreComparedPositionByPosition() {
        let aligned = ValueDiff(from: [1, 2, 3], to: [0, 1, 2, 4])
        #expect(aligned.description == "3 → 4 elements (1 inserted)\n[0]: inserted 0\n[3]: 3 → 4")
        let positional = ValueDiff(from: [1, 2, 3], to: [0, 1, 2, 4], options: .init(maxAlignmentCells: 0))
        #expect(
            positional.description == """
                3 → 4 elements (1 inserted)
                [0]: 1 → 0
                [1]: 2 → 1
                [2]: 3 → 2
                [3]: inserted 4
                """)
    }

    @Test func aCommonPrefixAndSuffixCostNothingToAlign() {
        let old = Array(0..<10_000)
        var new = old
        new.insert(-1, at: 5_000)
        // 10,000 × 10,001 cells would exceed the limit; only the one-element middle is aligned.
        let diff = ValueDiff(from: old, to: new, options: .init(maxAlignmentCells: 10))
        #expect(diff.description == "10000 → 10001 elements (1 inserted)\n[5000]: inserted -1")
    }

    @Test func limitsBelowTheMinimumAreRaised() {
        let options = ValueDiff.Options(
            maxChangesPerCollection: 0, maxElementsShown: 0, maxDescriptionLength: 0, maxDepth: 0,
            maxAlignmentCells: -1)
        #expect(options.maxChangesPerCollection == 1)
        #expect(options.maxElementsShown == 1)
        #expect(options.maxDescriptionLength == 8)
        #expect(options.maxDepth == 1)
        #expect(options.maxAlignmentCells == 0)
    }
}
