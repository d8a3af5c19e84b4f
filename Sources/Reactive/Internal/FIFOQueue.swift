/// A first-in, first-out queue on an array and a read index: taking the first element moves it
/// out, and whenever the reader catches up the array is emptied (keeping its capacity).
///
/// The slots are optional so that taking an element moves it out and leaves nil behind: reading it
/// out of a plain array copied it, and the copy left in the array was destroyed later, two calls
/// through the value witnesses per element for a large one (an architecture's events through
/// `observe(on:)`). A taken element is thus released by its taker, not kept until the reader
/// catches up: a recursive source that queues its next step while the current one runs (a
/// 1,000,000-element `range` on the trampoline) never accumulates executed steps. Package-wide,
/// so the feedback loop's inbox uses it too.
@frozen
@usableFromInline
package struct FIFOQueue<Element> {
    /// The elements; nil where one has been taken.
    @usableFromInline
    var items: [Element?] = []
    /// The index of the first element not yet taken.
    @usableFromInline
    var head = 0

    @inlinable
    package init() {}

    /// Whether every element has been taken.
    @inlinable
    package var isEmpty: Bool { head == items.count }

    /// The first element not yet taken, left in the queue; nil when the queue is empty.
    @inlinable
    package var first: Element? { head < items.count ? items[head] : nil }

    /// The last element, left in the queue; nil when the queue is empty.
    @inlinable
    package var last: Element? { head < items.count ? items[items.count - 1] : nil }

    /// Adds `element` at the end.
    @inlinable
    package mutating func append(_ element: Element) {
        items.append(element)
    }

    /// Takes the first element, or returns nil when the queue is empty.
    @inlinable
    package mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        guard head == items.count - 1 else {
            let element = items[head].take()
            head += 1
            return element
        }
        // The last one: moved out by `removeLast`, a few instructions, where emptying the array
        // with `removeAll(keepingCapacity:)` runs the generic `replaceSubrange`, a hundred or more
        // per element in a queue that a single element at a time passes through (`observe(on:)`'s).
        let element = items.removeLast()
        if head > 0 {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    /// Empties the queue and returns its storage: the waiting elements, after a nil for each one
    /// taken since the reader last caught up. The caller releases it where it chooses (outside a
    /// lock, say).
    @inlinable
    package mutating func removeAll() -> [Element?] {
        let remaining = items
        items = []
        head = 0
        return remaining
    }
}
