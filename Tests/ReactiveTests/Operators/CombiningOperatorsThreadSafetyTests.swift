import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Races emissions into the different sources of `combineLatest`, `zip` and `withLatestFrom` from
/// several threads (each source's own emissions stay serial, as the grammar requires) against
/// disposal. Meant to be run under `swift test --sanitize=thread --filter CombiningOperatorsThreadSafety`.
@Suite(.leakChecked) struct CombiningOperatorsThreadSafetyTests {
    private static let iterations = 300
    private static let elementsPerSource = 100

    /// Subscribes `make(sources)` and races the emitters (and a disposer) once.
    ///
    /// All threads start together. With `dispose`, one more thread waits until a number of results
    /// that depends on `iteration` has arrived (or the emitters are done) and then disposes, so
    /// disposal lands at many different points of the stream.
    ///
    /// - Parameters:
    ///   - sourceCount: How many sources, each driven by its own thread.
    ///   - iteration: Selects the source that fails instead of completing, and when to dispose.
    ///   - dispose: Whether a thread disposes the subscription while the sources emit.
    ///   - make: Builds the operator under test.
    private func raceOnce(
        sourceCount: Int,
        iteration: Int,
        dispose: Bool,
        _ make: ([Observable<Int>]) -> Observable<String>
    ) -> GrammarChecker {
        let sources = (0..<sourceCount).map { _ in PushSource() }
        let checker = GrammarChecker()
        let subscription = Shared(make(sources.map(\.observable)).subscribe(checker))
        let failing = iteration % 4 == 0 ? iteration / 4 % sourceCount : -1
        let disposeAfter = iteration * 7 % (Self.elementsPerSource + 2)
        let yieldEvery = 1 + iteration % 5
        let shared = Shared(sources)
        let gate = StartGate(parties: sourceCount + 1)
        onThreads(sourceCount + 1) { thread in
            gate.arriveAndWait()
            if thread < sourceCount {
                let source = shared.value[thread]
                for element in 0..<Self.elementsPerSource {
                    source.on(.next(element))
                    // Emitting is far quicker than a time slice; yielding lets the threads interleave.
                    if element % yieldEvery == 0 { sched_yield() }
                }
                source.on(thread == failing ? .error(TestError("source \(thread)")) : .completed)
                gate.emitterFinished()
            } else if dispose {
                while checker.deliveredCount < disposeAfter && gate.finishedEmitters < sourceCount {
                    sched_yield()
                }
                subscription.value.dispose()
            }
        }
        subscription.value.dispose()
        return checker
    }

    private func expectGrammar(_ checker: GrammarChecker, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(checker.violations == [], sourceLocation: sourceLocation)
        #expect(checker.stopCount <= 1, sourceLocation: sourceLocation)
    }

