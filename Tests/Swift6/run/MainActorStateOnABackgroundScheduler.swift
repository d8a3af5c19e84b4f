// expect-trap: Counter.start
// The program of issue #29 (ReactiveX/RxSwift#2638): a closure written in a `@MainActor` method
// is main-actor code; `observe(on:)` runs it on a background queue. Swift 6 cannot reject it at
// compile time without breaking every Swift 5 view controller, so the compiler checks its isolation
// when it runs: the first wrong call stops the program, before `hits` is touched off the main actor.
import Dispatch
import Reactive

@MainActor final class Counter {
    var hits = 0
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        Observable.from(Array(0..<200_000))
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { value -> Int in
                self.hits += 1
                return value
            }
            .subscribe(onCompleted: { done.signal() })
            .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
// Kept alive until the end: its bag holds the subscription.
let counter = MainActor.assumeIsolated {
    let counter = Counter()
    counter.start(done: done)
    return counter
}
done.wait()
withExtendedLifetime(counter) {}
print("finished without a trap")
