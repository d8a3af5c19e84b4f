import Dispatch
import FeedbackArchitecture
import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Systems fed from many threads at once. Meant to be run under
/// `swift test --sanitize=thread --filter FeedbackThreadSafety` as well.
///
/// The systems run on dispatch queues, so the last of their resources are released on those
/// queues: each test waits for its queue to drain, and a `LifetimeProbe` captured by `reduce`
/// proves the system itself was released.
@Suite(.leakChecked, .serialized) struct FeedbackThreadSafetyTests {
    static let threads = 4
    static let eventsPerThread = 500

    /// What the system under test counts: per source, the next sequence number it expects.
    struct Tally: Equatable {
        var next: [Int]
        var outOfOrder = 0
        var total = 0

        init(sources: Int) {
            next = Array(repeating: 0, count: sources)
        }

        func adding(source: Int, sequence: Int) -> Tally {
            var tally = self
            if tally.next[source] != sequence {
                tally.outOfOrder += 1
            }
            tally.next[source] = sequence + 1
            tally.total += 1
            return tally
        }
    }

    /// A system counting the events of `sources`, one feedback each, delivering on `queue`;
    /// `offQueue` counts outputs delivered anywhere else.
    static func tallySystem(
        _ sources: [PublishSubject<Int>],
        on queue: RecognisableQueue,
        overlap: OverlapProbe,
        offQueue: Locked<Int>,
        probe: LifetimeProbe
    ) -> Observable<Tally> {
        let feedbacks: [Observable<Any>.Feedback<Tally, (source: Int, sequence: Int)>] = sources.enumerated().map {
            index, subject in { _ in subject.map { (index, $0) } }
        }
        return Observable.system(
            initialState: Tally(sources: sources.count),
            reduce: { [probe] tally, event in
                // As in RxFeedback, an event is reduced on the thread that sent it, one at a time:
                // the overlap probe, not the queue, is what this checks.
                overlap.measure {
                    withExtendedLifetime(probe) {}
                    return tally.adding(source: event.source, sequence: event.sequence)
                }
            },
            scheduler: SerialDispatchQueueScheduler(serialQueue: queue.queue),
            feedback: feedbacks
        )
    }

    @Test func eventsFromManyThreadsAreAllReducedInOrderOneAtATime() {
        let queue = RecognisableQueue(DispatchQueue(label: "feedback.many-threads"))
        let overlap = OverlapProbe()
        let offQueue = Locked(0)
        let sources = Handoff((0..<Self.threads).map { _ in PublishSubject<Int>() })
        let everything = DispatchSemaphore(value: 0)
        let last = Locked<Tally?>(nil)
        weak var weakProbe: LifetimeProbe?
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            let system = Self.tallySystem(sources.value, on: queue, overlap: overlap, offQueue: offQueue, probe: probe)
            let subscription = system.subscribe(onNext: { tally in
                if !queue.isCurrent { offQueue.withLock { $0 += 1 } }
                last.withLock { $0 = tally }
                if tally.total == Self.threads * Self.eventsPerThread { everything.signal() }
            })
            // The feedbacks are subscribed on the queue; wait for that before sending.
            queue.drain()
            DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                for sequence in 0..<Self.eventsPerThread {
                    sources.value[thread].onNext(sequence)
                }
            }
            #expect(everything.waitOrHang())
            subscription.dispose()
        }
        queue.drain()
        queue.drain()
        #expect(last.value?.next == Array(repeating: Self.eventsPerThread, count: Self.threads))
        #expect(last.value?.outOfOrder == 0)
        #expect(overlap.maximum == 1)
        #expect(offQueue.value == 0)
        #expect(weakProbe == nil)
        #expect(sources.value.allSatisfy { !$0.hasObservers })
    }

    @Test func disposingWhileEventsArriveStopsTheReductions() {
        let queue = RecognisableQueue(DispatchQueue(label: "feedback.dispose-race"))
        let overlap = OverlapProbe()
        let offQueue = Locked(0)
        for _ in 0..<20 {
            let sources = Handoff((0..<Self.threads - 1).map { _ in PublishSubject<Int>() })
            let reduced = Locked(0)
            do {
                let system = Self.tallySystem(
                    sources.value,
                    on: queue,
                    overlap: overlap,
                    offQueue: offQueue,
                    probe: LifetimeProbe()
                )
                let subscription = Handoff(system.subscribe(onNext: { tally in reduced.withLock { $0 = tally.total } }))
                queue.drain()
                DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
                    guard thread < Self.threads - 1 else {
                        subscription.value.dispose()
                        return
                    }
                    for sequence in 0..<200 {
                        sources.value[thread].onNext(sequence)
                    }
                }
            }
            queue.drain()
            queue.drain()
            let settled = reduced.value
            for source in sources.value {
                source.onNext(1_000)
            }
            queue.drain()
            #expect(reduced.value == settled)
            #expect(sources.value.allSatisfy { !$0.hasObservers })
        }
        #expect(overlap.maximum == 1)
        #expect(offQueue.value == 0)
    }

    @Test func effectsFinishingOnManyThreadsAreEachReducedOnce() {
        let queue = RecognisableQueue(DispatchQueue(label: "feedback.effects"))
        let overlap = OverlapProbe()
        let offQueue = Locked(0)
        let requests = 200
        let finished = DispatchSemaphore(value: 0)
        let last = Locked<[Int]>([])
        let workers = BackgroundWorkers()
        do {
            let system = Observable.system(
                initialState: (pending: Set(0..<requests), done: [Int]()),
                reduce: { state, finishedRequest in
                    overlap.measure {
                        if !queue.isCurrent { offQueue.withLock { $0 += 1 } }
                        var state = state
                        state.pending.remove(finishedRequest)
                        state.done.append(finishedRequest)
                        return state
                    }
                },
                scheduler: SerialDispatchQueueScheduler(serialQueue: queue.queue),
                feedback: react(
                    requests: { $0.pending },
                    effects: { request in
                        Observable<Int>.create { observer in
                            let send = Handoff(observer)
                            workers.run { send.value.onNext(request) }
                            return Disposables.create()
                        }
                    }
                )
            )
            let subscription = system.subscribe(onNext: { state in
                last.withLock { $0 = state.done }
                if state.pending.isEmpty { finished.signal() }
            })
            #expect(finished.waitOrHang())
            subscription.dispose()
        }
        workers.drain()
        queue.drain()
        queue.drain()
        #expect(last.value.sorted() == Array(0..<requests))
        #expect(overlap.maximum == 1)
        #expect(offQueue.value == 0)
    }
}
