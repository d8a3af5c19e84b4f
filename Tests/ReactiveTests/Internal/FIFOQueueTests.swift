import Testing

@testable import Reactive

@Suite struct FIFOQueueTests {
    @Test func elementsComeOutInTheOrderTheyWentIn() {
        var queue = FIFOQueue<Int>()
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
        queue.append(1)
        queue.append(2)
        #expect(queue.popFirst() == 1)
        queue.append(3)
        #expect(!queue.isEmpty)
        #expect(queue.popFirst() == 2)
        #expect(queue.popFirst() == 3)
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }

    @Test func takenElementsAreReleasedWhenTheReaderCatchesUp() {
        weak var first: Probe?
        weak var second: Probe?
        var queue = FIFOQueue<Probe>()
        do {
            let a = Probe()
            let b = Probe()
            first = a
            second = b
            queue.append(a)
            queue.append(b)
        }
        _ = queue.popFirst()
        // The array still holds the first element while the second waits...
        #expect(second != nil)
        _ = queue.popFirst()
        // ...and lets go of both once the queue is drained, while the queue itself lives on.
        #expect(first == nil)
        #expect(second == nil)
        queue.append(Probe())
        #expect(!queue.isEmpty)
    }

    @Test func removeAllEmptiesTheQueueAndHandsOverItsStorage() {
        var queue = FIFOQueue<Int>()
        for value in 1...4 { queue.append(value) }
        _ = queue.popFirst()
        let storage = queue.removeAll()
        // The waiting elements come last; the taken one may still be in front of them.
        #expect(storage.suffix(3) == [2, 3, 4])
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }
}

private final class Probe {}
