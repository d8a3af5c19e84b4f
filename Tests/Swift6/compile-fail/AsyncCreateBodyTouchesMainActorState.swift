// expect-error: main actor-isolated property 'loaded' can not be mutated from a Sendable closure
// expect-error: main actor-isolated property 'loaded' cannot be accessed from outside of the actor
// An async `create` body runs in a task of its own: it is `@Sendable`, so main-actor state is out
// of its reach at compile time (RxSwift#2551's `Task {}` inside `create` raced instead).
import Reactive

@MainActor final class Loader {
    var loaded = 0
    func pages() -> Observable<Int> {
        Observable<Int>.create { observer in
            self.loaded += 1
            observer(self.loaded)
        }
    }
}
