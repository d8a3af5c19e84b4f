import ReactiveTesting
import Testing

@testable import ReactorArchitecture

/// ReactorKit's `ActionSubjectTests`, ported, and the serial delivery it adds.
@Suite(.leakChecked) struct ActionSubjectTests {
    @Test func subscriptionsAddAndDisposalsRemoveObservers() {
        let subject = ActionSubject<Int>()
        let first = subject.subscribe()
        #expect(subject.observers.count == 1)
        let second = subject.subscribe()
        #expect(subject.observers.count == 2)
        second.dispose()
        #expect(subject.observers.count == 1)
        first.dispose()
        #expect(subject.observers.count == 0)
        #expect(!subject.hasObservers)
    }

    @Test(arguments: [false, true])
    func onlyElementsPassAndTheSubjectNeverStops(completes: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ActionSubject<Int>()
        let bag = DisposeBag()
        let stop: Recorded<Event<Int>> = completes ? .completed(200) : .error(200, TestError())
        let source = scheduler.createHotObservable([.next(100, 1), stop])
        let later = scheduler.createHotObservable([.next(300, 3)])
        source.subscribe(subject).disposed(by: bag)
        later.subscribe(subject).disposed(by: bag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) { subject.asObservable() }

        #expect(res.events == [.next(100, 1), .next(300, 3)])
    }

    @Test func anElementSentFromAnObserverIsDeliveredAfterTheCurrentOneToEveryObserver() {
        let subject = ActionSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        first.dispose()
        second.dispose()
    }

    @Test func anObserverSubscribedDuringADeliveryReceivesOnlyLaterElements() {
        let subject = ActionSubject<Int>()
        var late: [Int] = []
        var lateSubscription: (any Disposable)?
        let first = subject.subscribe(onNext: { _ in
            if lateSubscription == nil {
                lateSubscription = subject.subscribe(onNext: { late.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(late == [2])
        first.dispose()
        lateSubscription?.dispose()
    }

    @Test func theSubjectIsItsOwnObservableAndObserver() {
        let subject = ActionSubject<Int>()
        #expect(subject.asObservable() === subject)
        #expect(subject.asObserver() === subject)
    }
}
