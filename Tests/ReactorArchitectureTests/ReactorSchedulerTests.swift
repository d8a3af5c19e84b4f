import Dispatch
import ReactorArchitecture
import Testing

/// Actions are handled on the reactor's scheduler (ReactorKit's `observe(on: scheduler)` of the
/// action subject); mutations are reduced where they arrive, one at a time.
@Suite(.leakChecked) struct ReactorSchedulerTests {
    @Test func theCurrentStateIsDeliveredAtOnceAndActionsAreHandledOnTheScheduler() {
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
        #expect(scheduler.pendingCount == 1, "observe(on:) drains its queue in one scheduled run")

        scheduler.runAll()
        #expect(deliveries.map(\.state) == [0, 1, 2])
        #expect(deliveries.map(\.onScheduler) == [false, true, true])
        #expect(reactor.currentState == 2)
        subscription.dispose()
    }

    @Test func mutationsEmittedElsewhereAreReducedWhereTheyArrive() {
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
        #expect(deliveries.map(\.state) == [[], [10], [10, 20]])
        #expect(deliveries.allSatisfy { !$0.onScheduler }, "ReactorKit reduces a mutation on its thread")
        #expect(scheduler.pendingCount == 0)
        subscription.dispose()
    }

    @Test func theDefaultSchedulerIsTheCurrentThreadScheduler() {
        final class DefaultReactor: Reactor {
            typealias Action = Void
            typealias State = Int
            let initialState = 0
        }
        #expect(DefaultReactor().scheduler is CurrentThreadScheduler)
    }
}

/// The main scheduler on real threads. Not `.leakChecked`: the main queue releases the block
/// that delivered a state a moment after the test has seen the state, so the test waits for the
/// queue to pass that block, then counts.
@Suite struct ReactorMainSchedulerTests {
    private final class MainQueueReactor: Reactor {
        typealias Action = Void
        typealias State = Int
        let reactorStorage = ReactorStorage()
        let initialState = 0
        let scheduler: ImmediateSchedulerType = MainScheduler.instance
        func reduce(state: State, mutation: Void) -> State { state + 1 }
    }

    @Test func withTheMainSchedulerAnActionFromAnotherThreadIsReducedOnTheMainQueue() async {
        let mainKey = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainKey, value: "main")
        let leaked = await Resources.countLive {
            let reactor = MainQueueReactor()
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
