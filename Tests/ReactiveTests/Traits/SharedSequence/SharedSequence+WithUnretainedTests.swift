import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct SharedSequenceWithUnretainedTests {
    private final class Owner {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func aSignalPairsWhileTheObjectLivesThenCompletes() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            var owner: Owner? = Owner("o")
            // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
            // `weak var` that is never set.
            weak var released: Owner?
            released = owner
            scheduler.scheduleAt(230) { owner = nil }
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: -1).withUnretained(owner!) { "\($0.name)\($1)" }
            }
            #expect(res.events == [.next(210, "o1"), .next(220, "o2"), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 240)])
            #expect(released == nil, "the signal does not retain the object")
        }
    }

    @Test func theTupleFormPassesTheObject() {
        withSharingScheduler { scheduler in
            let owner = Owner("o")
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: -1).withUnretained(owner).map { "\($0.name)\($1)" }
            }
            #expect(res.events == [.next(210, "o1"), .completed(220)])
        }
    }

    @Test func disposingMidStreamDisposesTheSource() {
        withSharingScheduler { scheduler in
            let owner = Owner("o")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let res = scheduler.start(disposed: 220) {
                xs.asSignal(onErrorJustReturn: -1).withUnretained(owner).map { $1 }
            }
            #expect(res.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
        }
    }
}
