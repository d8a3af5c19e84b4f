import Reactive
import ReactiveTesting
import Testing

/// Emitting is serialised by a lock in each test, since concurrent `on` breaks the observer
/// contract; subscribing and disposing race freely against it.
@Suite(.leakChecked) struct SubjectThreadSafetyTests {
    private static let threads = 4
    private static let iterations = 2000

    /// Emits 0, 1, 2, … from thread 0 and 1 (serialised), while the other threads subscribe an
    /// observer, let a few elements through and dispose it. Every transient observer must see
    /// consecutive elements (a gap is a lost delivery, a repeat a duplicate), and the observer
    /// subscribed for the whole run must see every element exactly once.
    private func stress<Subject: ObservableType & ObserverType & Sendable>(
        _ subject: Subject,
        expectsInitialValue: Bool
    ) where Subject.Element == Int {
        let next = LockedValue(0)
        let permanent = LockedValue<[Int]>([])
        let permanentSubscription = subject.subscribe(onNext: { value in permanent.withLock { $0.append(value) } })
        let broken = LockedValue(0)
        let transientCount = LockedValue(0)
        race(threads: Self.threads, iterations: Self.iterations) { thread, _ in
            if thread < 2 {
                next.withLock { counter in
                    subject.onNext(counter)
                    counter += 1
                }
            } else {
                let seen = LockedValue<[Int]>([])
                let subscription = subject.subscribe(onNext: { value in seen.withLock { $0.append(value) } })
                subscription.dispose()
                let values = seen.value
                if !isConsecutive(values) || (expectsInitialValue && values.isEmpty) {
                    broken.withLock { $0 += 1 }
                }
                transientCount.withLock { $0 += 1 }
            }
        }
        let emitted = next.value
        permanentSubscription.dispose()
        let received = permanent.value
        let expectedPermanent = expectsInitialValue ? Array(-1..<emitted) : Array(0..<emitted)
        #expect(received == expectedPermanent)
        #expect(broken.value == 0)
        #expect(transientCount.value == (Self.threads - 2) * Self.iterations)
    }

    @Test func publishSubjectDeliversEveryElementOnceWhileObserversComeAndGo() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            stress(subject, expectsInitialValue: false)
            #expect(!subject.hasObservers)
        }
    }

    @Test func behaviorSubjectReplaysThenDeliversConsecutiveElementsWhileObserversComeAndGo() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: -1)
            stress(subject, expectsInitialValue: true)
            #expect(!subject.hasObservers)
        }
    }

    @Test func replaySubjectReplaysThenDeliversConsecutiveElementsWhileObserversComeAndGo() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            stress(subject, expectsInitialValue: false)
            #expect(!subject.hasObservers)
        }
    }

    /// Many observers leave from the middle while elements go out: past a few dozen observers a
    /// departure leaves a hole and the holes are squeezed out in passes, all racing deliveries
    /// (which hold the array being compacted). The first and last observers stay throughout.
    @Test func publishSubjectDeliversToTheObserversLeftWhileManyLeaveFromTheMiddle() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let leaving = 200
            let first = LockedValue<[Int]>([])
            let firstSubscription = subject.subscribe(onNext: { value in first.withLock { $0.append(value) } })
            let logs = (0..<leaving).map { _ in LockedValue<[Int]>([]) }
            let subscriptions = Shared(
                logs.map { log in subject.subscribe(onNext: { value in log.withLock { $0.append(value) } }) })
            let last = LockedValue<[Int]>([])
            let lastSubscription = subject.subscribe(onNext: { value in last.withLock { $0.append(value) } })
            let next = LockedValue(0)
            race(threads: 4, iterations: leaving / 2) { thread, iteration in
                if thread < 2 {
                    next.withLock { counter in
                        subject.onNext(counter)
                        counter += 1
                    }
                } else {
                    // Oldest first, two threads interleaved.
                    subscriptions.value[iteration * 2 + thread - 2].dispose()
                }
            }
            let emitted = next.value
            firstSubscription.dispose()
            lastSubscription.dispose()
            #expect(first.value == Array(0..<emitted))
            #expect(last.value == Array(0..<emitted))
            #expect(logs.allSatisfy { isConsecutive($0.value) })
            #expect(!subject.hasObservers)
        }
    }

    @Test func asyncSubjectDeliversTheOutcomeOnceToObserversArrivingFromManyThreads() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let outcomes = LockedValue<[String]>([])
            race(threads: Self.threads, iterations: 200) { thread, iteration in
                if thread == 0 && iteration == 100 {
                    subject.onNext(iteration)
                    subject.onCompleted()
                }
                // Not disposed: the subject drops its observers when it completes.
                _ = subject.subscribe { event in
                    outcomes.withLock { $0.append(event.debugDescription) }
                }
            }
            let events = outcomes.value
            #expect(events.filter { $0 == "next(100)" }.count == Self.threads * 200)
            #expect(events.filter { $0 == "completed" }.count == Self.threads * 200)
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposingTheSubjectWhileSubscribingAndEmittingIsSafe() {
        expectNoLeaks {
            for _ in 0..<20 {
                let subject = PublishSubject<Int>()
                let otherErrors = LockedValue(0)
                race(threads: Self.threads, iterations: 50) { thread, iteration in
                    switch thread {
                    case 0:
                        subject.onNext(iteration)
                    case 1:
                        if iteration == 25 { subject.dispose() }
                    default:
                        let subscription = subject.subscribe(onError: { error in
                            guard case .disposed = error as? RxError else {
                                otherErrors.withLock { $0 += 1 }
                                return
                            }
                        })
                        subscription.dispose()
                    }
                }
                #expect(subject.isDisposed)
                #expect(!subject.hasObservers)
                #expect(otherErrors.value == 0)
                var lateError: (any Error)?
                subject.subscribe(onError: { lateError = $0 }).dispose()
                #expect(lateError is RxError)
            }
        }
    }
}
