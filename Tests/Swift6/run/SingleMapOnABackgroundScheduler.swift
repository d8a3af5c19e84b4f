// expect-trap: Profile.start
// Operator family: traits. A `Single`'s `map`, written in main-actor code, runs where the
// single succeeds — a background queue — and traps there.
import Dispatch
import Reactive

@MainActor final class Profile {
    var loads = 0
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        Single.just(1)
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { value -> Int in
                self.loads += 1
                return value
            }
            .subscribe(onDisposed: { done.signal() })
            .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
let profile = MainActor.assumeIsolated {
    let profile = Profile()
    profile.start(done: done)
    return profile
}
done.wait()
print("finished without a trap")
