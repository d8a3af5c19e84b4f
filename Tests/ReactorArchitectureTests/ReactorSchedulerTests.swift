import Dispatch
import ReactorArchitecture
import Testing

/// States are delivered on the reactor's scheduler, wherever actions and mutations come from.
@Suite(.leakChecked) struct ReactorSchedulerTests {
    @Test func theCurrentStateIsDeliveredAtOnceAndNewStatesOnTheScheduler() {
        let scheduler = ManualScheduler()
        let reactor = CounterReactor(scheduler: scheduler)
        var deliveries: [(state: Int, onScheduler: Bool)] = []
        let subscription = reactor.state.subscribe(onNext: { deliveries.append(($0, scheduler.isRunning)) })
        #expect(deliveries.map(\.state) == [0])
        #expect(deliveries.map(\.onScheduler) == [false])

        reactor.action.onNext(())
        reactor.action.onNext(())
        #expect(deliveries.count == 1, "nothing is reduced before the scheduler runs")
        #expect(reactor.mutateCount == 0, "mutate runs on the scheduler too")
        #expect(scheduler.pendingCount == 1, "one drain serves both actions")

        scheduler.runAll()
        #expect(deliveries.map(\.state) == [0, 1, 2])
        #expect(deliveries.map(\.onScheduler) == [false, true, true])
        #expect(reactor.currentState == 2)
        subscription.dispose()
    }

    @Test func mutationsEmittedElsewhereAreReducedOnTheScheduler() {
        let scheduler = ManualScheduler()
        let responses = PublishSubject<Int>()
        let reactor = ForwardingReactor(scheduler: scheduler) { _ in responses.asObservable() }
        var deliveries: [(state: [Int], onScheduler: Bool)] = []
        let subscription = reactor.state.subscribe(onNext: { deliveries.append(($0, scheduler.isRunning)) })
        reactor.action.onNext(1)
        scheduler.runAll()
        #expect(responses.hasObservers)

        responses.onNext(10)
        responses.onNext(20)
        #expect(deliveries.map(\.state) == [[]])
        scheduler.runAll()
        #expect(deliveries.map(\.state) == [[], [10], [10, 20]])
        #expect(deliveries.dropFirst().allSatisfy { $0.onScheduler })
        subscription.dispose()
    }

    @Test func theDefaultSchedulerIsTheMainScheduler() {
        final class DefaultReactor: Reactor {
            typealias Action = Void
            typealias State = Int
            let reactorStorage = ReactorStorage()
            let initialState = 0
        }
        #expect((DefaultReactor().scheduler as? MainScheduler) === MainScheduler.instance)
    }
}

/// The default scheduler on real threads. Not `.leakChecked`: the main queue releases the block
/// that delivered a state a moment after the test has seen the state, so the test waits for the
/// queue to pass that block, then counts.
@Suite struct ReactorMainSchedulerTests {
    private final class DefaultReactor: Reactor {
        typealias Action = Void
        typealias State = Int
        let reactorStorage = ReactorStorage()
        let initialState = 0
        func reduce(state: State, mutation: Void) -> State { state + 1 }
    }

    @Test func withTheDefaultSchedulerAnActionFromAnotherThreadIsReducedOnTheMainQueue() async {
        let mainKey = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainKey, value: "main")
        let leaked = await Resources.countLive {
            let reactor = DefaultReactor()
            let waiting = Locked<CheckedContinuation<Bool, Never>?>(nil)
            let subscription = reactor.state.skip(1).subscribe(onNext: { _ in
                let isMain = DispatchQueue.getSpecific(key: mainKey) == "main"
                waiting.mutate { $0.take() }?.resume(returning: isMain)
            })
            let onMain = await withCheckedContinuation { continuation in
                waiting.mutate { $0 = continuation }
                let action = Shared(reactor.action)
                DispatchQueue.global().async { action.value.onNext(()) }
            }
            #expect(onMain)
            #expect(reactor.currentState == 1)
            subscription.dispose()
            await withCheckedContinuation { continuation in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
        #expect(leaked == 0)
    }
}
