/// A first-in, first-out queue on an array and a read index: taking the first element copies
/// nothing, and whenever the reader catches up the array is emptied (keeping its capacity), so
/// consumed elements are released then, not when the whole queue goes.
///
/// That matters for the trampoline, where a recursive source queues its next step while the
/// current one runs: a 1,000,000-element `range` would otherwise keep every executed step alive
/// until the outermost drain returned. Package-wide, so the feedback loop's inbox uses it too.
@usableFromInline
package struct FIFOQueue<Element> {
    @usableFromInline
    var items: [Element] = []
    @usableFromInline
    var head = 0

    @inlinable
    package init() {}

    /// Whether every element has been taken.
    @inlinable
    package var isEmpty: Bool { head == items.count }

    /// Adds `element` at the end.
    @inlinable
    package mutating func append(_ element: Element) {
        items.append(element)
    }

    /// Takes the first element, or returns nil when the queue is empty.
    @inlinable
    package mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        let element = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    /// Empties the queue and returns its storage: the waiting elements, after any taken ones not
    /// yet released. The caller releases it where it chooses (outside a lock, say).
    @inlinable
    package mutating func removeAll() -> [Element] {
        let remaining = items
        items = []
        head = 0
        return remaining
    }
}
