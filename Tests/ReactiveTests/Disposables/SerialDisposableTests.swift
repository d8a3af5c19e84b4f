import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SerialDisposableTests {
    @Test func replacingDisposesThePrevious() {
        var disposed: [Int] = []
        let leaked = Resources.countLive {
            let serial = SerialDisposable()
            serial.disposable = Disposables.create { disposed.append(1) }
            serial.disposable = Disposables.create { disposed.append(2) }
            #expect(disposed == [1])
            serial.dispose()
            #expect(disposed == [1, 2])
            #expect(serial.isDisposed)
        }
        #expect(leaked == 0)
    }

    @Test func assigningAfterDisposeDisposesAtOnce() {
        var disposed = false
        let serial = SerialDisposable()
        serial.dispose()
        serial.disposable = Disposables.create { disposed = true }
        #expect(disposed)
    }

    @Test func disposeTwiceDisposesTheCurrentOnce() {
        var count = 0
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { count += 1 }
        serial.dispose()
        serial.dispose()
        #expect(count == 1)
    }
}
