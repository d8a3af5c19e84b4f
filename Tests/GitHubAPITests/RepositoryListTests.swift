import Dispatch
import Foundation
import GitHubAPI
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

    /// Long enough to span several of the storage's chunks, in pages that straddle their edges.
    static let many = (0..<1_000).map { Repository.stub("owner/repository-\($0)") }

    @Test func pagesAcrossManyChunksReadBackInOrder() {
        var list = RepositoryList()
        var snapshots: [RepositoryList] = []
        for start in stride(from: 0, to: Self.many.count, by: 30) {
            list += Self.many[start..<min(start + 30, Self.many.count)]
            snapshots.append(list)
        }
        #expect(Array(list) == Self.many)
        #expect(list.count == 1_000)
        #expect(list[255] == Self.many[255])
        #expect(list[256] == Self.many[256])
        #expect(list[999] == Self.many[999])
        // Every earlier state still sees exactly its own prefix.
        for (index, snapshot) in snapshots.enumerated() {
            #expect(Array(snapshot) == Array(Self.many.prefix(min((index + 1) * 30, 1_000))))
        }
    }

    @Test func appendingToAnOlderCopyMidChunkCopiesOnlyItsPrefix() {
        var newer = RepositoryList(Self.many.prefix(300))
        var older = newer
        newer += Self.many[300..<600]
        var branch = RepositoryList(Self.many.prefix(270))
        branch += [a]
        older += [b]
        #expect(Array(newer) == Array(Self.many.prefix(600)))
        #expect(Array(older) == Array(Self.many.prefix(300)) + [b])
        #expect(Array(branch) == Array(Self.many.prefix(270)) + [a])
    }

    @Test func aLargeFirstPageFillsSeveralChunks() {
        let list = RepositoryList(Self.many)
        #expect(list.count == 1_000)
        #expect(Array(list) == Self.many)
        #expect(list == RepositoryList(Self.many))
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
