import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SingleAssignmentDisposableTests {
    @Test func disposesTheAssignedDisposable() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create { disposed = true })
        #expect(!disposed)
        single.dispose()
        #expect(disposed)
        #expect(single.isDisposed)
    }

    @Test func assignmentAfterDisposeIsDisposedAtOnce() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        #expect(disposed)
    }

    @Test func disposeTwiceDisposesOnce() {
        var count = 0
        let leaked = Resources.countLive {
            let single = SingleAssignmentDisposable()
            single.setDisposable(Disposables.create { count += 1 })
            single.dispose()
            single.dispose()
        }
        #expect(count == 1)
        #expect(leaked == 0)
    }
}
