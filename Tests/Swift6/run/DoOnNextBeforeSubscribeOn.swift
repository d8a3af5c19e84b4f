// expect-trap: logWork
// Operator family: side effects and `subscribe(on:)`. Everything above `subscribe(on:)` runs on
// that scheduler, so a `do(onNext:)` written in main-actor code traps there.
import Dispatch
import Reactive

@MainActor func logWork(finished: DispatchSemaphore) -> any Disposable {
    Observable.of(1, 2, 3)
        .do(onNext: { _ in })
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .utility))
        .subscribe(onDisposed: { finished.signal() })
}

let finished = DispatchSemaphore(value: 0)
// Kept until the end; the process ends at the trap, or after `finished`.
@MainActor enum Kept { static var subscription: (any Disposable)? }
MainActor.assumeIsolated { Kept.subscription = logWork(finished: finished) }
finished.wait()
print("finished without a trap")
