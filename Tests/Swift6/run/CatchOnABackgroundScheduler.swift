// expect-trap: Loader.start
// Operator family: error handling. A `catch` handler written in main-actor code runs where the
// error arrived — a background queue — and traps there.
import Dispatch
import Reactive

struct Failure: Error {}

@MainActor final class Loader {
    var failures = 0
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        Observable<Int>.error(Failure())
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .catch { _ -> Observable<Int> in
                self.failures += 1
                return .empty()
            }
            .subscribe(onDisposed: { done.signal() })
            .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
let loader = MainActor.assumeIsolated {
    let loader = Loader()
    loader.start(done: done)
    return loader
}
done.wait()
print("finished without a trap")
