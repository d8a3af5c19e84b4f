import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct GenerateTests {
    @Test func emitsStatesWhileTheConditionHoldsOneTickEach() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(initialState: 1, condition: { $0 < 10 }, scheduler: scheduler) { $0 * 2 }
            }
            #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 4), .next(204, 8), .completed(205)])
        }
    }

    @Test func aThrowingConditionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw TestError() }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.error(201, TestError())])
    }

    @Test func aThrowingIterateFailsAfterTheFirstState() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) in
                    throw TestError()
                }
            }
            #expect(res.events == [.next(201, 0), .error(202, TestError())])
        }
    }

    @Test func disposingStopsTheLoop() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            var iterations = 0
            let res = scheduler.start(disposed: 203) {
                Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { state in
                    iterations += 1
                    return state + 1
                }
            }
            #expect(res.events == [.next(201, 0), .next(202, 1)])
            #expect(iterations == 1)
        }
    }

    @Test func onTheTrampolineAnEarlyStopSkipsTheNextIteration() {
        var iterations = 0
        var elements: [Int] = []
        expectNoLeaks {
            _ = Observable.generate(initialState: 0, condition: { _ in true }) { state in
                iterations += 1
                return state + 1
            }
            .take(4)
            .subscribe(onNext: { elements.append($0) })
        }
        #expect(elements == [0, 1, 2, 3])
        #expect(iterations == 3)
    }

    @Test func eachSubscriptionStartsFromTheInitialState() {
        let log = EventLog<Int>()
        expectNoLeaks {
            let countdown = Observable.generate(initialState: 2, condition: { $0 > 0 }) { $0 - 1 }
            _ = countdown.subscribe(log.observer)
            _ = countdown.subscribe(log.observer)
        }
        #expect(log.rendered == "next(2) next(1) completed next(2) next(1) completed")
    }
}
