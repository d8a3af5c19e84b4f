// expect-error: main actor-isolated property 'sideEffects' can not be mutated from a Sendable closure
// Operator family: side effects (`do(onNext:)`, `do(onSubscribe:)`…). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var sideEffects = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable.of(1, 2, 3)
            .do(onNext: { @Sendable _ in self.sideEffects += 1 })
            .subscribe(on: background)
            .subscribe()
            .disposed(by: bag)
    }
}
