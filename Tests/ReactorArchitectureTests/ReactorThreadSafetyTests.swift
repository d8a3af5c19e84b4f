import Dispatch
import Foundation
import ReactorArchitecture
import Testing

// Real-thread tests; meant to be run under `swift test --sanitize=thread --filter ThreadSafety`
// as well. Threads meet at semaphores and queue barriers, never at sleeps. Not `.leakChecked`:
// dispatch queues release their last blocks a moment after a test has seen its work done, so each
// test waits for its queue to pass a barrier and then counts with `Resources.countLive`.

/// Runs `body` on `threads` threads at once, `iterations` times each.
private func race(threads: Int, iterations: Int, _ body: @Sendable (_ thread: Int, _ iteration: Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for iteration in 0..<iterations {
            body(thread, iteration)
        }
    }
}

/// Reduces `(thread, iteration)` actions into a log, and records whether two reduces ever overlapped.
private final class LoggingReactor: Reactor, @unchecked Sendable {
    // @unchecked: `reduce` is only called serially, which is what the tests check; the overlap
    // probe itself is behind a lock.
    typealias Action = (thread: Int, iteration: Int)
    typealias State = [Action]

    let reactorStorage = ReactorStorage()
    let initialState: State = []
    let scheduler: ImmediateSchedulerType
    let reducing = Locked((now: 0, most: 0))

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    func reduce(state: State, mutation: Action) -> State {
        reducing.mutate {
            $0.now += 1
            $0.most = max($0.most, $0.now)
        }
        defer { reducing.mutate { $0.now -= 1 } }
        return state + [mutation]
    }
}

/// The schedulers a reactor may use, each on a queue the test can wait on.
enum RealScheduler: CaseIterable, Sendable {
    case serialQueue
    case concurrentQueue
    case immediate

    func make(_ queue: DispatchQueue) -> ImmediateSchedulerType {
        switch self {
        case .serialQueue: SerialDispatchQueueScheduler(serialQueue: queue)
        case .concurrentQueue: ConcurrentDispatchQueueScheduler(queue: queue)
        case .immediate: ImmediateScheduler.instance
        }
    }

    func makeQueue() -> DispatchQueue {
        switch self {
        case .serialQueue, .immediate: DispatchQueue(label: "reactor.serial")
        case .concurrentQueue: DispatchQueue(label: "reactor.concurrent", attributes: .concurrent)
        }
    }
}

@Suite struct ReactorThreadSafetyTests {
    private static let threads = 4
    private static let iterations = 500

    @Test(arguments: RealScheduler.allCases)
    func actionsFromManyThreadsAreReducedOneAtATimeAndNoneIsLost(scheduler kind: RealScheduler) {
        let total = Self.threads * Self.iterations
        let queue = kind.makeQueue()
        weak var weakReactor: LoggingReactor?
        let leaked = Resources.countLive {
            let reactor = LoggingReactor(scheduler: kind.make(queue))
            weakReactor = reactor
            let counts = Locked<[Int]>([])
            let done = DispatchSemaphore(value: 0)
            let subscription = reactor.state.subscribe(onNext: { state in
                counts.mutate { $0.append(state.count) }
                if state.count == total { done.signal() }
            })
            let shared = Shared(reactor)
            race(threads: Self.threads, iterations: Self.iterations) { thread, iteration in
                shared.value.action.onNext((thread, iteration))
            }
            #expect(done.wait(timeout: .now() + 60) == .success)
            subscription.dispose()
            queue.sync(flags: .barrier) {}

            #expect(counts.value == Array(0...total), "every state once, in order: serial and lossless")
            #expect(reactor.reducing.value.most == 1)
            let log = reactor.currentState
            for thread in 0..<Self.threads {
                let iterations = log.filter { $0.thread == thread }.map(\.iteration)
                #expect(iterations == Array(0..<Self.iterations), "each thread's actions keep their order")
            }
        }
        #expect(leaked == 0)
        #expect(weakReactor == nil)
    }

