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

    /// `bind(to:)` is `subscribe` under another name, as RxCocoa's is: an error is an event like
    /// any other, and the observers decide what to do with it.
    @Test func bindForwardsAnErrorToEveryObserverAsSubscribeDoes() {
        let log = EventLog<Int>()
        let subject = PublishSubject<Int>()
        let subjectLog = EventLog<Int>()
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            let subscription = subject.subscribe(subjectLog.observer)
            _ = Observable.concat(.just(1), .error(TestError("bad"))).bind(to: log.observer, subject.asObserver())
            subscription.dispose()
        }
        #expect(log.rendered == "next(1) error(bad)")
        #expect(subjectLog.rendered == "next(1) error(bad)")
        #expect(anomalies.kinds.isEmpty)
    }

    @Test func bindToOptionalObserversForwardsAnErrorToo() {
        let log = EventLog<Int?>()
        let subject = PublishSubject<Int?>()
        let subjectLog = EventLog<Int?>()
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            let subscription = subject.subscribe(subjectLog.observer)
            _ = Observable.concat(.just(1), .error(TestError("bad"))).bind(to: log.observer, subject.asObserver())
            subscription.dispose()
        }
        #expect(log.rendered == "next(Optional(1)) error(bad)")
        #expect(subjectLog.rendered == "next(Optional(1)) error(bad)")
        #expect(anomalies.kinds.isEmpty)
    }

    @Test func bindCompletesASubjectAndSubscribesTheSourceOnceForAllObservers() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2)
        }
        let subject = ReplaySubject<Int>.createUnbound()
        let log = EventLog<Int>()
        _ = source.bind(to: subject.asObserver(), log.observer)
        let replayed = EventLog<Int>()
        _ = subject.subscribe(replayed.observer)
        #expect(subscriptions == 1)
        #expect(log.rendered == "next(1) next(2) completed")
        #expect(replayed.rendered == "next(1) next(2) completed")
    }

    /// A `Binder` refuses an error, as RxSwift's does: the error reaches it through `bind(to:)`
    /// and the binder reports it.
    @Test func anErrorBoundToABinderIsReportedByTheBinder() {
        final class Label { var text = "" }
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = Observable.concat(.just("bound"), .error(TestError("bad"))).bind(to: binder)
        }
        #expect(label.text == "bound")
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

    @Test func bindWithObjectHoldsItWeaklyAndReportsErrors() {
        final class Owner { var received: [Int] = [] }
        var owner: Owner? = Owner()
        let weakOwner = { [weak owner] in owner }
        let subject = PublishSubject<Int>()
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            let subscription = subject.bind(with: owner!) { owner, value in owner.received.append(value) }
            subject.onNext(1)
            #expect(owner?.received == [1])
            owner = nil
            #expect(weakOwner() == nil, "the binding must not keep its object alive")
            subject.onNext(2)
            subject.onError(TestError("bad"))
            subscription.dispose()
        }
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
