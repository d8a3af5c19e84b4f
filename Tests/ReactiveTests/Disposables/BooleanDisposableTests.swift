import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct BooleanDisposableTests {
    @Test func startsUndisposedAndRemembersDisposal() {
        let disposable = BooleanDisposable()
        #expect(!disposable.isDisposed)
        disposable.dispose()
        #expect(disposable.isDisposed)
    }

    @Test func canStartDisposed() {
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
        #expect(BooleanDisposable.booleanDisposableTrue.isDisposed)
    }
}
