import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// Races the timing operators' upstream events against their timers and against disposal, on real
/// Dispatch schedulers. Run it under `swift test --sanitize=thread --filter
/// TimingOperatorsThreadSafety` as well: besides the grammar checked here, ThreadSanitizer checks
/// that every piece of shared state is touched under the sink's lock.
@Suite(.leakChecked) struct TimingOperatorsThreadSafetyTests {
    private static let rounds = 10

    /// The source sends 0..<elementCount from the test thread while the timers fire on the queue;
    /// once the source has completed, the operator must stop exactly once, with the right elements.
    @Test(arguments: TimingOperator.allCases, TimerQueue.allCases)
    func timersRaceUpstreamEvents(timing: TimingOperator, queue: TimerQueue) {
        let leaked = Resources.countLive {
            for round in 0..<Self.rounds {
                let (scheduler, drain) = queue.make()
                let source = ManualSource<Int>()
                let probe = GrammarProbe<[Int]>()
                let subscription = timing.apply(to: source.observable, on: scheduler).subscribe(probe)
                for value in 0..<TimingOperator.elementCount {
                    source.send(.next(value))
                    spin((value + round) % 5 * 3_000)
                }
                source.send(.completed)
                #expect(probe.waitForStop(), "\(timing) never stopped")
                subscription.dispose()
                drain()
                #expect(probe.violations == [])
                #expect(timing.problems(elements: probe.elements.flatMap { $0 }, stops: probe.stops) == [])
            }
        }
        #expect(leaked == 0)
    }

    /// One thread sends elements and completes while another disposes at a different moment each
    /// round; timers fire meanwhile. Whatever wins, the grammar holds and nothing leaks.
    @Test(arguments: TimingOperator.allCases, TimerQueue.allCases)
    func disposalRacesUpstreamEventsAndTimers(timing: TimingOperator, queue: TimerQueue) {
        let leaked = Resources.countLive {
            for round in 0..<Self.rounds {
                let (scheduler, drain) = queue.make()
                let source = ManualSource<Int>()
                let probe = GrammarProbe<[Int]>()
                let subscription = Shared(timing.apply(to: source.observable, on: scheduler).subscribe(probe))
                DispatchQueue.concurrentPerform(iterations: 2) { thread in
                    if thread == 0 {
                        for value in 0..<TimingOperator.elementCount {
                            source.send(.next(value))
                            spin(3_000)
                        }
                        source.send(.completed)
                    } else {
                        spin(round * 100_000)
                        subscription.value.dispose()
                    }
                }
                drain()
                #expect(probe.violations == [])
                let elements = probe.elements.flatMap { $0 }
                #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 }, "\(timing): \(elements)")
            }
        }
        #expect(leaked == 0)
    }

    /// RxSwift's `testDelay_TimeSpan_Real_Error3`: the source fails on another thread while an
    /// element is being delivered, and the delivery waits for that failure to have been sent. The
    /// error must be accepted at once and forwarded once the delivery has returned.
    @Test func delayForwardsAnErrorArrivingDuringADeliveryRightAfterIt() {
        let leaked = Resources.countLive {
            for _ in 0..<Self.rounds {
                let (scheduler, drain) = TimerQueue.concurrent.make()
                let subject = PublishSubject<Int>()
                let delivering = DispatchSemaphore(value: 0)
                let errorSent = DispatchSemaphore(value: 0)
                let waitedInVain = LockedValue(false)
                let probe = GrammarProbe<Int>()
                let subscription = subject.delay(.milliseconds(1), scheduler: scheduler)
                    .do(onNext: { _ in
                        delivering.signal()
                        if errorSent.wait(timeout: .now() + 5) == .timedOut {
                            waitedInVain.withLock { $0 = true }
                        }
                    })
                    .subscribe(probe)
                subject.onNext(1)
                delivering.wait()
                subject.onError(TestError())
                errorSent.signal()
                #expect(probe.waitForStop())
                subscription.dispose()
                drain()
                #expect(!waitedInVain.value, "sending the error waited for the delivery to end")
                #expect(probe.violations == [])
                #expect(probe.elements == [1])
                #expect(probe.stops.count == 1 && probe.stops[0].error != nil)
            }
        }
        #expect(leaked == 0)
    }
}

/// The Dispatch scheduler the timers run on, and how to wait until it has run everything queued.
enum TimerQueue: CaseIterable, Sendable {
    case serial
    case concurrent

