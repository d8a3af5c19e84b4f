import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct UsingTests {
    final class Resource: Disposable {
        var disposed = false
        func dispose() { disposed = true }
    }

    @Test func disposesTheResourceWhenTheSequenceEnds() {
        let resource = Resource()
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable.using({ resource }, observableFactory: { _ in .of(1, 2) }).subscribe(log.observer)
        }
        #expect(leaked == 0)
        #expect(log.rendered == "next(1) next(2) completed")
        #expect(resource.disposed)
    }

    @Test func disposesTheResourceWhenTheSubscriptionIsDisposed() {
        let resource = Resource()
        let subscription = Observable<Int>.using({ resource }, observableFactory: { _ in .never() }).subscribe { _ in }
        #expect(!resource.disposed)
        subscription.dispose()
        #expect(resource.disposed)
    }

    @Test func aThrowingObservableFactoryFailsAndStillDisposesTheResource() {
        let resource = Resource()
        let log = EventLog<Int>()
        _ = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError("factory") })
            .subscribe(log.observer)
        #expect(log.rendered == "error(factory)")
        #expect(resource.disposed)
    }

    @Test func aThrowingResourceFactoryFails() {
        let log = EventLog<Int>()
        _ = Observable<Int>.using(
            { () throws -> Resource in throw TestError("resource") }, observableFactory: { _ in .never() }
        )
        .subscribe(log.observer)
        #expect(log.rendered == "error(resource)")
    }
}
