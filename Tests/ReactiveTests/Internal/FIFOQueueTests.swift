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

    /// Whatever the mix of appends and takes, elements come out in the order they went in:
    /// checked against an array.
    @Test func interleavedAppendsAndTakesKeepTheOrder() {
        var queue = FIFOQueue<Int>()
        var model: [Int] = []
        var next = 0
        for step in 0..<400 {
            // Appends one to three, then takes up to two: the queue empties now and then.
            for _ in 0..<(step % 3 + 1) where (step / 7) % 2 == 0 {
                queue.append(next)
                model.append(next)
                next += 1
            }
            for _ in 0..<(step % 2 + 1) {
                #expect(queue.first == model.first)
                #expect(queue.last == model.last)
                let taken = queue.popFirst()
                #expect(taken == (model.isEmpty ? nil : model.removeFirst()))
            }
            #expect(queue.isEmpty == model.isEmpty)
        }
    }

    @Test func firstAndLastLookWithoutTaking() {
        var queue = FIFOQueue<Int>()
        #expect(queue.first == nil && queue.last == nil)
        for value in 1...3 { queue.append(value) }
        _ = queue.popFirst()
        #expect(queue.first == 2 && queue.last == 3)
        _ = queue.popFirst()
        #expect(queue.first == 3 && queue.last == 3)
        _ = queue.popFirst()
        #expect(queue.first == nil && queue.last == nil)
        queue.append(4)
        #expect(queue.first == 4 && queue.last == 4)
    }

    @Test func takenElementsAreReleasedByTheirTaker() {
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
        // Taking moves the element out: the queue lets go of the first while the second waits...
        #expect(first == nil)
        #expect(second != nil)
        _ = queue.popFirst()
        // ...and of both once the queue is drained, while the queue itself lives on.
        #expect(second == nil)
        queue.append(Probe())
        #expect(!queue.isEmpty)
    }

    @Test func removeAllEmptiesTheQueueAndHandsOverItsStorage() {
        var queue = FIFOQueue<Int>()
        for value in 1...4 { queue.append(value) }
        _ = queue.popFirst()
        let storage = queue.removeAll()
        // The waiting elements come last, after a nil where the taken one was.
        #expect(storage == [nil, 2, 3, 4])
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }
}

private final class Probe {}
