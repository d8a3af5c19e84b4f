// expect-trap: Totals.start
// Operator family: combining. A `combineLatest` result selector written in main-actor code runs
// where the last source delivered — here a background queue — and traps there.
import Dispatch
import Reactive

@MainActor final class Totals {
    var total = 0
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        let background = SerialDispatchQueueScheduler(qos: .background)
        Observable.combineLatest(Observable.just(1), Observable.just(2).observe(on: background)) {
            left, right -> Int in
            self.total = left + right
            return self.total
        }
        .subscribe(onDisposed: { done.signal() })
        .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
let totals = MainActor.assumeIsolated {
    let totals = Totals()
    totals.start(done: done)
    return totals
}
done.wait()
print("finished without a trap")
