import ReactiveTesting
import Testing

@testable import Reactive

private let testError = TestError("test error")
private let testError1 = TestError("error 1")
private let testError2 = TestError("error 2")

/// Ports of RxSwift's Observable+CombineLatestTests.swift: the same sources, events and
/// subscription times. RxSwift tests its two-source overload and its collection overload with the
/// same cases, so each test here runs through both, with and without a result selector; each test
/// names the RxSwift tests it covers. "Derived" tests have no RxSwift counterpart and expect what
/// RxSwift's CombineLatest.swift and CombineLatest+Collection.swift do.
@Suite(.leakChecked) struct CombineLatestTests {
    private func combineLatest(
        _ a: TestableObservable<Int>,
        _ b: TestableObservable<Int>,
        _ overload: CombiningOverload,
        swapped: Bool = false,
        combine: @escaping Combining.Combine = Combining.sum
    ) -> Observable<Int> {
        overload.make(.combineLatest, swapped ? [b, a] : [a, b], combine: combine)
    }

    // testCombineLatest_NeverEmpty, _EmptyNever, _NeverEmptyN, _EmptyNeverN
    @Test(arguments: CombiningOverload.all, [false, true])
    func aSourceThatCompletesWithoutAnElementDoesNotEndTheResult(overload: CombiningOverload, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { combineLatest(n, e, overload, swapped: swapped) }
            #expect(res.events == [])
            #expect(n.subscriptions == [Subscription(200, 1000)])
            #expect(e.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_EmptyReturn, _ReturnEmpty, _EmptyReturnN
    @Test(arguments: CombiningOverload.all, [false, true])
    func completesWhenASourceEmitsAfterAnotherCompletedEmpty(overload: CombiningOverload, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { combineLatest(e, o, overload, swapped: swapped) }
            #expect(res.events == [.completed(215)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 215)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_NeverReturn, _ReturnNever
    @Test(arguments: CombiningOverload.all, [false, true])
    func aSourceThatNeverEmitsHoldsBackEveryResult(overload: CombiningOverload, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { combineLatest(n, o, overload, swapped: swapped) }
            #expect(res.events == [])
            #expect(o.subscriptions == [Subscription(200, 220)])
            #expect(n.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_ReturnReturn1, _ReturnReturn2, _ReturnReturnN
    @Test(arguments: CombiningOverload.all, [false, true])
    func emitsOnceEverySourceHasEmittedAndCompletesWithTheLast(overload: CombiningOverload, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { combineLatest(e0, e1, overload, swapped: swapped) }
            #expect(res.events == [.next(220, 2 + 3), .completed(240)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 240)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_EmptyError, _ErrorEmpty, _ReturnThrow, _ThrowReturn, _SomeThrow, _ThrowSome,
    // _EmptyErrorN, _ReturnErrorN, _NeverErrorN, _SomeErrorN
    @Test(arguments: CombiningOverload.all, [false, true])
    func anErrorFailsTheResultWhateverTheOtherSourceDid(overload: CombiningOverload, swapped: Bool) {
        let others: [[Recorded<Event<Int>>]] = [
            [.next(150, 1), .completed(230)],
            [.next(150, 1), .next(210, 2), .completed(230)],
            [.next(150, 1), .next(215, 2), .completed(230)],
            [.next(150, 1)],
        ]
        for otherEvents in others {
            let leaked = Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let other = scheduler.createHotObservable(otherEvents)
                let failing = scheduler.createHotObservable([.next(150, 1), .error(220, testError)])
                let res = scheduler.start { combineLatest(other, failing, overload, swapped: swapped) }
                #expect(res.events == [.error(220, testError)])
                #expect(other.subscriptions == [Subscription(200, 220)])
                #expect(failing.subscriptions == [Subscription(200, 220)])
            }
            #expect(leaked == 0)
        }
    }

    // testCombineLatest_ThrowThrow1, _ThrowThrow2, _ErrorThrow, _ThrowError, _ErrorErrorN
    @Test(arguments: CombiningOverload.all, [false, true])
    func theFirstErrorWins(overload: CombiningOverload, swapped: Bool) {
        for firstEmits in [false, true] {
            let leaked = Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let e0 = scheduler.createHotObservable(
                    firstEmits
                        ? [.next(150, 1), .next(210, 2), .error(220, testError1)]
                        : [.next(150, 1), .error(220, testError1)]
                )
                let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError2)])
                let res = scheduler.start { combineLatest(e0, e1, overload, swapped: swapped) }
                #expect(res.events == [.error(220, testError1)])
                #expect(e0.subscriptions == [Subscription(200, 220)])
                #expect(e1.subscriptions == [Subscription(200, 220)])
            }
            #expect(leaked == 0)
        }
    }

    // testCombineLatest_ThrowAfterCompleteLeft, _ThrowAfterCompleteRight, _ErrorAfterCompletedN
    @Test(arguments: CombiningOverload.all, [false, true])
    func anErrorAfterTheOtherSourceCompletedFailsTheResult(overload: CombiningOverload, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError)])
            let res = scheduler.start { combineLatest(e0, e1, overload, swapped: swapped) }
            #expect(res.events == [.error(230, testError)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_TestInterleavedWithTail, _InterleavedWithTailN
    @Test(arguments: CombiningOverload.all)
    func everyElementAfterTheFirstCombinationEmits(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([
                .next(150, 1), .next(215, 2), .next(225, 4), .completed(230),
            ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
            ])
            let res = scheduler.start { combineLatest(e0, e1, overload) }
            #expect(
                res.events == [
                    .next(220, 2 + 3), .next(225, 3 + 4), .next(230, 4 + 5), .next(235, 4 + 6), .next(240, 4 + 7),
                    .completed(250),
                ]
            )
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_Consecutive, _ConsecutiveN
    @Test(arguments: CombiningOverload.all)
    func aCompletedSourceKeepsItsLastElement(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let res = scheduler.start { combineLatest(e0, e1, overload) }
            #expect(res.events == [.next(235, 4 + 6), .next(240, 4 + 7), .completed(250)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_ConsecutiveEndWithErrorLeft, _ConsecutiveNWithErrorLeft
    @Test(arguments: CombiningOverload.all)
    func anErrorBeforeTheFirstCombinationFailsTheResult(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([
                .next(150, 1), .next(215, 2), .next(225, 4), .error(230, testError),
            ])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let res = scheduler.start { combineLatest(e0, e1, overload) }
            #expect(res.events == [.error(230, testError)])
            #expect(e0.subscriptions == [Subscription(200, 230)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_ConsecutiveEndWithErrorRight, _ConsecutiveNWithErrorRight
    @Test(arguments: CombiningOverload.all)
    func anErrorAfterSomeCombinationsFailsTheResult(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(250)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(235, 6), .next(240, 7), .error(245, testError),
            ])
            let res = scheduler.start { combineLatest(e0, e1, overload) }
            #expect(res.events == [.next(235, 4 + 6), .next(240, 4 + 7), .error(245, testError)])
            #expect(e0.subscriptions == [Subscription(200, 245)])
            #expect(e1.subscriptions == [Subscription(200, 245)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_SelectorThrowsN (and _SelectorThrows2 through the arity overload)
    @Test(arguments: CombiningOverload.all)
    func aThrowingSelectorFailsTheResult(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { combineLatest(e0, e1, overload) { _ in throw testError } }
            #expect(res.events == [.error(220, testError)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // Derived: an element sent from inside the observer's handling of the stop event (before the
    // sources are disposed) is dropped.
    @Test(arguments: [false, true])
    func nothingIsForwardedAfterTheStopEvenReentrantly(collection: Bool) {
        let leaked = Resources.countLive {
            let a = PushSource()
            let b = PushSource()
            let checker = GrammarChecker { b.on(.next(3)) }
            let combined =
                collection
                ? Observable.combineLatest([a.observable, b.observable]).map { "\($0)" }
                : Observable.combineLatest(a.observable, b.observable) { "\($0) \($1)" }
            let subscription = combined.subscribe(checker)
            a.on(.next(1))
            b.on(.next(2))
            a.on(.error(testError))
            subscription.dispose()
            #expect(checker.violations == [])
            #expect(checker.deliveredCount == 2)
        }
        #expect(leaked == 0)
    }

    // Derived: disposing the result mid-stream disposes both sources at that time.
    @Test(arguments: CombiningOverload.all)
    func disposingMidStreamDisposesBothSources(overload: CombiningOverload) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
            let res = scheduler.start(disposed: 235) { combineLatest(e0, e1, overload) }
            #expect(res.events == [.next(220, 11), .next(230, 12)])
            #expect(e0.subscriptions == [Subscription(200, 235)])
            #expect(e1.subscriptions == [Subscription(200, 235)])
        }
        #expect(leaked == 0)
    }

    @Test func theTupleOverloadKeepsEachSourcesElementType() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
            let letters = scheduler.createHotObservable([.next(220, "a"), .next(225, "b"), .completed(250)])
            let res = scheduler.start {
                Observable.combineLatest(numbers, letters).map { number, letter in "\(number)\(letter)" }
            }
            #expect(res.events == [.next(220, "1a"), .next(225, "1b"), .next(230, "2b"), .completed(250)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatestReleasesResourcesOnComplete1/2, _OnError1/2, testCombineLatestArrayReleases…
    @Test(arguments: CombiningOverload.all)
    func synchronousSourcesReleaseEverything(overload: CombiningOverload) {
        let completed = EventLog<Int>()
        let failed = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = overload.make(.combineLatest, [.just(1), .just(1)], combine: Combining.sum).subscribe(
                completed.observer)
            _ = overload.make(.combineLatest, [.just(1), .error(testError)], combine: Combining.sum)
                .subscribe(failed.observer)
        }
        #expect(leaked == 0)
        #expect(completed.rendered == "next(2) completed")
        #expect(failed.rendered == "error(test error)")
    }

    // testCombineLatest_DeadlockErrorAfterN, _DeadlockErrorImmediately, testReplay_DeadlockEmpty
    @Test(arguments: CombiningOverload.all)
    func synchronousSourcesStopTheResultExactlyOnce(overload: CombiningOverload) {
        let errorAfterElements = EventLog<Int>()
        let errorAtOnce = EventLog<Int>()
        let empty = EventLog<Int>()
        let leaked = Resources.countLive {
            let failingLate = Observable.concat([Observable.of(0, 1, 2), .error(testError)])
            _ = overload.make(.combineLatest, [failingLate, .of(0, 1, 2)], combine: Combining.sum)
                .subscribe(errorAfterElements.observer)
            _ = overload.make(.combineLatest, [.error(testError), .of(0, 1, 2)], combine: Combining.sum)
                .subscribe(errorAtOnce.observer)
            _ = overload.make(.combineLatest, [.empty(), .of(0, 1, 2)], combine: Combining.sum)
                .subscribe(empty.observer)
        }
        #expect(leaked == 0)
        #expect(errorAfterElements.events.filter(\.isStopEvent).count == 1)
        #expect(errorAfterElements.events.last?.debugDescription == "error(test error)")
        #expect(errorAtOnce.rendered == "error(test error)")
        #expect(empty.rendered == "completed")
    }
}

