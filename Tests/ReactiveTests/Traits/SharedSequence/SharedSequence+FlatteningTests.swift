import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's flattening cases (switchLatest, flatMapLatest, flatMapFirst, merge, concat) in virtual time.
@Suite(.leakChecked) struct SharedSequenceFlatteningTests {
    @Test func flatMapLatestSwitchesToTheLatestInnerDriver() {
        withSharingScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .completed(300)])
            let inners = [
                scheduler.createColdObservable([.next(10, 100), .next(20, 101), .next(40, 102), .completed(50)]),
                scheduler.createColdObservable([.next(10, 200), .next(20, 201), .completed(30)]),
            ]
            let res = scheduler.start {
                outer.asDriver(onErrorJustReturn: -1).flatMapLatest { inners[$0].asDriver(onErrorJustReturn: -2) }
            }
            #expect(
                res.events == [.next(220, 100), .next(230, 101), .next(250, 200), .next(260, 201), .completed(300)])
            #expect(inners[0].subscriptions == [Subscription(210, 240)])
            #expect(inners[1].subscriptions == [Subscription(240, 270)])
        }
    }

    @Test func flatMapMergesEveryInnerDriver() {
        withSharingScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .completed(300)])
            let inners = [
                scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)]),
                scheduler.createColdObservable([.next(10, 200), .completed(20)]),
            ]
            let res = scheduler.start {
                outer.asDriver(onErrorJustReturn: -1).flatMap { inners[$0].asDriver(onErrorJustReturn: -2) }
            }
            #expect(res.events == [.next(220, 100), .next(225, 200), .next(230, 101), .completed(300)])
        }
    }

    @Test func mergeCombinesDriversOfAVariadicListOrACollection() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
            let first = xs.asDriver(onErrorJustReturn: -1)
            let second = ys.asDriver(onErrorJustReturn: -1)
            let variadic = scheduler.start { Driver.merge(first, second) }
            #expect(variadic.events == [.next(210, 1), .next(220, 2), .completed(240)])
        }
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
            let drivers = [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]
            let collection = scheduler.start { Driver.merge(drivers) }
            #expect(collection.events == [.next(210, 1), .next(220, 2), .completed(240)])
        }
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerRuns() {
        withSharingScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 0), .next(215, 1), .next(250, 1), .completed(300)])
            let inners = [
                scheduler.createColdObservable([.next(10, 100), .next(20, 101), .completed(30)]),
                scheduler.createColdObservable([.next(10, 200), .completed(20)]),
            ]
            let res = scheduler.start {
                outer.asDriver(onErrorJustReturn: -1).flatMapFirst { inners[$0].asSignal(onErrorJustReturn: -2) }
            }
            #expect(res.events == [.next(220, 100), .next(230, 101), .next(260, 200), .completed(300)])
            #expect(inners[0].subscriptions == [Subscription(210, 240)])
            #expect(inners[1].subscriptions == [Subscription(250, 270)])
        }
    }

    @Test func switchLatestMirrorsTheNewestInnerSignal() {
        withSharingScheduler { scheduler in
            let first = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .error(250, TestError())])
            let second = scheduler.createHotObservable([.next(235, 10), .error(260, TestError())])
            let outer = scheduler.createHotObservable([
                .next(210, first.asSignal(onErrorJustReturn: -1)),
                .next(230, second.asSignal(onErrorJustReturn: -2)),
                .completed(300),
            ])
            let res = scheduler.start {
                outer.asDriver(onErrorJustReturn: Signal.empty()).switchLatest()
            }
            #expect(res.events == [.next(220, 1), .next(235, 10), .next(260, -2), .completed(300)])
            #expect(first.subscriptions == [Subscription(210, 230)])
            #expect(second.subscriptions == [Subscription(230, 260)])
        }
    }

    @Test func mergeOfANestedSequenceInBothForms() {
        withSharingScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let inner = scheduler.createColdObservable([.next(5, 0), .next(20, 1), .completed(30)])
            let merged = scheduler.start {
                outer.asDriver(onErrorJustReturn: -1)
                    .map { offset in inner.asSignal(onErrorJustReturn: -1).map { $0 + offset * 10 } }
                    .merge()
            }
            #expect(merged.events == [.next(215, 10), .next(225, 20), .next(230, 11), .next(240, 21), .completed(300)])
        }
        withSharingScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let inner = scheduler.createColdObservable([.next(5, 0), .next(20, 1), .completed(30)])
            let limited = scheduler.start {
                outer.asDriver(onErrorJustReturn: -1)
                    .map { offset in inner.asSignal(onErrorJustReturn: -1).map { $0 + offset * 10 } }
                    .merge(maxConcurrent: 1)
            }
            #expect(
                limited.events == [.next(215, 10), .next(230, 11), .next(245, 20), .next(260, 21), .completed(300)])
            #expect(inner.subscriptions == [Subscription(210, 240), Subscription(240, 270)])
        }
    }

    @Test func mergeWithNoRoomForAnInnerIsABindingError() {
        let anomalies = AnomalyLog()
        Hooks.withAnomalyHandler(anomalies.record) {
            withSharingScheduler { _ in
                _ = Driver.just(Driver.just(1)).merge(maxConcurrent: 0).drive()
            }
        }
        #expect(anomalies.kinds == [.bindingError])
    }

    @Test func concatRunsTheSharedSequencesOneAfterTheOther() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let drivers = [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)]
            let collection = scheduler.start { Driver.concat(drivers) }
            #expect(collection.events == [.next(210, 1), .next(220, -1), .next(225, 2), .completed(230)])
            #expect(ys.subscriptions == [Subscription(220, 230)])
        }
        withSharingScheduler { scheduler in
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let drivers = [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)]
            let sequence = scheduler.start(disposed: 222) { Driver.concat(AnySequence(drivers)) }
            #expect(sequence.events == [.next(210, 1)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(ys.subscriptions == [Subscription(220, 222)])
        }
    }
}
