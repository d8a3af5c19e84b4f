import Foundation
import ReactiveDebugging
import ReactiveTesting
import Testing

private struct Repository: Equatable {
    var name: String
    var stars: Int
}

private enum Phase: Equatable {
    case idle
    case loading(query: String)
    case loaded([Repository], nextPage: Int?)
    case failed(String)
}

private struct SearchState: Equatable {
    var query = ""
    var phase = Phase.idle
    var owner: Owner? = nil
    var tags: Set<String> = []
    var cache: [String: Int] = [:]

    struct Owner: Equatable {
        var login: String
        var address: Address
    }

    struct Address: Equatable {
        var city: String
    }
}

private final class Node {
    var value: Int
    var next: Node?

    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

@Suite(.leakChecked) struct ValueDiffTests {
    @Test func equalValuesHaveNoChanges() {
        let state = SearchState(query: "swift", phase: .loaded([Repository(name: "a", stars: 1)], nextPage: 2))
        #expect(ValueDiff(from: state, to: state).isEmpty)
        #expect(ValueDiff(from: state, to: state).description == "")
    }

    @Test func aRootValueHasAnEmptyPath() {
        let diff = ValueDiff(from: 1, to: 2)
        #expect(diff.changes == [ValueDiff.Change(path: "", kind: .changed(from: "1", to: "2"))])
        #expect(diff.description == "1 → 2")
    }

    @Test func nestedStructsAreComparedFieldByField() {
        var old = SearchState()
        old.owner = .init(login: "apple", address: .init(city: "Cupertino"))
        var new = old
        new.query = "swift"
        new.owner?.address.city = "Zurich"
        #expect(
            ValueDiff(from: old, to: new).description == """
                .query: "" → "swift"
                .owner.address.city: "Cupertino" → "Zurich"
                """)
    }

    @Test func optionalsShowNilAndLookThroughSome() {
        var old = SearchState()
        var new = old
        new.owner = .init(login: "apple", address: .init(city: "Cupertino"))
        #expect(
            ValueDiff(from: old, to: new).description
                == #".owner: nil → Owner(login: "apple", address: Address(city: "Cupertino"))"#)
        old = new
        new.owner?.login = "swiftlang"
        #expect(ValueDiff(from: old, to: new).description == #".owner.login: "apple" → "swiftlang""#)
    }

    @Test func enumsWithDifferentCasesAreReplacedWhole() {
        let old = SearchState(phase: .idle)
        let new = SearchState(phase: .loading(query: "rx"))
        #expect(ValueDiff(from: old, to: new).description == #".phase: .idle → .loading(query: "rx")"#)
    }

    @Test func enumsWithTheSameCaseAreComparedByAssociatedValue() {
        let repositories = [Repository(name: "a", stars: 1)]
        let old = SearchState(phase: .loaded(repositories, nextPage: 2))
        let new = SearchState(phase: .loaded(repositories, nextPage: nil))
        #expect(ValueDiff(from: old, to: new).description == ".phase(.loaded).nextPage: 2 → nil")
        let failed = ValueDiff(from: Phase.failed("offline"), to: Phase.failed("rate limited"))
        #expect(failed.description == #"(.failed): "offline" → "rate limited""#)
    }

    @Test func anAppendedElementIsOneInsertion() {
        let diff = ValueDiff(from: [1, 2, 3], to: [1, 2, 3, 4])
        #expect(
            diff.changes == [
                .init(path: "", kind: .resized(from: 3, to: 4, inserted: 1, removed: 0)),
                .init(path: "[3]", kind: .inserted("4")),
            ])
        #expect(diff.description == "3 → 4 elements (1 inserted)\n[3]: inserted 4")
    }

    @Test func insertionsAndRemovalsAreAlignedOnTheCommonElements() {
        let diff = ValueDiff(from: ["a", "b", "c", "d"], to: ["x", "a", "c", "d", "e"])
        #expect(
            diff.description == """
                4 → 5 elements (2 inserted, 1 removed)
                [0]: inserted "x"
                [1]: removed "b"
                [4]: inserted "e"
                """)
    }

    @Test func anElementChangedInPlaceIsDiffedByField() {
        let old = [Repository(name: "a", stars: 1), Repository(name: "b", stars: 2)]
        var new = old
        new[1].stars = 3
        #expect(ValueDiff(from: old, to: new).description == "[1].stars: 2 → 3")
    }

    @Test func dictionariesAreComparedKeyByKeyInKeyOrder() {
        let old = SearchState(cache: ["rx": 1, "swift": 2, "old": 0])
        let new = SearchState(cache: ["rx": 1, "swift": 3, "new": 4])
        #expect(
            ValueDiff(from: old, to: new).description == """
                .cache["new"]: inserted 4
                .cache["old"]: removed 0
                .cache["swift"]: 2 → 3
                """)
    }

    @Test func setsListRemovedThenInsertedElements() {
        let old = SearchState(tags: ["b", "a"])
        let new = SearchState(tags: ["a", "c"])
        #expect(ValueDiff(from: old, to: new).description == ".tags: removed \"b\"\n.tags: inserted \"c\"")
    }

    @Test func tuplesUseTheirLabelsOrPositions() {
        let diff = ValueDiff(from: (1, name: "a"), to: (2, name: "b"))
        #expect(diff.description == ".0: 1 → 2\n.name: \"a\" → \"b\"")
    }

    @Test func classesAreComparedByFieldsIncludingCycles() {
        let old = Node(1, next: Node(2))
        let new = Node(1, next: Node(3))
        #expect(ValueDiff(from: old, to: new).description == ".next.value: 2 → 3")
        let cyclic = Node(1)
        cyclic.next = cyclic
        #expect(ValueDiff(from: cyclic, to: Node(1)).description == ".next: <cycle: Node> → nil")
        cyclic.next = nil
    }

    @Test func foundationValuesAreShownByTheirDescription() throws {
        let old = try #require(URL(string: "https://example.org/a"))
        let new = try #require(URL(string: "https://example.org/b"))
        #expect(ValueDiff(from: old, to: new).description == "https://example.org/a → https://example.org/b")
        let date = ValueDiff(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 60))
        #expect(date.description == "1970-01-01 00:00:00 +0000 → 1970-01-01 00:01:00 +0000")
    }

    @Test func aDiffLeafIsComparedWhole() {
        struct Money: DiffLeaf {
            var cents: Int
            var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
        }
        #expect(ValueDiff(from: Money(cents: 105), to: Money(cents: 250)).description == "$1.05 → $2.50")
    }

    @Test func theComparisonStyleNamesBothSides() {
        let diff = ValueDiff(from: SearchState(query: "a", tags: ["x"]), to: SearchState(query: "b", tags: []))
        #expect(
            diff.rendered(style: .expectedActual, indent: "  ") == """
                  .query: expected "a", actual "b"
                  .tags: only expected: "x"
                """)
        let array = ValueDiff(from: [1], to: [1, 2]).rendered(style: .expectedActual)
        #expect(array == "expected 1 elements, actual 2 (1 inserted)\n[1]: only actual: 2")
    }
}
