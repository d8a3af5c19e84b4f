import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct RefCountDisposableTests {
    @Test func disposesUnderlyingWhenPrimaryDisposedWithNoDependents() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        refCount.dispose()
        #expect(disposed)
        #expect(refCount.isDisposed)
    }

    @Test func waitsForEveryDependent() {
        var disposed = false
        let leaked = Resources.countLive {
            let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
            let first = refCount.retain()
            let second = refCount.retain()
            refCount.dispose()
            #expect(!disposed)
            first.dispose()
            first.dispose()  // a dependent counts once
            #expect(!disposed)
            second.dispose()
            #expect(disposed)
        }
        #expect(leaked == 0)
    }

    @Test func dependentsDisposedBeforePrimaryDoNotReleaseIt() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        refCount.retain().dispose()
        #expect(!disposed)
        refCount.dispose()
        #expect(disposed)
    }

    @Test func retainAfterReleaseIsANoOp() {
        var count = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { count += 1 })
        refCount.dispose()
        refCount.retain().dispose()
        refCount.dispose()
        #expect(count == 1)
    }
}
