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

/// `flatMap` and `flatMapLatest` whose inner sequences answer on other threads, so that inners
/// start, complete and are replaced while others are running and while the whole subscription is
/// disposed. The merge keeps its running inners in a list under its lock and the switch keeps the
/// latest inner under its lock; these races are what those lists must survive. Meant to be run
/// under `swift test --sanitize=thread --filter InnerSequencesThreadSafety`.
@Suite(.leakChecked) struct InnerSequencesThreadSafetyTests {
    private static let iterations = 200
    private static let elements = 40

    /// An inner sequence that sends `value` and completes from a global queue; `pending` counts it
    /// until its queued work has finished, delivered or not. The work (a `ThreadJob`) lets go of
    /// the observer before it signals, so nothing it held is released on the worker thread after
    /// `pending` is done (a leak check right afterwards would see it still alive).
    private static func answer(_ value: Int, pending: DispatchGroup) -> Observable<Int> {
        Observable.create { observer in
            let work = ThreadJob {
                observer.onNext(value)
                observer.onCompleted()
            }
            pending.enter()
            DispatchQueue.global().async {
                work.run()
                pending.leave()
            }
            return Disposables.create()
        }
    }

    /// Subscribes `make(source)`, sends `elements` elements and completion from this thread, and
    /// in `dispose` mode disposes after a number of deliveries that depends on `iteration`, from
    /// another thread. Returns once every inner's queued work has finished.
    private func raceOnce(
        iteration: Int,
        dispose: Bool,
        _ make: (Observable<Int>, DispatchGroup) -> Observable<String>
    ) -> GrammarChecker {
        let source = PushSource()
        let pending = DispatchGroup()
        let checker = GrammarChecker()
        let subscription = Shared(make(source.observable, pending).subscribe(checker))
        let disposeAfter = iteration % (Self.elements / 2)
        let disposer = DispatchGroup()
        // Set once every inner has finished: a switch may deliver fewer elements than
        // `disposeAfter`, and the disposer must not wait for them forever.
        let finished = Flag()
        if dispose {
            let watched = Shared(checker)
            disposer.enter()
            // A thread of its own, not the global queue: the disposer spins, and spinning on one of
            // the queue's few threads starved the inners it waits for (a TSan run hung).
            // The work is dropped before the thread signals, so nothing it held outlives the wait.
            let work = ThreadJob {
                while watched.value.deliveredCount < disposeAfter && !finished.isSet {
                    sched_yield()
                }
                subscription.value.dispose()
            }
            Thread {
                work.run()
                disposer.leave()
            }.start()
        }
        for element in 0..<Self.elements {
            source.on(.next(element))
            if element % (1 + iteration % 4) == 0 { sched_yield() }
        }
        source.on(.completed)
        pending.wait()
        finished.set()
        if dispose {
            disposer.wait()
        }
        subscription.value.dispose()
        return checker
    }

    /// Runs `raceOnce` `iterations` times, checks the grammar of each run and then `check`, and
    /// expects nothing to be left alive at the end.
    private func race(
        dispose: Bool,
        _ make: (Observable<Int>, DispatchGroup) -> Observable<String>,
        check: (GrammarChecker) -> Void
    ) {
        let leaked = Resources.countLive {
            for iteration in 0..<Self.iterations {
                let checker = raceOnce(iteration: iteration, dispose: dispose, make)
                #expect(checker.violations == [])
                #expect(checker.stopCount <= 1)
                check(checker)
            }
        }
        #expect(leaked == 0)
    }

    @Test(arguments: [false, true])
    func flatMapKeepsTheGrammarWhileInnersEndOnOtherThreads(dispose: Bool) {
        race(dispose: dispose) { source, pending in
            source.flatMap { Self.answer($0, pending: pending) }.map(String.init)
        } check: { checker in
            if !dispose {
                // Every inner ran to its end, so every element arrived once, in some order.
                #expect(checker.completed)
                #expect(checker.elements.compactMap(Int.init).sorted() == Array(0..<Self.elements))
            }
        }
    }

    @Test(arguments: [false, true])
    func flatMapLatestNeverDeliversAReplacedInnerWhileInnersEndOnOtherThreads(dispose: Bool) {
        race(dispose: dispose) { source, pending in
            source.flatMapLatest { Self.answer($0, pending: pending) }.map(String.init)
        } check: { checker in
            // An element from a replaced inner would arrive after a later one.
            let values = checker.elements.compactMap(Int.init)
            #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
            if !dispose {
                // The last inner is never replaced, so its element always arrives, then completion.
                #expect(checker.completed)
                #expect(values.last == Self.elements - 1)
            }
        }
    }
}

/// A flag one thread sets and another polls.
private final class Flag: Sendable {
    private let value = AtomicCell<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() {
        value.store(true, ordering: .releasing)
    }
}
