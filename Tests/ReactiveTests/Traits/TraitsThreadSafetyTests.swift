import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// Drivers and signals are subscribed and disposed from many threads while their source emits
/// from another. Meant to be run under `swift test --sanitize=thread --filter ThreadSafety`.
@Suite(.leakChecked) struct TraitsThreadSafetyTests {
    private static let threads = 4
    private static let iterations = 1000

    /// Thread 0 emits 0, 1, 2, … into `source` while the other race threads subscribe to and
    /// dispose `shared`. Returns what a subscriber kept for the whole run received, how many
    /// elements were emitted, and how many transient subscribers saw a gap or a repeat.
    private func stress(_ shared: Observable<Int>, source: PublishSubject<Int>) -> (
        received: [Int], emitted: Int, broken: Int
    ) {
        let shared = Shared(shared)
        let subject = Shared(source)
        let next = LockedValue(0)
        let permanent = LockedValue<[Int]>([])
        let permanentSubscription = shared.value.subscribe(onNext: { value in permanent.withLock { $0.append(value) } })
        let broken = LockedValue(0)
        race(threads: Self.threads, iterations: Self.iterations) { thread, _ in
            if thread == 0 {
                next.withLock { counter in
                    subject.value.onNext(counter)
                    counter += 1
                }
            } else {
                let seen = LockedValue<[Int]>([])
                let subscription = shared.value.subscribe(onNext: { value in seen.withLock { $0.append(value) } })
                subscription.dispose()
                if !isConsecutive(seen.value) { broken.withLock { $0 += 1 } }
            }
        }
        source.onCompleted()
        permanentSubscription.dispose()
        return (permanent.value, next.value, broken.value)
    }

    /// Builds with an `InlineScheduler`, so every hop is synchronous and the run ends with `race`.
    private func inline<Built>(_ build: () -> Built) -> Built {
        var built: Built?
        SharingScheduler.mock(scheduler: InlineScheduler()) { built = build() }
        return built!
    }

    @Test func driverSubscribersComeAndGoWhileItsSourceEmits() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let driver = inline { source.asDriver(onErrorJustReturn: -1) }
            let result = stress(driver.asObservable(), source: source)
            #expect(result.emitted == Self.iterations)
            #expect(result.received == Array(0..<result.emitted))
            #expect(result.broken == 0)
        }
    }

    @Test func signalSubscribersComeAndGoWhileItsSourceEmits() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let signal = inline { source.asSignal(onErrorJustReturn: -1) }
            let result = stress(signal.asObservable(), source: source)
            #expect(result.emitted == Self.iterations)
            #expect(result.received == Array(0..<result.emitted))
            #expect(result.broken == 0)
        }
    }
}

/// The same with the real main scheduler. Not leak-checked per test: blocks still queued on the main
/// queue let go of the last transient subscriptions a moment after the test has seen completion.
@Suite struct TraitsMainQueueThreadSafetyTests {
    private static let threads = 4
    private static let iterations = 300
    private static let elements = 2000

    @Test func drivingFromManyThreadsDeliversEverythingOnTheMainQueue() {
        let source = PublishSubject<Int>()
        let driver = Shared(source.asDriver(onErrorJustReturn: -1))
        let offMain = LockedValue(0)
        let permanent = LockedValue<[Int]>([])
        let completed = DispatchSemaphore(value: 0)
        let permanentSubscription = driver.value.drive(
            onNext: { value in
                if !MainScheduler.isMainContext { offMain.withLock { $0 += 1 } }
                permanent.withLock { $0.append(value) }
            },
            onCompleted: { completed.signal() }
        )
        let subject = Shared(source)
        let emitter = Thread {
            for element in 0..<Self.elements { subject.value.onNext(element) }
            subject.value.onCompleted()
        }
        emitter.start()
        race(threads: Self.threads, iterations: Self.iterations) { _, _ in
            let subscription = driver.value.drive(onNext: { _ in
                if !MainScheduler.isMainContext { offMain.withLock { $0 += 1 } }
            })
            subscription.dispose()
        }
        #expect(completed.waitOrHang())
        permanentSubscription.dispose()
        #expect(permanent.value == Array(0..<Self.elements))
        #expect(offMain.value == 0, "every delivery, replays included, runs on the main queue")
    }
}

