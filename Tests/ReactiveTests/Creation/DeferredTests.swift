import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DeferredTests {
    @Test func callsTheFactoryAnewForEachSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        #expect(calls == 0)
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = source.subscribe(first.observer)
            _ = source.subscribe(second.observer)
        }
        #expect(leaked == 0)
        #expect(first.rendered == "next(1) completed")
        #expect(second.rendered == "next(2) completed")
    }

    @Test func aThrowingFactoryBecomesAnErrorEvent() {
        let log = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable<Int>.deferred { throw TestError("factory") }.subscribe(log.observer)
        }
        #expect(leaked == 0)
        #expect(log.rendered == "error(factory)")
    }
}
