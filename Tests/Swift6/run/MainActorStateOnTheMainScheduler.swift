// expect-clean
// The same pipeline, correct: the work hops to a background scheduler and back to the main one
// before it touches main-actor state. A closure written in main-actor code is main-actor code, so
// the one that runs in the background says it is not (`@Sendable`: it may run anywhere, and the
// compiler rejects it touching main-actor state). It runs to the end with no trap and, under
// ThreadSanitizer, no report.
import Dispatch
import Foundation
import Reactive

@MainActor final class Counter {
    var hits = 0
    let bag = DisposeBag()
    func start(then finish: @escaping @MainActor (Int) -> Void) {
        Observable.from(Array(0..<10_000))
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { @Sendable value in value * 2 }
            .observe(on: MainScheduler.instance)
            .do(onNext: { _ in self.hits += 1 })
            .subscribe(onCompleted: { finish(self.hits) })
            .disposed(by: bag)
    }
}

MainActor.assumeIsolated {
    Counter().start { hits in
        print("hits: \(hits)")
        exit(hits == 10_000 ? 0 : 1)
    }
}
dispatchMain()
