// expect-error: main actor-isolated property 'loaded' can not be mutated from a Sendable closure
// Operator family: traits (`Single`, `Maybe`, `Completable`, `Infallible` operators). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var loaded = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Single.just(1)
            .observe(on: background)
            .map { @Sendable value -> Int in
                self.loaded += 1
                return value
            }
            .subscribe()
            .disposed(by: bag)
    }
}