    func make() -> (scheduler: any SchedulerType, drain: () -> Void) {
        switch self {
        case .serial:
            let queue = DispatchQueue(label: "timing.serial")
            return (SerialDispatchQueueScheduler(serialQueue: queue), { queue.sync {} })
        case .concurrent:
            let queue = DispatchQueue(label: "timing.concurrent", attributes: .concurrent)
            return (ConcurrentDispatchQueueScheduler(queue: queue), { queue.sync(flags: .barrier) {} })
        }
    }
}

/// Each timing operator, set up with timers short enough to fire in the middle of a burst.
enum TimingOperator: CaseIterable, Sendable {
    case throttleLatest
    case throttleFirst
    case debounce
    case sample
    case timeout
    case timeoutOther
    case delay
    case delaySubscription
    case buffer
    case takeForDuration
    case skipForDuration
    case window

    static let elementCount = 200
    /// `delaySubscription` subscribes from the timer to a source that sends this many at once.
    static let synchronousCount = 50
    private static let tick = RxTimeInterval.microseconds(50)

    /// The operator over `source`, with each element wrapped in an array (`buffer` makes arrays).
    func apply(to source: Observable<Int>, on scheduler: any SchedulerType) -> Observable<[Int]> {
        let tick = Self.tick
        switch self {
        case .throttleLatest: return source.throttle(tick, latest: true, scheduler: scheduler).map { [$0] }
        case .throttleFirst: return source.throttle(tick, latest: false, scheduler: scheduler).map { [$0] }
        case .debounce: return source.debounce(tick, scheduler: scheduler).map { [$0] }
        case .sample: return source.sample(Observable<Int>.interval(tick, scheduler: scheduler)).map { [$0] }
        case .timeout: return source.timeout(.microseconds(200), scheduler: scheduler).map { [$0] }
        case .timeoutOther:
            return source.timeout(.microseconds(200), other: Observable.just(Int.max), scheduler: scheduler)
                .map { [$0] }
        case .delay: return source.delay(tick, scheduler: scheduler).map { [$0] }
        case .delaySubscription:
            let burst = Observable<Int>.create { observer in
                for value in 0..<Self.synchronousCount { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            return burst.delaySubscription(tick, scheduler: scheduler).map { [$0] }
        case .buffer: return source.buffer(timeSpan: tick, count: 7, scheduler: scheduler)
        case .takeForDuration: return source.take(for: .microseconds(300), scheduler: scheduler).map { [$0] }
        case .skipForDuration: return source.skip(.microseconds(300), scheduler: scheduler).map { [$0] }
        case .window:
            // Each window is subscribed while it is being emitted, so none of its elements is missed.
            return source.window(timeSpan: tick, count: 7, scheduler: scheduler).flatMap { $0.toArray() }
        }
    }

    /// What is wrong with a run in which the source sent 0..<elementCount and completed.
    func problems(elements: [Int], stops: [Event<[Int]>]) -> [String] {
        var found: [String] = []
        let all = Array(0..<Self.elementCount)
        let increasing = zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 }
        if !increasing { found.append("out of order or repeated: \(elements)") }
        let completed = stops.count == 1 && stops[0].isCompleted
        let timedOut = stops.count == 1 && "\(stops[0])".contains("timeout")
        switch self {
        case .throttleLatest, .debounce, .sample:
            if elements.last != all.last { found.append("the last element is missing: \(elements)") }
            if !completed { found.append("did not complete: \(stops)") }
        case .throttleFirst:
            if elements.first != 0 { found.append("the first element is missing: \(elements)") }
            if !completed { found.append("did not complete: \(stops)") }
        case .timeout:
            if !(completed && elements == all) && !(timedOut && all.starts(with: elements)) {
                found.append("neither all elements nor a timeout: \(elements) \(stops)")
            }
        case .timeoutOther:
            let switched = elements.last == Int.max && all.starts(with: elements.dropLast())
            if !completed || !(elements == all || switched) {
                found.append("neither all elements nor a switch: \(elements) \(stops)")
            }
        case .delay, .buffer, .window:
            if elements != all || !completed { found.append("expected every element: \(elements) \(stops)") }
        case .delaySubscription:
            if elements != Array(0..<Self.synchronousCount) || !completed {
                found.append("expected the whole burst: \(elements) \(stops)")
            }
        case .takeForDuration:
            if !all.starts(with: elements) || !completed { found.append("expected a prefix: \(elements) \(stops)") }
        case .skipForDuration:
            if Array(all.suffix(elements.count)) != elements || !completed {
                found.append("expected a suffix: \(elements) \(stops)")
            }
        }
        return found
    }
}
