// expect-error: sending 'self' risks causing data races
// The shape of RxSwift#2586 without Rx: a class that is not `Sendable` hands `self` to main-actor
// code. Swift 6 rejects both ways of doing it that need no library at all, which is why no
// closure attribute on `drive(onNext:)` could make the reported code compile.
import Dispatch

final class MyClass {
    @MainActor private var mutableState = ""

    func updateOnTheMainQueue(to value: String) {
        DispatchQueue.main.async { [weak self] in self?.mutableState = value }
    }

    func updateAssumingTheMainActor(to value: String) {
        MainActor.assumeIsolated { [weak self] in self?.mutableState = value }
    }
}
