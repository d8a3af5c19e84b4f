// expect-error: main actor-isolated property 'hits' can not be mutated from a Sendable closure
// The closure that may run anywhere says so (`@Sendable`), and then the compiler rejects it
// touching main-actor state: the race of issue #29, caught before the program runs.
import Dispatch
import Reactive

@MainActor final class Counter {
    var hits = 0
    let bag = DisposeBag()
    func start() {
        Observable.from(Array(0..<200_000))
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { @Sendable value -> Int in
                self.hits += 1
                return value
            }
            .subscribe()
            .disposed(by: bag)
    }
}
