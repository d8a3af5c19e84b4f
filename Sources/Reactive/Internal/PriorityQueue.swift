/// A binary min-heap: `pop` returns the element that `areInIncreasingOrder` puts first.
///
/// Elements that compare equal come out in no particular order, so callers that need FIFO among
/// equals must make the ordering total (the virtual-time queue adds an insertion id).
struct PriorityQueue<Element> {
    private var storage: [Element] = []
    private let areInIncreasingOrder: (Element, Element) -> Bool

    init(areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    var isEmpty: Bool { storage.isEmpty }

    var count: Int { storage.count }

    func peek() -> Element? {
        storage.first
    }

    mutating func push(_ element: Element) {
        storage.append(element)
        siftUp(from: storage.count - 1)
    }

    @discardableResult
    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let first = storage.removeLast()
        if !storage.isEmpty { siftDown(from: 0) }
        return first
    }

    mutating func removeAll() {
        storage.removeAll()
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(storage[child], storage[parent]) else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < storage.count && areInIncreasingOrder(storage[left], storage[first]) { first = left }
            if right < storage.count && areInIncreasingOrder(storage[right], storage[first]) { first = right }
            guard first != parent else { return }
            storage.swapAt(parent, first)
            parent = first
        }
    }
}
