// expect-error: main actor-isolated property 'searches' can not be mutated from a Sendable closure
// Operator family: flattening (`flatMap`, `flatMapLatest`, `concatMap`…). A closure meant to run on any thread says so with `@Sendable`, and the
// compiler then rejects main-actor state inside it — at compile time, before any scheduler runs it.
import Dispatch
import Reactive

@MainActor final class Screen {
    var searches = 0
    let bag = DisposeBag()
    let background = SerialDispatchQueueScheduler(qos: .background)

    func start() {
        Observable.of("rx", "swift")
            .observe(on: background)
            .flatMapLatest { @Sendable query -> Observable<Int> in
                self.searches += 1
                return .just(query.count)
            }
            .subscribe()
            .disposed(by: bag)
    }
}