/// Ports of the collection-only tests of RxSwift's Observable+CombineLatestTests.swift.
@Suite(.leakChecked) struct CombineLatestCollectionTests {
    private func combineLatest(_ sources: [TestableObservable<Int>], _ form: CombiningForm) -> Observable<[Int]> {
        switch form {
        case .resultSelector: Observable.combineLatest(sources) { $0 }
        case .withoutSelector: Observable.combineLatest(sources).map { $0 }
        }
    }

    // testCombineLatest_emptyArrayN
    @Test(arguments: CombiningForm.allCases)
    func anEmptyCollectionEmitsTheSelectorOfNothingAndCompletes(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Combining.collection(.combineLatest, [Observable<Int>](), form, combine: Combining.sum)
            }
            #expect(res.events == [.next(200, 0), .completed(200)])
        }
        #expect(leaked == 0)
    }

    // Derived: with an empty collection a throwing selector fails the result at once.
    @Test(arguments: CombiningForm.allCases)
    func anEmptyCollectionWithAThrowingSelectorFails(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Combining.collection(.combineLatest, [Observable<Int>](), form) { _ in throw testError }
            }
            #expect(res.events == [.error(200, testError)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_NAry_symmetric
    @Test(arguments: CombiningForm.allCases)
    func combinesTheLatestElementOfEverySource(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { combineLatest([e0, e1, e2], form) }
            #expect(
                res.events == [
                    .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]),
                    .completed(420),
                ]
            )
            #expect(e0.subscriptions == [Subscription(200, 420)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    // testCombineLatest_NAry_asymmetric
    @Test(arguments: CombiningForm.allCases)
    func completedSourcesKeepContributingTheirLastElement(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
            let e1 = scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
            ])
            let res = scheduler.start { combineLatest([e0, e1, e2], form) }
            #expect(
                res.events == [
                    .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]),
                    .next(280, [4, 5, 8]), .next(290, [4, 7, 8]), .next(310, [4, 9, 8]), .completed(410),
                ]
            )
            #expect(e0.subscriptions == [Subscription(200, 270)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    // Derived: like RxSwift's CombineLatestCollectionType, the collection is iterated for each subscription,
    // so a lazy collection makes fresh sources every time.
    @Test func iteratesTheCollectionAnewForEachSubscription() {
        let made = EventLog<Int>()
        let first = EventLog<[Int]>()
        let second = EventLog<[Int]>()
        let leaked = Resources.countLive {
            let sources = (0..<2).lazy.map { index -> Observable<Int> in
                made.record(.next(index))
                return .just(index)
            }
            let combined = Observable.combineLatest(sources)
            #expect(made.elements == [])
            _ = combined.subscribe(first.observer)
            _ = combined.subscribe(second.observer)
        }
        #expect(leaked == 0)
        #expect(made.elements == [0, 1, 0, 1])
        #expect(first.rendered == "next([0, 1]) completed")
        #expect(second.rendered == "next([0, 1]) completed")
    }

    // Derived: sources are subscribed in order; one that fails while being subscribed does not stop
    // the later ones from being subscribed (and disposed at once), as in RxSwift.
    @Test func subscribesTheSourcesInOrderEvenAfterOneFailedSynchronously() {
        let subscribed = EventLog<Int>()
        let result = EventLog<[Int]>()
        let leaked = Resources.countLive {
            let tracked: (Int, Observable<Int>) -> Observable<Int> = { index, source in
                Observable.deferred {
                    subscribed.record(.next(index))
                    return source
                }
            }
            let sources = [tracked(0, .never()), tracked(1, .error(testError)), tracked(2, .never())]
            Observable.combineLatest(sources).subscribe(result.observer).dispose()
        }
        #expect(leaked == 0)
        #expect(subscribed.elements == [0, 1, 2])
        #expect(result.rendered == "error(test error)")
    }
}
