import ReactiveTesting
import Testing

@testable import Reactive

private let testError = TestError("test error")
private let testError1 = TestError("error 1")
private let testError2 = TestError("error 2")

/// Ports of RxSwift's Observable+ZipTests.swift: the same sources, events and subscription times.
/// Each test names the RxSwift tests it covers; "derived" tests have no RxSwift counterpart and
/// expect what RxSwift's Zip.swift and Zip+Collection.swift do. Every test runs through both the
/// result-selector overload and the tuple (or array) overload followed by `map`.
@Suite(.leakChecked) struct ZipTests {
    /// `zip` of two sources through the typed two-source overload, in the given order.
    private func zip(
        _ a: TestableObservable<Int>,
        _ b: TestableObservable<Int>,
        _ form: CombiningForm,
        swapped: Bool = false,
        combine: @escaping Combining.Combine = Combining.sum
    ) -> Observable<Int> {
        Combining.arity(.zip, swapped ? [b, a] : [a, b], form, combine: combine)
    }

    // testZip_NeverEmpty, testZip_EmptyNever
    @Test(arguments: CombiningForm.allCases, [false, true])
    func aSourceThatNeverEmitsKeepsTheResultOpenAfterTheOtherCompletes(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { zip(n, e, form, swapped: swapped) }
            #expect(res.events == [])
            #expect(n.subscriptions == [Subscription(200, 1000)])
            #expect(e.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    // testZip_EmptyNonEmpty, testZip_NonEmptyEmpty
    @Test(arguments: CombiningForm.allCases, [false, true])
    func completesOnlyWhenBothSourcesCompletedEvenIfOneNeverEmitted(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { zip(e, o, form, swapped: swapped) }
            #expect(res.events == [.completed(220)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // testZip_NeverNonEmpty, testZip_NonEmptyNever
    @Test(arguments: CombiningForm.allCases, [false, true])
    func anUnpairedElementWaitsForeverForASilentSource(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let n = scheduler.createHotObservable([.next(150, 1)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { zip(n, o, form, swapped: swapped) }
            #expect(res.events == [])
            #expect(o.subscriptions == [Subscription(200, 220)])
            #expect(n.subscriptions == [Subscription(200, 1000)])
        }
        #expect(leaked == 0)
    }

    // testZip_NonEmptyNonEmpty
    @Test(arguments: CombiningForm.allCases)
    func pairsOneElementOfEachSource(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { zip(o1, o2, form) }
            #expect(res.events == [.next(220, 2 + 3), .completed(240)])
            #expect(o1.subscriptions == [Subscription(200, 230)])
            #expect(o2.subscriptions == [Subscription(200, 240)])
        }
        #expect(leaked == 0)
    }

    // testZip_EmptyError, testZip_ErrorEmpty, testZip_NeverError, testZip_ErrorNever
    @Test(arguments: CombiningForm.allCases, [false, true])
    func anErrorFailsTheResultAndDisposesTheOtherSource(form: CombiningForm, swapped: Bool) {
        for otherCompletes in [true, false] {
            let leaked = Resources.countLive {
                let scheduler = TestScheduler(initialClock: 0)
                let o1 = scheduler.createHotObservable(
                    otherCompletes ? [.next(150, 1), .completed(230)] : [.next(150, 1)]
                )
                let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError)])
                let res = scheduler.start { zip(o1, o2, form, swapped: swapped) }
                #expect(res.events == [.error(220, testError)])
                #expect(o1.subscriptions == [Subscription(200, 220)])
                #expect(o2.subscriptions == [Subscription(200, 220)])
            }
            #expect(leaked == 0)
        }
    }

    // testZip_ErrorError
    @Test(arguments: CombiningForm.allCases, [false, true])
    func theFirstErrorWins(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError1)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError2)])
            let res = scheduler.start { zip(o2, o1, form, swapped: swapped) }
            #expect(res.events == [.error(220, testError2)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // testZip_SomeError, testZip_ErrorSome
    @Test(arguments: CombiningForm.allCases, [false, true])
    func anErrorDropsTheQueuedElementsOfTheOtherSource(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError1)])
            let res = scheduler.start { zip(o1, o2, form, swapped: swapped) }
            #expect(res.events == [.error(220, testError1)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // Derived: an error after the other source completed still fails the result.
    @Test(arguments: CombiningForm.allCases, [false, true])
    func anErrorAfterTheOtherSourceCompletedFailsTheResult(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .error(230, testError)])
            let res = scheduler.start { zip(o1, o2, form, swapped: swapped) }
            #expect(res.events == [.next(215, 6), .error(230, testError)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    // testZip_LeftCompletesFirst, testZip_RightCompletesFirst
    @Test(arguments: CombiningForm.allCases, [false, true])
    func aSourceThatCompletesFirstIsUnsubscribedAtOnce(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
            let res = scheduler.start { zip(o1, o2, form, swapped: swapped) }
            #expect(res.events == [.next(215, 2 + 4), .completed(225)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 225)])
        }
        #expect(leaked == 0)
    }

    // testZip_LeftTriggersSelectorError, testZip_RightTriggersSelectorError
    @Test(arguments: CombiningForm.allCases, [false, true])
    func aThrowingSelectorFailsTheResult(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(220)])
            let o2 = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
            let res = scheduler.start { zip(o1, o2, form, swapped: swapped) { _ in throw testError } }
            #expect(res.events == [.error(220, testError)])
            #expect(o1.subscriptions == [Subscription(200, 220)])
            #expect(o2.subscriptions == [Subscription(200, 220)])
        }
        #expect(leaked == 0)
    }

    // Derived: an element sent from inside the observer's handling of the stop event (before the
    // sources are disposed) is dropped, even when it completes a pair.
    @Test(arguments: [false, true])
    func nothingIsForwardedAfterTheStopEvenReentrantly(collection: Bool) {
        let leaked = Resources.countLive {
            let a = PushSource()
            let b = PushSource()
            let checker = GrammarChecker { b.on(.next(2)) }
            let zipped =
                collection
                ? Observable.zip([a.observable, b.observable]).map { "\($0)" }
                : Observable.zip(a.observable, b.observable) { "\($0) \($1)" }
            let subscription = zipped.subscribe(checker)
            a.on(.next(1))
            a.on(.error(testError))
            subscription.dispose()
            #expect(checker.violations == [])
            #expect(checker.deliveredCount == 1)
        }
        #expect(leaked == 0)
    }

    // Derived: disposing the result mid-stream disposes both sources at that time.
    @Test(arguments: CombiningForm.allCases)
    func disposingMidStreamDisposesBothSources(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let o1 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
            let o2 = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
            let res = scheduler.start(disposed: 235) { zip(o1, o2, form) }
            #expect(res.events == [.next(220, 11)])
            #expect(o1.subscriptions == [Subscription(200, 235)])
            #expect(o2.subscriptions == [Subscription(200, 235)])
        }
        #expect(leaked == 0)
    }

    // Derived: each source has its own queue, drained in order however far one source runs ahead.
    @Test(arguments: CombiningForm.allCases)
    func queuesEverySourceInOrderHoweverFarOneRunsAhead(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let ahead = scheduler.createHotObservable((0..<100).map { .next(201 + $0, $0) } + [.completed(600)])
            let behind = scheduler.createHotObservable(
                (0..<100).map { .next(400 + $0, $0 * 1_000) } + [.completed(600)])
            let res = scheduler.start { zip(ahead, behind, form) { $0[0] + $0[1] } }
            let expected: [Recorded<Event<Int>>] = (0..<100).map { .next(400 + $0, $0 * 1_001) } + [.completed(600)]
            #expect(res.events == expected)
        }
        #expect(leaked == 0)
    }

    @Test func theTupleOverloadKeepsEachSourcesElementType() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
            let letters = scheduler.createHotObservable([.next(220, "a"), .next(225, "b"), .completed(250)])
            let res = scheduler.start {
                Observable.zip(numbers, letters).map { number, letter in "\(number)\(letter)" }
            }
            #expect(res.events == [.next(220, "1a"), .next(230, "2b"), .completed(250)])
        }
        #expect(leaked == 0)
    }

    // testZipReleasesResourcesOnComplete1/2, testZipReleasesResourcesOnError1/2
    @Test(arguments: CombiningForm.allCases)
    func synchronousSourcesReleaseEverything(form: CombiningForm) {
        let completed = EventLog<Int>()
        let failed = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Combining.arity(.zip, [.just(1), .just(1)], form, combine: Combining.sum).subscribe(completed.observer)
            _ = Combining.arity(.zip, [.just(1), .error(testError)], form, combine: Combining.sum)
                .subscribe(failed.observer)
        }
        #expect(leaked == 0)
        #expect(completed.rendered == "next(2) completed")
        #expect(failed.rendered == "error(test error)")
    }
}

