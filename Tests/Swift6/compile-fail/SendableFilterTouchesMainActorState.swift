// expect-error: main actor-isolated property 'filtered' can not be mutated from a Sendable closure
// Operator family: filtering (`filter`, `distinctUntilChanged(by:)`, `take(while:)`…). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var filtered = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable.of(1, 2, 3)
            .observe(on: background)
            .filter { @Sendable value in
                self.filtered += 1
                return value > 1
            }
            .subscribe()
            .disposed(by: bag)
    }
}
