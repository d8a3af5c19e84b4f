// expect-error: main actor-isolated property 'combined' can not be mutated from a Sendable closure
// Operator family: combining (`combineLatest`, `zip`, `withLatestFrom` result selectors). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var combined = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable.combineLatest(Observable.of(1, 2), Observable.of(3).observe(on: background)) {
            @Sendable left, right -> Int in
            self.combined += 1
            return left + right
        }
        .subscribe()
        .disposed(by: bag)
    }
}
