import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

// Ported from RxCocoa's Driver+Test: the same events at the same ticks, with the sharing scheduler
// mocked by a TestScheduler that, like MainScheduler on the main thread, hops without a delay.
@Suite(.leakChecked) struct DriverTests {
    /// RxCocoa's sharing timeline: subscribers at 200 and 225, one leaving at 235, the other at
    /// 260, and a resubscription at 260 that starts the source anew.
    private func sharingTimeline(ending: Recorded<Event<Int>>) -> (
        first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>], third: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        var result: ([Recorded<Event<Int>>], [Recorded<Event<Int>>], [Recorded<Event<Int>>], [Subscription]) = (
            [], [], [], []
        )
        withSharingScheduler { scheduler in
            let observers = (1...3).map { _ in scheduler.createObserver(Int.self) }
            var disposables: [(any Disposable)?] = [nil, nil, nil]
            let cold = scheduler.createColdObservable([
                .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), ending,
            ])
            let driver = cold.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { disposables[0] = driver.asObservable().subscribe(observers[0]) }
            scheduler.scheduleAt(225) { disposables[1] = driver.asObservable().subscribe(observers[1]) }
            scheduler.scheduleAt(235) { disposables[0]?.dispose() }
            scheduler.scheduleAt(260) { disposables[1]?.dispose() }
            scheduler.scheduleAt(260) { disposables[2] = driver.asObservable().subscribe(observers[2]) }
            scheduler.scheduleAt(285) { disposables[2]?.dispose() }
            scheduler.start()
            result = (observers[0].events, observers[1].events, observers[2].events, cold.subscriptions)
        }
        return result
    }

    @Test func sharesOneSubscriptionReplaysTheLatestAndEndsWithTheFallbackOnError() {
        let timeline = sharingTimeline(ending: .error(50, TestError()))
        #expect(timeline.first == [.next(210, 0), .next(220, 1), .next(230, 2)])
        // The late subscriber gets the latest element (1) at once, then the rest and the fallback.
        #expect(timeline.second == [.next(225, 1), .next(230, 2), .next(240, 3), .next(250, -1), .completed(250)])
        #expect(timeline.third == [.next(270, 0), .next(280, 1)])
        #expect(timeline.subscriptions == [Subscription(200, 250), Subscription(260, 285)])
    }

    @Test func sharesOneSubscriptionAndReplaysTheLatestWhenCompleted() {
        let timeline = sharingTimeline(ending: .completed(50))
        #expect(timeline.first == [.next(210, 0), .next(220, 1), .next(230, 2)])
        #expect(timeline.second == [.next(225, 1), .next(230, 2), .next(240, 3), .completed(250)])
        #expect(timeline.third == [.next(270, 0), .next(280, 1)])
        #expect(timeline.subscriptions == [Subscription(200, 250), Subscription(260, 285)])
    }

    @Test func deliversOnTheSharingSchedulerOneTickLater() {
        withSharingScheduler(processingDelay: true) { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            // Each event takes one hop through the scheduler; the fallback follows the hopped error.
            #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func onErrorDriveWithAndOnErrorRecoverContinueWithAnotherDriver() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let driven = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(-1)) }
            #expect(driven.events == [.next(210, 1), .next(220, -1), .completed(220)])
        }
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("lost"))])
            var recovered: [String] = []
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append("\(error)")
                    return Driver.empty()
                })
            }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(recovered == ["lost"])
        }
    }

    @Test func factoriesDeliverOnTheSharingScheduler() {
        withSharingScheduler(processingDelay: true) { scheduler in
            let optional = scheduler.start { Driver.from(optional: 1 as Int?) }
            #expect(optional.events == [.next(201, 1), .completed(202)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let none = scheduler.start { Driver.from(optional: nil as Int?) }
            #expect(none.events == [.completed(201)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let sequence = scheduler.start { Driver.from(AnySequence([10])) }
            #expect(sequence.events == [.next(201, 10), .completed(202)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let array = scheduler.start { Driver.from([20]) }
            #expect(array.events == [.next(201, 20), .completed(202)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let of = scheduler.start { Driver.of(1, 2) }
            #expect(of.events == [.next(201, 1), .next(202, 2), .completed(203)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let just = scheduler.start { Driver.just(1) }
            #expect(just.events == [.next(201, 1), .completed(201)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let empty = scheduler.start { Driver<Int>.empty() }
            #expect(empty.events == [.completed(201)])
        }
        withSharingScheduler(processingDelay: true) { scheduler in
            let never = scheduler.start { Driver<Int>.never() }
            #expect(never.events.isEmpty)
        }
    }

    @Test func deferredCallsTheFactoryPerConnection() {
        withSharingScheduler { scheduler in
            var made = 0
            let driver = Driver.deferred {
                made += 1
                return Driver.just(made)
            }
            #expect(made == 0)
            let res = scheduler.start { driver }
            #expect(res.events == [.next(200, 1), .completed(200)])
            #expect(made == 1)
        }
    }

    // With the real MainScheduler on the main queue, as in RxCocoa: every hop runs inline there.
    @Test func synchronousDrivesOnTheMainQueueKeepTheirOrder() {
        let received = LockedValue<[String]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            func sample(_ item: String) -> Driver<String> {
                Observable.create { observer in
                    observer.onNext(item)
                    observer.onCompleted()
                    return Disposables.create()
                }
                .asDriver(onErrorJustReturn: "")
            }
            var bag = DisposeBag()
            let relay = BehaviorRelay(value: "initial")
            relay.asDriver().drive(onNext: { value in received.withLock { $0.append(value) } }).disposed(by: bag)
            sample("first").drive(relay).disposed(by: bag)
            sample("second").drive(relay).disposed(by: bag)
            Observable.just("third").bind(to: relay).disposed(by: bag)
            bag = DisposeBag()
            done.signal()
        }
        #expect(done.waitOrHang())
        #expect(received.value == ["initial", "first", "second", "third"])
    }

    @Test func chainedFlatMapLatestDeliversTheLatestValue() {
        withSharingScheduler { scheduler in
            var latest: Int?
            let state = BehaviorSubject(value: 1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(0) {
                subscription = state.asDriver(onErrorJustReturn: 0)
                    .flatMapLatest { Driver.just($0 * 2) }
                    .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
                    .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: Driver.empty()) }
                    .flatMapLatest { Observable.just($0).asDriver(onErrorRecover: { _ in Driver.empty() }) }
                    .drive(onNext: { latest = $0 })
            }
            scheduler.start()
            subscription?.dispose()
            #expect(latest == 2)
        }
    }

    // MARK: documentation examples (docs/Operators/Driver.md)

    @Test func documentationReplayAndSharing() {
        // doc:driver-replay-begin
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let driver = xs.asDriver(onErrorJustReturn: 0)

            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = driver.drive(early) }
            scheduler.scheduleAt(215) { _ = driver.drive(late) }
            scheduler.start()

            #expect(early.events == [.next(210, 1), .next(220, 2), .next(230, 0), .completed(230)])
            #expect(late.events == [.next(215, 1), .next(220, 2), .next(230, 0), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])  // one upstream subscription
        }
        // doc:driver-replay-end
    }

    @Test func documentationOneHopPerEvent() {
        // doc:driver-hop-begin
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
            #expect(res.events == [.next(211, 1), .completed(221)])
        }
        // doc:driver-hop-end
    }
}
