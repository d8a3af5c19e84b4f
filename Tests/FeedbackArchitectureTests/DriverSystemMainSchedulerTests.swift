import Dispatch
import FeedbackArchitecture
import Reactive
import Testing

/// `Driver.system` on the real main scheduler, as RxFeedback's `Driver` tests run it: there a
/// driver delivers a state synchronously when nothing else is queued on the main queue, while the
/// context's scheduler (`MainScheduler.asyncInstance`) always hops. Each test subscribes from its
/// own thread and waits for the main queue to produce the first four states, which depend only on
/// the order of work on the main queue, not on timing. Not `.leakChecked`: the main queue releases
/// the system's last blocks after the test has its states.
@Suite struct DriverSystemMainSchedulerTests {
    typealias StringDriverFeedback = Driver<Any>.Feedback<String, String>

    private func firstFourStates(_ system: Driver<String>) -> [String] {
        let states = Locked<[String]>([])
        let four = DispatchSemaphore(value: 0)
        let subscription = system.drive(onNext: { state in
            let count = states.withLock { states -> Int in
                states.append(state)
                return states.count
            }
            if count == 4 { four.signal() }
        })
        #expect(four.waitOrHang())
        subscription.dispose()
        return Array(states.value.prefix(4))
    }

    /// RxFeedback's `testImmediateFeedbackLoopParallel_react_equatable`: each of three identical
    /// feedbacks must read the state the previous event produced, so the effects a state change
    /// made stale never reach `reduce`. The loop this runtime replaced reduced them
    /// (`initial_a_b_b_b`).
    @Test func threeIdenticalRequestFeedbacksEachSeeTheStateTheLastEventProduced() {
        let feedback: StringDriverFeedback = react(
            request: { state in
                switch state {
                case "initial": "_a"
                case "initial_a": "_b"
                case "initial_a_b": "_c"
                default: nil
                }
            },
            effects: { Signal.just($0) }
        )
        let system = Driver.system(initialState: "initial", reduce: appendEvent, feedback: feedback, feedback, feedback)
        #expect(firstFourStates(system) == ["initial", "initial_a", "initial_a_b", "initial_a_b_c"])
    }

    /// The same with `react(requests:)` and a set (RxFeedback's `..._react_set`: each state asks for
    /// whichever of `_a` and `_b` it lacks, then for `_c`): `_a` and `_b` in either order, each
    /// once, then `_c`.
    @Test func threeIdenticalSetFeedbacksEachSeeTheStateTheLastEventProduced() {
        let feedback: StringDriverFeedback = react(
            requests: { state -> Set<String> in
                if state.contains("_a") && state.contains("_b") { return ["_c"] }
                return Set(["_a", "_b"].filter { !state.contains($0) })
            },
            effects: { Signal.just($0) }
        )
        let system = Driver.system(initialState: "initial", reduce: appendEvent, feedback: feedback, feedback, feedback)
        let states = firstFourStates(system)
        #expect(
            states.prefix(3).map { $0.replacingOccurrences(of: "_b", with: "_a") } == [
                "initial", "initial_a", "initial_a_a",
            ])
        #expect(Set(states[1...2].map { String($0.suffix(2)) }) == ["_a", "_b"])
        #expect(states.last?.hasSuffix("_c") == true)
    }
}
