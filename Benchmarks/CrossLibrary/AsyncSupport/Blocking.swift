import Dispatch

/// Runs `body` in a task on the global executor and blocks the calling thread until it returns:
/// how the async workloads (peers and scaling) are timed from a synchronous harness.
@discardableResult
func blocking<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await body()
        done.signal()
    }
    done.wait()
    guard let value = box.value else { fail("a blocking task returned nothing") }
    return value
}

/// A task's result handed to the thread that waits for it.
private final class ResultBox<Value>: @unchecked Sendable {
    // @unchecked: written once by the task before it signals the semaphore, read after the wait.
    var value: Value?
}
