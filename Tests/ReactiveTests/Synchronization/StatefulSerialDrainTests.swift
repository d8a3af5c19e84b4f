import Testing

@testable import Reactive

/// `StatefulSerialDrain`: items change the state one at a time, in the order offered; an item
/// offered from inside a transition waits for it to finish.
@Suite struct StatefulSerialDrainTests {
    @Test func itemsChangeTheStateInTheOrderOffered() {
        let drain = StatefulSerialDrain<[Int], Int>([])
        var seen: [[Int]] = []
        for item in 1...3 {
            drain.offer(item) { state, item in
                state.append(item)
                seen.append(state)
            }
        }
        #expect(seen == [[1], [1, 2], [1, 2, 3]])
    }

    @Test func anItemOfferedDuringATransitionRunsAfterIt() {
        let drain = StatefulSerialDrain<[String], String>([])
        var log: [String] = []
        func consume(_ state: inout [String], _ item: String) {
            log.append("begin \(item)")
            state.append(item)
            if item == "a" {
                drain.offer("b", consume: consume)
                log.append("offered b")
            }
            log.append("end \(item)")
        }
        drain.offer("a", consume: consume)
        #expect(log == ["begin a", "offered b", "end a", "begin b", "end b"])
        var final: [String] = []
        drain.offer("c") { state, item in
            state.append(item)
            final = state
        }
        #expect(final == ["a", "b", "c"])
    }
}

/// `StatefulSerialDrain` offered to from several threads at once, under ThreadSanitizer: the
/// state, which only the drainer touches, sees every item once.
@Suite struct StatefulSerialDrainThreadSafetyTests {
    @Test func everyItemChangesTheStateOnceWhicheverThreadDrains() {
        let drain = StatefulSerialDrain<(count: Int, sum: Int), Int>((0, 0))
        let inside = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        race(threads: 4, iterations: 2_000) { thread, iteration in
            drain.offer(thread * 10_000 + iteration) { state, item in
                if inside.add(1, ordering: .relaxed).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
                state.count += 1
                state.sum += item
                inside.subtract(1, ordering: .relaxed)
            }
        }
        var total = (count: 0, sum: 0)
        drain.offer(0) { state, _ in total = state }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(total.count == 8_000)
        #expect(total.sum == (0..<4).reduce(0) { $0 + $1 * 10_000 * 2_000 } + 4 * (0..<2_000).reduce(0, +))
    }
}
