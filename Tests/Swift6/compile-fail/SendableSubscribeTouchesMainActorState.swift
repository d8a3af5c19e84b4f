// expect-error: main actor-isolated property 'received' can not be mutated from a Sendable closure
// Operator family: subscribing (`subscribe(onNext:onError:onCompleted:)`, `bind(onNext:)`). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var received = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable.of(1, 2, 3)
            .observe(on: background)
            .subscribe(onNext: { @Sendable _ in self.received += 1 })
            .disposed(by: bag)
    }
}
