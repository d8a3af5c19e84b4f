// expect-trap: startSearch
// Operator family: transforming and flattening. `flatMapLatest`'s selector, written in main-actor
// code, runs on the background queue `observe(on:)` moved the elements to: it traps there.
import Dispatch
import Reactive

@MainActor func startSearch(finished: DispatchSemaphore) -> any Disposable {
    Observable.of("rx", "swift")
        .observe(on: SerialDispatchQueueScheduler(qos: .background))
        .flatMapLatest { query in Observable.just(query.count) }
        .subscribe(onDisposed: { finished.signal() })
}

let finished = DispatchSemaphore(value: 0)
// Kept until the end; the process ends at the trap, or after `finished`.
@MainActor enum Kept { static var subscription: (any Disposable)? }
MainActor.assumeIsolated { Kept.subscription = startSearch(finished: finished) }
finished.wait()
print("finished without a trap")
