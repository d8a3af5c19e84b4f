import Dispatch

/// Runs `body` on `threads` threads at once, `iterations` times each, with a shared start so the
/// calls really overlap. Meant to be run under `swift test --sanitize=thread`.
///
/// - Parameters:
///   - threads: How many threads race.
///   - iterations: How many times each thread runs `body`.
///   - body: Receives the thread index and the iteration index.
func race(threads: Int = 4, iterations: Int = 1_000, _ body: @Sendable (_ thread: Int, _ iteration: Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for iteration in 0..<iterations {
            body(thread, iteration)
        }
    }
}

/// Carries a thread-safe but non-`Sendable` value (disposables, subjects) into `race`.
struct Shared<Value>: @unchecked Sendable {
    // @unchecked: only used with values whose operations are documented as thread-safe.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
