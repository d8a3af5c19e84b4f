/// The elements a `ReplaySubject` keeps for new subscribers: the last `limit` ones, or all of them.
///
/// A bounded buffer is a ring over a fixed-size array, so a full buffer overwrites in place
/// instead of shifting every element. Inlinable, so that `share(replay:)` buffers and replays in
/// code specialised in its caller.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline
    let limit: Int?
    @usableFromInline
    var storage: ContiguousArray<Element> = []
    @usableFromInline
    var start = 0

    /// - Parameter limit: How many elements to keep; nil keeps all of them.
    @usableFromInline
    init(limit: Int?) {
        self.limit = limit
    }

    /// Whether nothing is kept.
    @inlinable
    var isEmpty: Bool { storage.isEmpty }

    /// Keeps `element`; returns the element it pushed out of a full buffer (or `element` itself
    /// when the limit is 0), so that a caller holding a lock can release it after unlocking.
    @inlinable
    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        guard let limit else {
            storage.append(element)
            return nil
        }
        if storage.count < limit {
            storage.append(element)
            return nil
        }
        guard limit > 0 else { return element }
        // Swapped in place: reading the old element out and assigning over it copied it and
        // destroyed it, through the value witnesses for a large element (every event into a
        // `share(replay: 1)` of an architecture's state).
        var displaced = element
        swap(&displaced, &storage[start])
        start = (start + 1) % limit
        return displaced
    }

    /// The kept elements, oldest first.
    ///
    /// The common case, a buffer that has not wrapped, is inlined always: called, the buffer was
    /// copied out of its owner to be passed in, one more retain and release of its storage.
    @inlinable
    @inline(__always)
    var elements: ContiguousArray<Element> {
        if start == 0 { return storage }
        return rotated()
    }

    /// The kept elements of a wrapped buffer, oldest first.
    @inlinable
    func rotated() -> ContiguousArray<Element> {
        var ordered = ContiguousArray<Element>()
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[start...])
        ordered.append(contentsOf: storage[..<start])
        return ordered
    }

    @usableFromInline
    mutating func removeAll() {
        storage = []
        start = 0
    }
}
