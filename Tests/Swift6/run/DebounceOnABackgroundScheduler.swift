// expect-trap: SearchField.start
// Operator family: time. `debounce` delivers on the scheduler it is given; a closure after it,
// written in main-actor code, runs on that background queue and traps there.
import Dispatch
import Reactive

@MainActor final class SearchField {
    var lastQuery = ""
    let bag = DisposeBag()
    func start(done: DispatchSemaphore) {
        // Not completing: a completion would hand the pending query over on the completing thread.
        Observable.of("r", "rx").concat(Observable.never())
            .debounce(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .background))
            .map { query -> String in
                self.lastQuery = query
                return query
            }
            .take(1)
            .subscribe(onDisposed: { done.signal() })
            .disposed(by: bag)
    }
}

let done = DispatchSemaphore(value: 0)
let field = MainActor.assumeIsolated {
    let field = SearchField()
    field.start(done: done)
    return field
}
done.wait()
print("finished without a trap")
