import Dispatch
import Foundation
import GitHubSearch
import GitHubSearchTesting
import Testing

/// `RepositoryList` is a value: sharing storage never shows one list's appends to another.
@Suite struct RepositoryListTests {
    let a = Repository.stub("o/a")
    let b = Repository.stub("o/b")
    let c = Repository.stub("o/c")

    @Test func appendingKeepsEarlierCopiesAsTheyWere() {
        var list: RepositoryList = [a]
        let before = list
        list.append(contentsOf: [b, c])
        #expect(Array(before) == [a])
        #expect(Array(list) == [a, b, c])
    }

    @Test func appendingToAnOlderCopyDoesNotTouchTheNewerOne() {
        var newer: RepositoryList = [a]
        var older = newer
        newer += [b]
        older += [c]
        #expect(Array(newer) == [a, b])
        #expect(Array(older) == [a, c])
    }

    @Test func equalityComparesElements() {
        let shared: RepositoryList = [a, b]
        var extended = shared
        extended += [c]
        let separate = RepositoryList([a, b])
        #expect(shared == separate)
        #expect(shared != extended)
        #expect(RepositoryList([a, b]) != RepositoryList([a, c]))
        #expect(RepositoryList() == [])
    }

    @Test func indexingAndDescription() {
        let list: RepositoryList = [a, b]
        #expect(list[1] == b)
        #expect(list.count == 2)
        #expect(list.indices == 0..<2)
        #expect(list.description == "[\"o/a\", \"o/b\"]")
    }
}

/// Copies of one list appended to and read from several threads at once (run under TSan in CI).
@Suite struct RepositoryListThreadSafetyTests {
    @Test func copiesAppendedConcurrentlyStayIndependent() {
        let base: RepositoryList = [Repository.stub("o/base")]
        let results = ResultsBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var mine = base
            for step in 0..<50 {
                mine += [Repository.stub("o/\(index)-\(step)")]
                _ = mine[mine.count - 1]
            }
            results.store(Array(mine.map(\.fullName)), at: index)
        }
        for index in 0..<8 {
            let expected = ["o/base"] + (0..<50).map { "o/\(index)-\($0)" }
            #expect(results.value(at: index) == expected)
        }
    }
}

/// Per-thread results, written once each.
private final class ResultsBox: @unchecked Sendable {
    // @unchecked: `slots` is only touched under `lock`.
    private let lock = NSLock()
    private var slots: [[String]]

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func store(_ value: [String], at index: Int) {
        lock.withLock { slots[index] = value }
    }

    func value(at index: Int) -> [String] {
        lock.withLock { slots[index] }
    }
}