    @Test(arguments: [false, true])
    func combineLatestKeepsTheGrammarWhileSourcesRaceDisposal(dispose: Bool) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(sourceCount: 3, iteration: iteration, dispose: dispose) { s in
                    Observable.combineLatest(s[0], s[1], s[2]) { "\($0) \($1) \($2)" }
                }
                expectGrammar(checker)
                if !dispose {
                    #expect(checker.stopCount == 1)
                    // Each source's elements arrive in order, so every component never decreases.
                    let rows = checker.elements.map { $0.split(separator: " ").map { Int($0)! } }
                    #expect(zip(rows, rows.dropFirst()).allSatisfy { zip($0, $1).allSatisfy { $0 <= $1 } })
                    if checker.completed {
                        #expect(rows.last == Array(repeating: Self.elementsPerSource - 1, count: 3))
                    }
                }
            }
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func combineLatestCollectionKeepsTheGrammarWhileSourcesRaceDisposal(dispose: Bool) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(sourceCount: 4, iteration: iteration, dispose: dispose) { s in
                    Observable.combineLatest(s).map { "\($0)" }
                }
                expectGrammar(checker)
                if !dispose {
                    #expect(checker.stopCount == 1)
                }
            }
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func zipPairsElementsByIndexWhileSourcesRaceDisposal(dispose: Bool) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(sourceCount: 3, iteration: iteration, dispose: dispose) { s in
                    Observable.zip(s[0], s[1], s[2]) { "\($0) \($1) \($2)" }
                }
                expectGrammar(checker)
                // However the sources interleave, the n-th result pairs the n-th elements.
                let expected = (0..<checker.elements.count).map { "\($0) \($0) \($0)" }
                #expect(checker.elements == expected)
                if !dispose {
                    #expect(checker.stopCount == 1)
                    if checker.completed {
                        #expect(checker.elements.count == Self.elementsPerSource)
                    }
                }
            }
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func zipCollectionPairsElementsByIndexWhileSourcesRaceDisposal(dispose: Bool) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(sourceCount: 4, iteration: iteration, dispose: dispose) { s in
                    Observable.zip(s).map { $0.map(String.init).joined(separator: " ") }
                }
                expectGrammar(checker)
                let expected = (0..<checker.elements.count).map { n in
                    Array(repeating: "\(n)", count: 4).joined(separator: " ")
                }
                #expect(checker.elements == expected)
                if !dispose {
                    #expect(checker.stopCount == 1)
                }
            }
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func withLatestFromKeepsTheGrammarWhileBothSequencesRaceDisposal(dispose: Bool) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(sourceCount: 2, iteration: iteration, dispose: dispose) { s in
                    s[0].withLatestFrom(s[1]) { "\($0) \($1)" }
                }
                expectGrammar(checker)
                let rows = checker.elements.map { $0.split(separator: " ").map { Int($0)! } }
                #expect(zip(rows, rows.dropFirst()).allSatisfy { $0[0] < $1[0] && $0[1] <= $1[1] })
                if !dispose {
                    #expect(checker.stopCount == 1)
                }
            }
        }
        #expect(leaked == 0)
    }

    /// The operators and source roles of `sourcesAreNotDisposedUnderTheOperatorsLock`.
    enum LockedTeardownCase: CaseIterable, Sendable {
        case zip, zipCollection, combineLatest, combineLatestCollection, withLatestFromFirst, withLatestFromSecond

        /// The operator with `ending` (whose teardown takes a foreign lock) in the role this case tests.
        func make(ending: Observable<Int>, other: Observable<Int>) -> Observable<String> {
            switch self {
            case .zip: Observable.zip(ending, other) { "\($0) \($1)" }
            case .zipCollection: Observable.zip([ending, other]).map { "\($0)" }
            case .combineLatest: Observable.combineLatest(ending, other) { "\($0) \($1)" }
            case .combineLatestCollection: Observable.combineLatest([ending, other]).map { "\($0)" }
            case .withLatestFromFirst: ending.withLatestFrom(other) { "\($0) \($1)" }
            case .withLatestFromSecond: other.withLatestFrom(ending) { "\($0) \($1)" }
            }
        }
    }

    // RxSwift's AnomaliesTest.test2703ZipDoesntDisposeItsSourcesUnderItsLock, for every combining
    // operator and both stop events: a source that ends is unsubscribed only after the operator's
    // lock is released, so a teardown that needs a lock held by a thread that is sending into
    // another source does not deadlock. (A regression fails after the 5 s timeouts; it does not hang.)
    @Test(arguments: LockedTeardownCase.allCases, [false, true])
    func sourcesAreNotDisposedUnderTheOperatorsLock(operator: LockedTeardownCase, fails: Bool) {
        let leaked = Resources.countLive {
            let foreignLock = NSRecursiveLock()
            let foreignLockAcquired = DispatchSemaphore(value: 0)
            let teardownStarted = DispatchSemaphore(value: 0)
            let teardownAcquiredForeignLock = DispatchSemaphore(value: 0)
            let ending = PushSource()
            let other = PushSource()
            let endingWithLockedTeardown = Observable<Int>.create { observer in
                let subscription = ending.observable.subscribe(observer)
                return Disposables.create {
                    teardownStarted.signal()
                    if foreignLock.lock(before: Date().addingTimeInterval(5)) {
                        foreignLock.unlock()
                        teardownAcquiredForeignLock.signal()
                    }
                    subscription.dispose()
                }
            }
            let checker = GrammarChecker()
            let subscription = `operator`.make(ending: endingWithLockedTeardown, other: other.observable)
                .subscribe(checker)
            onThreads(2) { thread in
                if thread == 0 {
                    // Holds the foreign lock, then sends into the operator, which needs its lock.
                    foreignLock.lock()
                    foreignLockAcquired.signal()
                    _ = teardownStarted.wait(timeout: .now() + 5)
                    other.on(.next(1))
                    foreignLock.unlock()
                } else {
                    // Ends the other source, so the operator unsubscribes from it.
                    _ = foreignLockAcquired.wait(timeout: .now() + 5)
                    ending.on(fails ? .error(TestError()) : .completed)
                }
            }
            #expect(teardownAcquiredForeignLock.wait(timeout: .now() + 5) == .success)
            subscription.dispose()
            expectGrammar(checker)
        }
        #expect(leaked == 0)
    }
}

/// Runs `body` on `count` threads of its own (a dispatch pool may run fewer at once, which would
/// leave a start gate waiting forever) and returns when all have finished.
///
/// Each thread drops its work before signalling, so nothing `body` captured is released on a
/// worker thread after this returns (a leak check right afterwards would see it still alive).
private func onThreads(_ count: Int, _ body: @escaping @Sendable (_ thread: Int) -> Void) {
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        let job = ThreadJob { body(index) }
        Thread {
            job.run()
            done.signal()
        }.start()
    }
    for _ in 0..<count {
        done.wait()
    }
}

/// Lets racing threads start together and tells when the emitters are done.
private final class StartGate: Sendable {
    private let parties: Int
    private let arrived = AtomicCell<Int>(0)
    private let finished = AtomicCell<Int>(0)

    init(parties: Int) {
        self.parties = parties
    }

    func arriveAndWait() {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < parties {
            sched_yield()
        }
    }

    func emitterFinished() {
        finished.add(1, ordering: .releasing)
    }

    var finishedEmitters: Int {
        finished.load(ordering: .acquiring)
    }
}
