// expect-trap: showResults
// Operator family: subscribing. `subscribe(onNext:)`, written in main-actor code, receives its
// elements on a background queue: the first one traps.
import Dispatch
import Reactive

@MainActor func showResults(finished: DispatchSemaphore) -> any Disposable {
    Observable.of(1, 2, 3)
        .observe(on: SerialDispatchQueueScheduler(qos: .background))
        .subscribe(onNext: { _ in }, onDisposed: { finished.signal() })
}

let finished = DispatchSemaphore(value: 0)
// Kept until the end; the process ends at the trap, or after `finished`.
@MainActor enum Kept { static var subscription: (any Disposable)? }
MainActor.assumeIsolated { Kept.subscription = showResults(finished: finished) }
finished.wait()
print("finished without a trap")
