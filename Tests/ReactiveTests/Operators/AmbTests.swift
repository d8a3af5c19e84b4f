import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift 6's `Observable+AmbTests.swift`, ported tick for tick, plus the sequence overload's
/// edge cases and a source that reacts while it is being subscribed.
@Suite(.leakChecked) struct AmbTests {
    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = try scheduler.createHotObservable("^---1---2-|")
            let x2 = try scheduler.createHotObservable("^-a---b---c-|")
            let res = scheduler.start { Observable.amb([x1.asObservable(), x2.asObservable()]) }
            expectEvents(res.events, marble: "--a---b---c-|")
        }
        #expect(leaked == 0)
    }

    // testAmb_RegularShouldDisposeLoser
    @Test func theFirstToEmitWinsAndTheLoserIsDisposedAtOnce() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
            let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
            let res = scheduler.start { x1.amb(x2) }
            #expect(res.events == [.next(210, 2), .completed(240)])
            #expect(x1.subscriptions == [Subscription(200, 240)])
            #expect(x2.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testAmb_WinnerThrows, testAmb_LoserThrows
    @Test func theWinnersErrorFailsTheResultAndTheLosersErrorIsNeverSeen() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError("winner"))])
            let x2 = scheduler.createHotObservable([.next(150, 1), .error(230, TestError("loser"))])
            let res = scheduler.start { x1.amb(x2) }
            #expect(res.events == [.next(210, 2), .error(220, TestError("winner"))])
            #expect(x1.subscriptions == [Subscription(200, 220)])
            #expect(x2.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testAmb_ThrowsBeforeElection
    @Test func anErrorCanWin() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1), .error(210, TestError()), .next(220, 2)])
            let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
            let res = scheduler.start { x1.amb(x2) }
            #expect(res.events == [.error(210, TestError())])
            #expect(x1.subscriptions == [Subscription(200, 210)])
            #expect(x2.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testAmb_Never_Empty
    @Test func aCompletionCanWin() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1)])
            let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
            let res = scheduler.start { x1.amb(x2) }
            #expect(res.events == [.completed(225)])
            #expect(x1.subscriptions == [Subscription(200, 225)])
            #expect(x2.subscriptions == [Subscription(200, 225)])
        }
        #expect(leaked == 0)
    }

    // testAmb_Never2
    @Test func silentSourcesStaySubscribedUntilDisposal() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1)])
            let x2 = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { x1.amb(x2) }
            #expect(res.events == [])
            #expect(x1.subscriptions == [Subscription(200, 1000)])
            #expect(x2.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    @Test func disposalMidStreamDisposesTheWinner() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let x2 = scheduler.createHotObservable([.next(220, 9)])
            let res = scheduler.start(disposed: 250) { x1.amb(x2) }
            #expect(res.events == [.next(210, 1)])
            #expect(x1.subscriptions == [Subscription(200, 250)])
            #expect(x2.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testAmb_Never3, plus a later source winning
    @Test func ofASequenceTheFirstToReactWinsAndAllOthersAreDisposed() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let x1 = scheduler.createHotObservable([.next(150, 1), .next(240, 1)])
            let x2 = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .next(250, 3), .completed(260)])
            let x3 = scheduler.createHotObservable([.next(150, 1), .completed(235)])
            let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
            #expect(res.events == [.next(230, 2), .next(250, 3), .completed(260)])
            #expect(x1.subscriptions == [Subscription(200, 230)])
            #expect(x2.subscriptions == [Subscription(200, 260)])
            #expect(x3.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    @Test func ofAnEmptySequenceNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        #expect(res.events == [])
    }

    @Test func ofASequenceReadsTheSequenceOnceWhenCalled() {
        var reads = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            reads += 1
            return AnyIterator([Observable.just(1)].makeIterator())
        }
        let amb = Observable.amb(sources)
        let log = EventLog<Int>()
        _ = amb.subscribe(log.observer)
        _ = amb.subscribe(log.observer)
        #expect(reads == 1)
        #expect(log.rendered == "next(1) completed next(1) completed")
    }

    @Test func aSourceReactingWhileSubscribedWinsAndLaterSourcesAreSubscribedAndDisposedAtOnce() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let later = scheduler.createColdObservable([.next(10, 9), .completed(20)])
            let res = scheduler.start { Observable.just(1).amb(later) }
            #expect(res.events == [.next(200, 1), .completed(200)])
            #expect(later.subscriptions == [Subscription(200, 200)])
        }
        #expect(leaked == 0)
    }
}

/// Sources racing for the win on real threads. Meant to be run under
/// `swift test --sanitize=thread --filter AmbThreadSafety` as well.
@Suite(.leakChecked) struct AmbThreadSafetyTests {
    @Test func sourcesEmittingAtOnceOnDifferentThreadsLetExactlyOneThrough() {
        expectNoLeaks {
            for _ in 0..<200 {
                let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
                let probe = GrammarProbe<Int>()
                let subscription = sources[0].amb(sources[1]).subscribe(probe)
                let shared = Shared(sources)
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    for value in 0..<20 {
                        shared.value[index].onNext(index * 100 + value)
                    }
                    shared.value[index].onCompleted()
                }
                #expect(probe.violations == [])
                let elements = probe.elements
                let winner = elements.first.map { $0 / 100 }
                #expect(elements.count == 20 && elements.allSatisfy { $0 / 100 == winner }, "\(elements)")
                #expect(probe.stops.count == 1)
                #expect(!sources[0].hasObservers && !sources[1].hasObservers)
                subscription.dispose()
            }
        }
    }
}
