import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ObservableBindTests {
    @Test func bindForwardsElementsAndCompletionToEveryObserver() {
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Observable.of(1, 2).bind(to: first.observer, second.observer)
        }
        #expect(leaked == 0)
        #expect(first.rendered == "next(1) next(2) completed")
        #expect(second.rendered == "next(1) next(2) completed")
    }

    @Test func bindToOptionalObserverWrapsElements() {
        let log = EventLog<Int?>()
        _ = Observable.of(1).bind(to: log.observer)
        #expect(log.rendered == "next(Optional(1)) completed")
    }

    @Test func bindReportsAnErrorAsABindingAnomalyAndDoesNotForwardIt() {
        let log = EventLog<Int>()
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Observable<Int>.error(TestError("bad")).bind(to: log.observer)
        }
        #expect(log.events.isEmpty)
        #expect(anomalies.kinds == [.bindingError])
        #expect(anomalies.messages.first?.contains("Binding error: bad") == true)
    }

    @Test func bindOnNextReceivesElementsAndReportsErrors() {
        var received: [Int] = []
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
            _ = Observable<Int>.error(TestError()).bind(onNext: { received.append($0) })
        }
        #expect(received == [1, 2])
        #expect(anomalies.kinds == [.bindingError])
    }

    @Test func bindToBinderClosureReturnsItsResult() {
        let observable = Observable.just(5)
        let result = observable.bind(to: { (source: Observable<Int>) -> String in "bound \(type(of: source))" })
        #expect(result.hasPrefix("bound"))
        let curried = observable.bind(to: { _ in { (suffix: String) in "x" + suffix } }, curriedArgument: "y")
        #expect(curried == "xy")
    }
}
