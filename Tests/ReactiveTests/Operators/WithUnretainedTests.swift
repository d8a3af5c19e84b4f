import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct WithUnretainedTests {
    private final class Owner {
        let name: String

        init(_ name: String) {
            self.name = name
        }
    }

    @Test func pairsEachElementWithTheObject() {
        expectNoLeaks {
            let owner = Owner("o")
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.withUnretained(owner).map { "\($0.name)\($1)" } }
            #expect(res.events == [.next(210, "o1"), .next(220, "o2"), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func theResultSelectorCombinesObjectAndElement() {
        let owner = Owner("o")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)-\($1 * 10)" } }
        #expect(res.events == [.next(210, "o-10"), .completed(250)])
    }

    @Test func theSubscriptionDoesNotKeepTheObjectAlive() {
        let subject = PublishSubject<Int>()
        weak var released: Owner?
        var names: [String] = []
        var subscription: (any Disposable)?
        do {
            let owner = Owner("o")
            released = owner
            subscription = subject.withUnretained(owner).subscribe(onNext: { names.append($0.0.name) })
            subject.onNext(1)
        }
        #expect(released == nil)
        #expect(names == ["o"])
        subscription?.dispose()
    }

    @Test func theFirstElementAfterTheObjectIsGoneCompletesAndDisposesTheSource() {
        expectNoLeaks {
            var owner: Owner? = Owner("o")
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            let paired = owner.map { xs.withUnretained($0).map { "\($0.name)\($1)" } } ?? .empty()
            scheduler.scheduleAt(215) { owner = nil }
            let res = scheduler.start { paired }
            #expect(res.events == [.next(210, "o1"), .completed(220)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func theSourcesErrorIsPassedOn() {
        let owner = Owner("o")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.withUnretained(owner).map { $1 } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposingMidStreamDisposesTheSource() {
        let owner = Owner("o")
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        #expect(scheduler.start(disposed: 250) { xs.withUnretained(owner).map { $1 } }.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
