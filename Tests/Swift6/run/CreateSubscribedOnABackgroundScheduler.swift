// expect-trap: Source.start
// Operator family: creating. A `create` body written in main-actor code runs where it is
// subscribed; `subscribe(on:)` a background queue subscribes it there, and it traps there.
import Dispatch
import Reactive

@MainActor final class Source {
    var subscriptions = 0
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        Observable<Int>.create { observer in
            self.subscriptions += 1
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: SerialDispatchQueueScheduler(qos: .background))
        .subscribe(onDisposed: { done.signal() })
        .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
let source = MainActor.assumeIsolated {
    let source = Source()
    source.start(done: done)
    return source
}
done.wait()
print("finished without a trap")