    @Test func subscribersComingAndGoingDoNotDisturbOneThatStays() {
        let queue = DispatchQueue(label: "reactor.serial")
        let leaked = Resources.countLive {
            let reactor = LoggingReactor(scheduler: SerialDispatchQueueScheduler(serialQueue: queue))
            let sent = Self.iterations
            let staying = Locked<[Int]>([])
            let done = DispatchSemaphore(value: 0)
            let subscription = reactor.state.subscribe(onNext: { state in
                staying.mutate { $0.append(state.count) }
                if state.count == sent { done.signal() }
            })
            let broken = Locked(0)
            let shared = Shared(reactor)
            race(threads: Self.threads, iterations: Self.iterations) { thread, iteration in
                if thread == 0 {
                    shared.value.action.onNext((thread, iteration))
                    return
                }
                let seen = Locked<[Int]>([])
                let transient = shared.value.state.subscribe(onNext: { state in
                    seen.mutate { $0.append(state.count) }
                })
                transient.dispose()
                let counts = seen.value
                if counts.isEmpty || zip(counts, counts.dropFirst()).contains(where: { $1 <= $0 }) {
                    broken.mutate { $0 += 1 }
                }
            }
            #expect(done.wait(timeout: .now() + 60) == .success)
            subscription.dispose()
            queue.sync {}
            #expect(staying.value == Array(0...sent))
            #expect(broken.value == 0, "a transient subscriber gets the current state, then only newer ones")
        }
        #expect(leaked == 0)
    }

    @Test func theStateStreamAndActionSubjectAreCreatedOnceUnderContention() {
        let leaked = Resources.countLive {
            let reactor = LoggingReactor(scheduler: ImmediateScheduler.instance)
            let states = Locked<[ObjectIdentifier]>([])
            let actions = Locked<[ObjectIdentifier]>([])
            let shared = Shared(reactor)
            race(threads: 8, iterations: 1) { _, _ in
                let state = ObjectIdentifier(shared.value.state)
                let action = ObjectIdentifier(shared.value.action)
                states.mutate { $0.append(state) }
                actions.mutate { $0.append(action) }
            }
            #expect(Set(states.value).count == 1)
            #expect(Set(actions.value).count == 1)
        }
        #expect(leaked == 0)
    }

    @Test func errorsFromManyThreadsReachTheErrorChannelOneAtATime() {
        final class FailingReactor: Reactor, @unchecked Sendable {
            // @unchecked: immutable after init.
            typealias Action = Int
            typealias State = Int
            let reactorStorage = ReactorStorage()
            let initialState = 0
            let scheduler: ImmediateSchedulerType = ImmediateScheduler.instance
            let failures: ImmediateSchedulerType

            init(failures: ImmediateSchedulerType) {
                self.failures = failures
            }

            func mutate(action: Int) -> Observable<Int> {
                Observable.error(TestError()).subscribe(on: failures)
            }
        }

        let total = Self.threads * Self.iterations
        let queue = DispatchQueue(label: "reactor.failures", attributes: .concurrent)
        let leaked = Resources.countLive {
            let reactor = FailingReactor(failures: ConcurrentDispatchQueueScheduler(queue: queue))
            let delivering = Locked((now: 0, most: 0, count: 0))
            let done = DispatchSemaphore(value: 0)
            let errors = reactor.errors.subscribe(onNext: { _ in
                let count = delivering.mutate { probe in
                    probe.now += 1
                    probe.most = max(probe.most, probe.now)
                    probe.count += 1
                    return probe.count
                }
                delivering.mutate { $0.now -= 1 }
                if count == total { done.signal() }
            })
            let state = reactor.state.subscribe()
            // The errors happen on the queue's threads, outside this task, so a scoped handler
            // would not see them: count this reactor's reports with the global handler.
            let diagnostics = Locked(0)
            let previousHandler = ReactorHooks.diagnosticHandler
            ReactorHooks.diagnosticHandler = { diagnostic in
                if diagnostic.reactorType == "FailingReactor" {
                    diagnostics.mutate { $0 += 1 }
                } else {
                    previousHandler(diagnostic)
                }
            }
            defer { ReactorHooks.diagnosticHandler = previousHandler }
            let shared = Shared(reactor)
            race(threads: Self.threads, iterations: Self.iterations) { thread, iteration in
                shared.value.action.onNext(thread * Self.iterations + iteration)
            }
            #expect(done.wait(timeout: .now() + 60) == .success)
            queue.sync(flags: .barrier) {}
            #expect(delivering.value.count == total)
            #expect(delivering.value.most == 1)
            #expect(diagnostics.value == total)
            state.dispose()
            errors.dispose()
        }
        #expect(leaked == 0)
    }
}
