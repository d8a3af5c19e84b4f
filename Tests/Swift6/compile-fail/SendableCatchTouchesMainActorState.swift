// expect-error: main actor-isolated property 'failures' can not be mutated from a Sendable closure
// Operator family: error handling (`catch`, `retry(when:)`, `catchAndReturn`…). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var failures = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable<Int>.error(CancellationError())
            .observe(on: background)
            .catch { @Sendable _ -> Observable<Int> in
                self.failures += 1
                return .empty()
            }
            .subscribe()
            .disposed(by: bag)
    }
}
