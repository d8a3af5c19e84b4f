import ReactiveTesting
import Testing

@testable import Reactive

// RxSwift's Infallible+Tests conversion cases, plus disposal and the other conversions.
@Suite(.leakChecked) struct ObservableConvertibleTypeInfallibleTests {
    private static let failing: [Recorded<Event<Int>>] = [
        .next(300, 9), .next(340, 13), .next(360, 111), .error(390, TestError()), .next(480, 320),
    ]

    @Test func onErrorJustReturnEndsWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.failing)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 600) }
        #expect(res.events == [.next(300, 9), .next(340, 13), .next(360, 111), .next(390, 600), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
    }

    @Test func onErrorFallbackToContinuesWithTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.failing)
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: Infallible<Int>.of(1, 2)) }
        #expect(
            res.events == [
                .next(300, 9), .next(340, 13), .next(360, 111), .next(390, 1), .next(390, 2), .completed(390),
            ]
        )
    }

    @Test func onErrorRecoverContinuesWithTheSequenceMadeFromTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.failing)
        let ys = scheduler.createHotObservable([.next(500, 25), .next(600, 33), .completed(620)])
        var recovered: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                recovered.append("\(error)")
                return ys.asInfallible(onErrorJustReturn: -1)
            })
        }
        #expect(
            res.events == [
                .next(300, 9), .next(340, 13), .next(360, 111), .next(500, 25), .next(600, 33), .completed(620),
            ]
        )
        #expect(recovered.count == 1)
        #expect(ys.subscriptions == [Subscription(390, 620)])
    }

    @Test func aConversionDisposedMidStreamDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.failing)
        let res = scheduler.start(disposed: 350) { xs.asInfallible(onErrorJustReturn: 0) }
        #expect(res.events == [.next(300, 9), .next(340, 13)])
        #expect(xs.subscriptions == [Subscription(200, 350)])
    }

    @Test func relaysAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([.next(500, 25), .next(600, 33)])
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        // A hot observable that never stops keeps its observers until they are disposed.
        let bag = DisposeBag()
        behavior.asInfallible().bind(to: observers[0]).disposed(by: bag)
        publish.asInfallible().bind(to: observers[1]).disposed(by: bag)
        replay.asInfallible().bind(to: observers[2]).disposed(by: bag)
        values.bind(to: behavior).disposed(by: bag)
        values.bind(to: publish).disposed(by: bag)
        values.bind(to: replay).disposed(by: bag)
        scheduler.start()
        #expect(observers[0].events == [.next(0, 0), .next(500, 25), .next(600, 33)])
        #expect(observers[1].events == [.next(500, 25), .next(600, 33)])
        #expect(observers[2].events == [.next(500, 25), .next(600, 33)])
    }

    @Test func aSharedSequenceAsInfallibleKeepsItsSharing() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let infallible = xs.asDriver(onErrorJustReturn: -1).asInfallible()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = infallible.bind(to: first) }
            scheduler.scheduleAt(215) { _ = infallible.bind(to: second) }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
            #expect(second.events == [.next(215, 1), .next(220, 2), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func anInfallibleAsDriverIsSharedAndDeliveredOnTheDriversScheduler() {
        withSharingScheduler(processingDelay: true) { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let driver = xs.asInfallible(onErrorJustReturn: -1).asDriver()
            let res = scheduler.start { driver }
            #expect(res.events == [.next(211, 1), .completed(231)])
            #expect(xs.subscriptions == [Subscription(200, 230)], "the source is released when its completion arrives")
        }
    }
}
