import Dispatch
import FeedbackArchitecture
import Foundation
import Reactive
import Testing

/// The thread states arrive on, as in RxFeedback: an event is reduced on the thread that sent it
/// (one at a time), and the new state reaches the feedbacks right there; the system's own output
/// and every `bind` feedback's events hop to the scheduler, and `react` effects deliver their
/// events through it. So with feedbacks built from `bind` and `react`, everything runs on the
/// scheduler; a raw feedback that emits on a background thread has its events reduced there.
/// Which thread reduces an event that arrives while another thread is reducing is not fixed: the
/// `observe(on: CurrentThreadScheduler)` step may hand it to the thread already delivering, in
/// RxFeedback as here, so the tests below pin where the output goes, not where each event is
/// reduced.
extension FeedbackThreadSafetyTests {
    /// Where each step of a system ran: on its queue, or elsewhere.
    final class PlacesLog: @unchecked Sendable {
        // @unchecked: `offQueue` is only touched under `lock`.
        private let lock = NSLock()
        private var offQueue: [String] = []
        private let queue: RecognisableQueue

        init(_ queue: RecognisableQueue) {
            self.queue = queue
        }

        func check(_ step: String) {
            if !queue.isCurrent {
                lock.withLock { offQueue.append(step) }
            }
        }

        /// The steps that ran off the queue.
        var stepsOffQueue: [String] {
            lock.withLock { offQueue }
        }
    }

    /// Counts 80 "tick" events sent by background threads (a raw feedback) and 5 "effect" events,
    /// each sent by an effect from a background thread once the previous one was counted, while a
    /// binding watches; every step logs where it ran.
    private static func runCounter(on queue: RecognisableQueue, scheduler: any ImmediateSchedulerType) -> [String] {
        let places = PlacesLog(queue)
        let ticks = Handoff(PublishSubject<String>())
        let reached = DispatchSemaphore(value: 0)
        let workers = BackgroundWorkers()
        do {
            let system = Observable.system(
                initialState: (ticks: 0, effects: 0),
                reduce: { (count: (ticks: Int, effects: Int), event: String) in
                    places.check("reduce")
                    return event == "tick" ? (count.ticks + 1, count.effects) : (count.ticks, count.effects + 1)
                },
                scheduler: scheduler,
                feedback: { _ in ticks.value.asObservable() },
                react(
                    request: { $0.effects < 5 ? $0.effects : nil },
                    effects: { _ in
                        Observable<String>.create { observer in
                            let send = Handoff(observer)
                            workers.run { send.value.onNext("effect") }
                            return Disposables.create()
                        }
                    }
                ),
                bind { state in
                    Bindings(
                        subscriptions: [state.subscribe(onNext: { _ in places.check("binding") })],
                        events: [Observable<String>]())
                }
            )
            let subscription = system.subscribe(onNext: { count in
                places.check("output")
                if count == (80, 5) { reached.signal() }
            })
            queue.drain()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<20 {
                    // One sender at a time: a subject's observers must not be called concurrently.
                    ticksLock.withLock { ticks.value.onNext("tick") }
                }
            }
            #expect(reached.waitOrHang())
            subscription.dispose()
        }
        workers.drain()
        queue.drain()
        queue.drain()
        return places.stepsOffQueue
    }

    private static let ticksLock = NSLock()

    @Test func theOutputIsOnASerialQueueSchedulerWhileARawFeedbacksEventsAreReducedElsewhere() {
        let queue = RecognisableQueue(DispatchQueue(label: "feedback.state-thread"))
        let offQueue = Self.runCounter(on: queue, scheduler: SerialDispatchQueueScheduler(serialQueue: queue.queue))
        #expect(!offQueue.contains("output"))
        #expect(offQueue.contains("reduce"), "the raw feedback's ticks are reduced on their threads")
    }

    @Test func theOutputIsOnTheMainQueueWithTheMainScheduler() {
        let main = RecognisableQueue(DispatchQueue.main)
        let offQueue = Self.runCounter(on: main, scheduler: MainScheduler.instance)
        #expect(!offQueue.contains("output"))
        #expect(offQueue.contains("reduce"), "the raw feedback's ticks are reduced on their threads")
    }
}