/// `values` loops fed from another thread, half of them cancelled mid-stream. Not leak-checked per
/// test: each emitting thread lets go of its subject a moment after it has finished.
@Suite struct AsyncBridgeThreadSafetyTests {
    @Test func loopsGetEveryElementAnotherThreadSendsOrStopCleanlyWhenCancelled() async throws {
        for round in 0..<40 {
            let subject = Shared(PublishSubject<Int>())
            let subscribed = AsyncSignal()
            let source = Observable<Int>.create { observer in
                let subscription = subject.value.subscribe(observer)
                subscribed.fire()
                return subscription
            }
            let task = Task {
                var received: [Int] = []
                do {
                    for try await element in source.values { received.append(element) }
                } catch is CancellationError {
                    // A cancelled loop throws, as in RxSwift; what it got before is still checked.
                }
                return received
            }
            await subscribed.wait()
            let completes = round.isMultiple(of: 2)
            Thread {
                for element in 0..<300 { subject.value.onNext(element) }
                if completes { subject.value.onCompleted() }
            }
            .start()
            if !completes { task.cancel() }
            let received = try await task.value
            if completes {
                #expect(received == Array(0..<300))
            } else {
                #expect(received == Array(0..<received.count), "a cancelled loop sees a prefix, in order")
            }
        }
    }
}

/// `value` waits whose result races their task's cancellation (RxSwift #2563/#2641: a
/// continuation resumed twice; #2727: one resumed under the bridge's lock, deadlocking against the
/// task's cancellation). Every wait must end once, with the result or `CancellationError`.
@Suite struct PrimitiveSequenceValueThreadSafetyTests {
    private static let waits = 500

    enum Trait: CaseIterable, Sendable {
        case single, maybe, completable

        /// A sequence of this trait that succeeds from a queue thread, once `go` is signalled.
        func wait(releasedBy go: DispatchSemaphore) async throws -> Int {
            let deliver = { (send: Shared<() -> Void>) -> any Disposable in
                DispatchQueue.global().async {
                    go.wait()
                    send.value()
                }
                return Disposables.create()
            }
            switch self {
            case .single:
                return try await Single<Int>.create { observer in deliver(Shared { observer(.success(42)) }) }.value
            case .maybe:
                return try await Maybe<Int>.create { observer in deliver(Shared { observer(.success(42)) }) }.value
                    ?? -1
            case .completable:
                try await Completable.create { observer in deliver(Shared { observer(.completed) }) }.value
                return 42
            }
        }
    }

    @Test(arguments: Trait.allCases)
    func aResultRacingTheCancellationEndsTheWaitOnce(trait: Trait) async {
        let finished = LockedValue(0)
        let unexpected = LockedValue<[String]>([])
        let allFinished = AsyncSignal()
        for _ in 0..<Self.waits {
            let go = DispatchSemaphore(value: 0)
            let task = Task {
                do {
                    let value = try await trait.wait(releasedBy: go)
                    if value != 42 { unexpected.withLock { $0.append("\(value)") } }
                } catch is CancellationError {
                } catch {
                    unexpected.withLock { $0.append("\(error)") }
                }
                if finished.withLock({ count in
                    count += 1
                    return count == Self.waits
                }) {
                    allFinished.fire()
                }
            }
            DispatchQueue.global().async {
                go.signal()
                task.cancel()
            }
        }
        // Only a wait that never ends (a deadlock or a lost continuation) reaches the timeout.
        let ended = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await allFinished.wait()
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(ended, "\(finished.value) of \(Self.waits) waits ended")
        #expect(unexpected.value == [])
    }
}
