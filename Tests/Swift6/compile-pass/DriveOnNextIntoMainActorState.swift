// RxSwift#2586's goal, in the two forms Swift 6 accepts: a `@MainActor` class writes its state in
// `drive(onNext:)` directly (the closure is main-actor code, and a driver delivers on the main
// thread, so the isolation check Swift 6 inserts holds); a `Sendable` nonisolated class states the
// driver's guarantee with `MainActor.assumeIsolated`, which checks it when it runs.
import Reactive

@MainActor final class MainActorScreen {
    private(set) var title = ""
    private let disposeBag = DisposeBag()

    func bind(_ titles: Driver<String>) {
        titles.drive(onNext: { [weak self] in self?.title = $0 })
            .disposed(by: disposeBag)
    }
}

final class SendableScreen: Sendable {
    @MainActor private(set) var title = ""
    private let disposeBag = DisposeBag()

    func bind(_ titles: Driver<String>) {
        titles.drive(onNext: { [weak self] title in
            MainActor.assumeIsolated { self?.title = title }
        })
        .disposed(by: disposeBag)
    }
}
