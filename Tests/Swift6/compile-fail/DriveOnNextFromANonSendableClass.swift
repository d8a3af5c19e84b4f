// expect-error: main actor-isolated property 'mutableState' can not be mutated from a nonisolated context
// ReactiveX/RxSwift#2586, as reported: a nonisolated class writes its `@MainActor` state from
// `drive(onNext:)`. Swift 6 rejects it, and no closure type could make it compile: the class is not
// `Sendable`, so `self` cannot reach the main actor at all — `MainActor.assumeIsolated` and
// `DispatchQueue.main.async` are rejected the same way (MainActorStateFromANonSendableClassWithoutRx).
// What compiles is in compile-pass/DriveOnNextIntoMainActorState.
import Reactive

final class MyClass {
    @MainActor private var mutableState = ""
    private let disposeBag = DisposeBag()

    func updateMutableState(with driver: Driver<String>) {
        driver.drive(onNext: { [weak self] in self?.mutableState = $0 })
            .disposed(by: disposeBag)
    }
}
