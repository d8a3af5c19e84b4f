import Reactive

/// The repositories a search screen shows: a random-access collection that appends a page without
/// copying the pages before it, and compares two states' lists in constant time when one extends
/// the other's storage.
///
/// ```swift
/// var shown: RepositoryList = [first, second]
/// let before = shown
/// shown.append(contentsOf: nextPage.repositories)  // `before` still has two elements
/// ```
///
/// A state-based architecture keeps the previous state while it builds the next one, so with an
/// `Array` every page would copy the whole list, and every `distinctUntilChanged` would compare it
/// element by element: paging through a long list would cost more per page as it grew. Values of
/// this type share one append-only storage and each sees its own prefix of it; appending to the
/// value that sees all of it extends the storage in place, and appending to any other copies only
/// that value's prefix first. It is a value: no append is ever visible to another value.
public struct RepositoryList: Sendable {
    private var storage: Storage
    /// How many of the storage's elements this value sees.
    public private(set) var count: Int

    /// An empty list.
    public init() {
        storage = Storage([])
        count = 0
    }

    /// A list of `repositories`.
    ///
    /// - Parameter repositories: The repositories, in order.
    public init(_ repositories: some Sequence<Repository>) {
        let elements = Array(repositories)
        storage = Storage(elements)
        count = elements.count
    }

    /// Appends `repositories`, in time proportional to their number.
    ///
    /// - Parameter repositories: The repositories to add at the end.
    public mutating func append(contentsOf repositories: some Collection<Repository>) {
        guard !repositories.isEmpty else { return }
        if !storage.extend(from: count, with: repositories) {
            storage = Storage(storage.prefix(count) + repositories)
        }
        count += repositories.count
    }

    /// Appends `repositories` to `list`.
    ///
    /// - Parameters:
    ///   - list: The list to extend.
    ///   - repositories: The repositories to add at the end.
    public static func += (list: inout RepositoryList, repositories: some Collection<Repository>) {
        list.append(contentsOf: repositories)
    }
}

extension RepositoryList: RandomAccessCollection {
    /// The first index: 0.
    public var startIndex: Int { 0 }

    /// One past the last index: `count`.
    public var endIndex: Int { count }

    /// The repository at `position`.
    ///
    /// - Parameter position: An index in `0..<count`.
    public subscript(position: Int) -> Repository {
        precondition(position >= 0 && position < count, "RepositoryList index \(position) out of range 0..<\(count)")
        return storage.element(at: position)
    }
}

extension RepositoryList: Equatable {
    /// Whether both lists hold equal repositories in the same order; constant time when they are
    /// the same prefix of one storage.
    public static func == (lhs: RepositoryList, rhs: RepositoryList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.storage === rhs.storage || lhs.elementsEqual(rhs)
    }
}

extension RepositoryList: ExpressibleByArrayLiteral {
    /// A list of the literal's repositories.
    ///
    /// - Parameter elements: The repositories, in order.
    public init(arrayLiteral elements: Repository...) {
        self.init(elements)
    }
}

extension RepositoryList: CustomStringConvertible {
    /// The repositories' full names, as an array would print them.
    public var description: String {
        "\(map(\.fullName))"
    }
}

extension RepositoryList {
    /// Append-only elements shared by the lists that see a prefix of them.
    ///
    /// Kept in chunks of a fixed size, not one array: a growing array doubles now and then, and
    /// each doubling copies every element into freshly mapped memory. That is amortised constant
    /// time per page, but the page that triggers it pays for the whole list: at 1,000 pages the
    /// benchmark's page cost more than doubled in time while its instruction count stayed flat,
    /// and the difference went away when malloc was told not to map fresh memory. A chunk is
    /// filled in place and never moved, so every page costs the same.
    private final class Storage: @unchecked Sendable {
        // @unchecked: `chunks` and `count` are only read or written under `lock`; the elements
        // only ever grow, so every prefix a list has seen stays as it was.
        private let lock = Lock()
        /// Full chunks, then the one being filled; each is created with `chunkSize` capacity.
        private var chunks: [ContiguousArray<Repository>] = []
        private var count = 0

        /// 256 repositories, about 30 KB: small enough to come from malloc's heap, not a mapping of
        /// its own, and large enough that the chunk table stays tiny.
        private static let chunkSize = 256

        init(_ elements: [Repository]) {
            append(elements)
        }

        /// Appends `repositories` if the caller sees all the elements (`count` of them); returns
        /// whether it did.
        func extend(from count: Int, with repositories: some Collection<Repository>) -> Bool {
            lock.withLock {
                guard self.count == count else { return false }
                append(repositories)
                return true
            }
        }

        func element(at index: Int) -> Repository {
            lock.withLock { chunks[index / Self.chunkSize][index % Self.chunkSize] }
        }

        func prefix(_ count: Int) -> [Repository] {
            lock.withLock {
                var elements: [Repository] = []
                elements.reserveCapacity(count)
                for chunk in chunks where elements.count < count {
                    elements += chunk.prefix(count - elements.count)
                }
                return elements
            }
        }

        /// Fills the last chunk, then new ones. Callers hold `lock` (or own the storage alone).
        private func append(_ repositories: some Collection<Repository>) {
            var remaining = repositories[...]
            while !remaining.isEmpty {
                if count % Self.chunkSize == 0 {  // no chunk yet, or the last one is full
                    var chunk = ContiguousArray<Repository>()
                    chunk.reserveCapacity(Self.chunkSize)
                    chunks.append(chunk)
                }
                let taken = remaining.prefix(Self.chunkSize - count % Self.chunkSize)
                chunks[chunks.count - 1].append(contentsOf: taken)
                remaining = remaining.dropFirst(taken.count)
                count += taken.count
            }
        }
    }
}