/// Ports of the collection tests of RxSwift's Observable+ZipTests.swift.
@Suite(.leakChecked) struct ZipCollectionTests {
    private func zip(_ sources: [TestableObservable<Int>], _ form: CombiningForm) -> Observable<[Int]> {
        switch form {
        case .resultSelector: Observable.zip(sources) { $0 }
        case .withoutSelector: Observable.zip(sources).map { $0 }
        }
    }

    // testZip_NAry_emptyArray
    @Test(arguments: CombiningForm.allCases)
    func anEmptyCollectionCompletesAtOnceWithoutAnElement(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { zip([], form) }
            #expect(res.events == [.completed(200)])
        }
        #expect(leaked == 0)
    }

    // testZip_NAry_symmetric
    @Test(arguments: CombiningForm.allCases)
    func pairsTheNthElementOfEverySource(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { zip([e0, e1, e2], form) }
            #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
            #expect(e0.subscriptions == [Subscription(200, 420)])
            #expect(e1.subscriptions == [Subscription(200, 410)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
        }
        #expect(leaked == 0)
    }

    /// RxSwift's testZip_NAry_asymmetric sources: e0 completes at 270 with nothing queued, e2 at 300.
    private func asymmetricSources(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
        [
            scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)]),
            scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ]),
            scheduler.createHotObservable([
                .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
            ]),
        ]
    }

    // testZip_NAry_asymmetric
    @Test(arguments: CombiningForm.allCases)
    func completesOnAnElementThatCanNeverBePaired(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = asymmetricSources(scheduler)
            let res = scheduler.start { zip(e, form) }
            // At 310 e1 emits while e0 and e2 have completed and e0 has nothing queued.
            #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
            #expect(e[0].subscriptions == [Subscription(200, 270)])
            #expect(e[1].subscriptions == [Subscription(200, 310)])
            #expect(e[2].subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    // Derived: RxSwift's fixed-arity zip (ZipSink) has no such early completion and waits for all.
    @Test(arguments: CombiningForm.allCases)
    func theArityOverloadWaitsForEverySourceToComplete(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = asymmetricSources(scheduler)
            let res = scheduler.start { Combining.arity(.zip, e, form, combine: Combining.sum) }
            #expect(res.events == [.next(230, 6), .next(260, 15), .completed(410)])
            #expect(e[0].subscriptions == [Subscription(200, 270)])
            #expect(e[1].subscriptions == [Subscription(200, 410)])
            #expect(e[2].subscriptions == [Subscription(200, 300)])
        }
        #expect(leaked == 0)
    }

    // Derived: with RxSwift's testZip_EmptyNonEmpty sources the collection overload completes on
    // the element at 215 that can never be paired; the two-source overload waits until 220.
    @Test(arguments: CombiningForm.allCases, [false, true])
    func anEmptySourceEndsTheResultOnTheOthersNextElement(form: CombiningForm, swapped: Bool) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { zip(swapped ? [o, e] : [e, o], form) }
            #expect(res.events == [.completed(215)])
            #expect(e.subscriptions == [Subscription(200, 210)])
            #expect(o.subscriptions == [Subscription(200, 215)])
        }
        #expect(leaked == 0)
    }

    // testZip_NAry_error
    @Test(arguments: CombiningForm.allCases)
    func anErrorFailsTheResultAndDisposesEverySource(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .error(250, testError)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
            let res = scheduler.start { zip([e0, e1, e2], form) }
            #expect(res.events == [.next(230, [1, 2, 3]), .error(250, testError)])
            for source in [e0, e1, e2] {
                #expect(source.subscriptions == [Subscription(200, 250)])
            }
        }
        #expect(leaked == 0)
    }

    // testZip_NAry_atLeastOneErrors4
    @Test(arguments: CombiningForm.allCases)
    func anErrorBeforeAnyPairFailsTheResult(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 1), .error(230, testError)])
            let e3 = scheduler.createHotObservable([.next(150, 1), .next(240, 4), .completed(400)])
            let res = scheduler.start { Combining.collection(.zip, [e0, e1, e2, e3], form) { _ in 42 } }
            #expect(res.events == [.error(230, testError)])
            for source in [e0, e1, e2, e3] {
                #expect(source.subscriptions == [Subscription(200, 230)])
            }
        }
        #expect(leaked == 0)
    }

    // Derived: the collection's result selector may throw too.
    @Test(arguments: CombiningForm.allCases)
    func aThrowingSelectorFailsTheResult(form: CombiningForm) {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
            let res = scheduler.start {
                Combining.collection(.zip, [e0, e1], form) { values in
                    if values[0] == 2 { throw testError }
                    return Combining.sum(values)
                }
            }
            #expect(res.events == [.next(220, 11), .error(240, testError)])
            #expect(e0.subscriptions == [Subscription(200, 240)])
            #expect(e1.subscriptions == [Subscription(200, 240)])
        }
        #expect(leaked == 0)
    }

    // testZipArrayReleasesResourcesOnComplete1/2, testZipArrayReleasesResourcesOnError1/2
    @Test(arguments: CombiningForm.allCases)
    func synchronousSourcesReleaseEverything(form: CombiningForm) {
        let completed = EventLog<Int>()
        let failed = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Combining.collection(.zip, [.just(1), .just(1)], form, combine: Combining.sum)
                .subscribe(completed.observer)
            _ = Combining.collection(.zip, [.error(testError), .just(1)], form, combine: Combining.sum)
                .subscribe(failed.observer)
        }
        #expect(leaked == 0)
        #expect(completed.rendered == "next(2) completed")
        #expect(failed.rendered == "error(test error)")
    }

    // Deliberate difference: RxSwift's collection zip queues an event that arrives while it is
    // delivering (its AsyncLock gate) and handles it once the delivery returned; here, as in RxSwift's
    // fixed-arity zip and in combineLatest, the recursive lock lets it through at once, so a pair
    // completed from inside the observer is delivered to it re-entrantly.
    @Test func anElementSentFromInsideTheObserverIsHandledAtOnce() {
        let depths = EventLog<Int>()
        let leaked = Resources.countLive {
            let a = PushSource()
            let b = PushSource()
            var depth = 0
            let observer = AnyObserver<[Int]> { event in
                guard case .next(let pair) = event else { return }
                depth += 1
                depths.record(.next(depth))
                if pair == [1, 2] {
                    a.on(.next(3))
                    b.on(.next(4))
                }
                depth -= 1
            }
            let subscription = Observable.zip([a.observable, b.observable]).subscribe(observer)
            a.on(.next(1))
            b.on(.next(2))
            subscription.dispose()
        }
        #expect(leaked == 0)
        #expect(depths.elements == [1, 2])
    }

    // Derived: like RxSwift's ZipCollectionType, the collection is iterated for each subscription,
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
            let zipped = Observable.zip(sources)
            #expect(made.elements == [])
            _ = zipped.subscribe(first.observer)
            _ = zipped.subscribe(second.observer)
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
            Observable.zip(sources).subscribe(result.observer).dispose()
        }
        #expect(leaked == 0)
        #expect(subscribed.elements == [0, 1, 2])
        #expect(result.rendered == "error(test error)")
    }
}
