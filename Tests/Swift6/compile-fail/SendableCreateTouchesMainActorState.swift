// expect-error: main actor-isolated property 'created' can not be mutated from a Sendable closure
// Operator family: creating (`Observable.create`, `deferred`, `generate`…). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var created = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable<Int>.create { @Sendable observer in
            self.created += 1
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: background)
        .subscribe()
        .disposed(by: bag)
    }
}
