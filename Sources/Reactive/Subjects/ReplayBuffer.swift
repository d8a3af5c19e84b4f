/// The elements a `ReplaySubject` keeps for new subscribers: the last `limit` ones, or all of them.
///
/// A bounded buffer is a ring over a fixed-size array, so a full buffer overwrites in place
/// instead of shifting every element.
struct ReplayBuffer<Element> {
    private let limit: Int?
    private var storage: ContiguousArray<Element> = []
    private var start = 0

    /// - Parameter limit: How many elements to keep; nil keeps all of them.
    init(limit: Int?) {
        self.limit = limit
    }

    mutating func append(_ element: Element) {
        guard let limit else {
            storage.append(element)
            return
        }
        if storage.count < limit {
            storage.append(element)
        } else if limit > 0 {
            storage[start] = element
            start = (start + 1) % limit
        }
    }

    /// The kept elements, oldest first.
    var elements: ContiguousArray<Element> {
        if start == 0 { return storage }
        var ordered = ContiguousArray<Element>()
        ordered.reserveCapacity(storage.count)
        ordered.append(contentsOf: storage[start...])
        ordered.append(contentsOf: storage[..<start])
        return ordered
    }

    mutating func removeAll() {
        storage = []
        start = 0
    }
}
