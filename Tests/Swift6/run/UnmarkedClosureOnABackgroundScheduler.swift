// expect-trap: Counter.start
// Touching no main-actor state is not enough: a closure written in a `@MainActor` method is
// main-actor code, and this one runs on a background queue. The isolation check stops it there;
// `{ @Sendable value in … }` (as in MainActorStateOnTheMainScheduler) says it may run anywhere.
import Dispatch
import Reactive

@MainActor final class Counter {
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        Observable.from(Array(0..<100))
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { $0 * 2 }
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
