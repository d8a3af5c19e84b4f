import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DisposablesTests {
    @Test func createWithActionRunsItExactlyOnce() {
        var count = 0
        let leaked = Resources.countLive {
            let disposable = Disposables.create { count += 1 }
            #expect(!disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
        #expect(count == 1)
        #expect(leaked == 0)
    }

    @Test func createWithTwoThreeAndMoreDisposesAll() {
        var disposed: [Int] = []
        let pair = Disposables.create(
            Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) })
        pair.dispose()
        pair.dispose()
        #expect(disposed == [1, 2])
        #expect(pair.isDisposed)

        disposed = []
        let triple = Disposables.create(
            Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) }
        )
        triple.dispose()
        #expect(disposed == [1, 2, 3])

        disposed = []
        let many = Disposables.create(
            Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) },
            Disposables.create { disposed.append(4) }
        )
        many.dispose()
        #expect(disposed == [1, 2, 3, 4])

        disposed = []
        let array = Disposables.create((0..<5).map { index in Disposables.create { disposed.append(index) } })
        array.dispose()
        #expect(disposed == [0, 1, 2, 3, 4])
    }

    @Test func emptyDisposableDoesNothing() {
        Disposables.create().dispose()
    }

    @Test func disposedByAddsToTheBag() {
        var disposed = false
        do {
            let bag = DisposeBag()
            Disposables.create { disposed = true }.disposed(by: bag)
            #expect(!disposed)
        }
        #expect(disposed)
    }
}
