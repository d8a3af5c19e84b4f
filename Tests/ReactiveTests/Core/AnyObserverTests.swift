import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct AnyObserverTests {
    @Test func forwardsEveryEventToTheHandler() {
        let log = EventLog<Int>()
        let observer = AnyObserver<Int> { log.record($0) }
        observer.onNext(1)
        observer.onError(TestError())
        #expect(log.rendered == "next(1) error(test error)")
    }

    @Test func wrapsAnotherObserver() {
        let log = EventLog<Int>()
        let wrapped = AnyObserver(log.observer)
        wrapped.onNext(1)
        wrapped.onCompleted()
        #expect(log.rendered == "next(1) completed")
    }

    @Test func mapObserverTransformsBeforeForwarding() {
        let log = EventLog<String>()
        let observer: AnyObserver<Int> = log.observer.mapObserver { "#\($0)" }
        observer.onNext(4)
        observer.onCompleted()
        #expect(log.rendered == "next(#4) completed")
    }

    @Test func mapObserverTurnsAThrowingTransformIntoAnError() {
        let log = EventLog<String>()
        let observer: AnyObserver<Int> = log.observer.mapObserver { _ in throw TestError("bad") }
        observer.onNext(4)
        #expect(log.rendered == "error(bad)")
    }
}
