import ReactiveTesting
import Testing

@testable import Reactive

// Ported from RxSwift's Observable+PrimitiveSequenceTest and Observable+ToArrayTests: the same
// events at the same ticks, and the same subscription spans.
@Suite(.leakChecked) struct ObservableTypePrimitiveSequenceTests {
    /// Subscribes `operation` to a hot observable of `events` and returns what it recorded.
    private func timeline<Result>(
        _ events: [Recorded<Event<Int>>],
        _ operation: @escaping (Observable<Int>) -> Observable<Result>
    ) -> (events: [Recorded<Event<Result>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start { operation(xs.asObservable()) }
        return (res.events, xs.subscriptions)
    }

    @Test func asSingleNeedsExactlyOneElement() {
        let leaked = Resources.countLive {
            let empty = timeline([.next(150, 1), .completed(250), .error(260, TestError())]) {
                $0.asSingle().asObservable()
            }
            #expect(empty.events == [.error(250, RxError.noElements)])
            #expect(empty.subscriptions == [Subscription(200, 250)])

            let one = timeline([.next(150, 1), .next(210, 2), .completed(250)]) { $0.asSingle().asObservable() }
            #expect(one.events == [.next(250, 2), .completed(250)])
            #expect(one.subscriptions == [Subscription(200, 250)])

            let many = timeline([.next(210, 2), .next(220, 3), .completed(250)]) { $0.asSingle().asObservable() }
            #expect(many.events == [.error(220, RxError.moreThanOneElement)])
            #expect(many.subscriptions == [Subscription(200, 220)])

            let failed = timeline([.next(205, 2), .error(210, TestError())]) { $0.asSingle().asObservable() }
            #expect(failed.events == [.error(210, TestError())])
            #expect(failed.subscriptions == [Subscription(200, 210)])
        }
        #expect(leaked == 0)
    }

    @Test func asMaybeAllowsAtMostOneElement() {
        let leaked = Resources.countLive {
            let empty = timeline([.next(150, 1), .completed(250)]) { $0.asMaybe().asObservable() }
            #expect(empty.events == [.completed(250)])

            let one = timeline([.next(210, 2), .completed(250)]) { $0.asMaybe().asObservable() }
            #expect(one.events == [.next(250, 2), .completed(250)])

            let many = timeline([.next(210, 2), .next(220, 3), .completed(250)]) { $0.asMaybe().asObservable() }
            #expect(many.events == [.error(220, RxError.moreThanOneElement)])
            #expect(many.subscriptions == [Subscription(200, 220)])

            let failed = timeline([.error(210, TestError())]) { $0.asMaybe().asObservable() }
            #expect(failed.events == [.error(210, TestError())])
        }
        #expect(leaked == 0)
    }

    @Test func firstTakesTheFirstElementOrNil() {
        let leaked = Resources.countLive {
            let empty = timeline([.next(150, 1), .completed(250)]) { $0.first().asObservable() }
            #expect(empty.events == [.next(250, nil), .completed(250)])

            let many = timeline([.next(210, 2), .next(220, 3), .completed(250)]) { $0.first().asObservable() }
            #expect(many.events == [.next(210, 2), .completed(210)])
            #expect(many.subscriptions == [Subscription(200, 210)])

            let endless = timeline([.next(150, 1), .next(160, 2), .next(250, 4), .next(300, 5)]) {
                $0.first().asObservable()
            }
            #expect(endless.events == [.next(250, 4), .completed(250)])
            #expect(endless.subscriptions == [Subscription(200, 250)])

            let failed = timeline([.error(210, TestError())]) { $0.first().asObservable() }
            #expect(failed.events == [.error(210, TestError())])
        }
        #expect(leaked == 0)
    }

    @Test func toArrayCollectsEveryElementUntilCompletion() {
        let leaked = Resources.countLive {
            let one = timeline([.next(150, 1), .next(210, 2), .completed(220)]) { $0.toArray().asObservable() }
            #expect(one.events == [.next(220, [2]), .completed(220)])
            #expect(one.subscriptions == [Subscription(200, 220)])

            let several = timeline([.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]) {
                $0.toArray().asObservable()
            }
            #expect(several.events == [.next(250, [2, 3, 4, 5]), .completed(250)])

            let empty = timeline([.completed(250)]) { $0.toArray().asObservable() }
            #expect(empty.events == [.next(250, []), .completed(250)])

            let endless = timeline([.next(210, 2)]) { $0.toArray().asObservable() }
            #expect(endless.events.isEmpty)
            #expect(endless.subscriptions == [Subscription(200, 1000)])

            let failed = timeline([.next(210, 2), .next(220, 3), .error(230, TestError())]) {
                $0.toArray().asObservable()
            }
            #expect(failed.events == [.error(230, TestError())])
            #expect(failed.subscriptions == [Subscription(200, 230)])
        }
        #expect(leaked == 0)
    }

    @Test func subscribingTheTraitsDeliversTheirEvents() {
        let leaked = Resources.countLive {
            var log: [String] = []
            _ = Observable.just(1).asSingle().subscribe(onSuccess: { log.append("single \($0)") })
            _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { log.append("single \($0)") })
            _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { log.append("maybe completed") })
            _ = Observable.of(1, 2).toArray().subscribe(onSuccess: { log.append("array \($0)") })
            _ = Observable<Int>.empty().ignoreElements().asCompletable().subscribe(onCompleted: { log.append("done") })
            #expect(
                log == [
                    "single 1", "single \(RxError.noElements)", "maybe completed", "array [1, 2]", "done",
                ]
            )
        }
        #expect(leaked == 0)
    }
}
