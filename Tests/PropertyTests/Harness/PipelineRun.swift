import Reactive
import ReactiveTesting
import Synchronization

/// Everything one run of a case produced: the recorded output, every testable observable's
/// subscriptions, the runtime resources still alive afterwards and the anomalies reported.
struct PipelineOutcome<Output> {
    var events: [Recorded<Event<Output>>] = []
    var subscriptions: [(name: String, subscriptions: [Subscription])] = []
    var leaked: Int32 = 0
    var anomalies: [String] = []
    /// When the subscriber disposed from inside `on(_:)`: the time, and how many events it had
    /// received when it called `dispose()`.
    var reentrantDisposal: (time: TestTime, events: Int)?
}

/// The subscriber of a case: records every event and, if asked, disposes its own subscription
/// from inside `on(_:)` after a number of events — or right after `subscribe` returns, if that
/// many arrived synchronously before there was a subscription to dispose.
final class DisposingSubscriber<Element>: ObserverType {
    let observer: TestableObserver<Element>
    private let scheduler: TestScheduler
    private let disposeAfterEvents: Int?
    private var subscription: (any Disposable)?
    private var disposeWhenSubscribed = false
    private(set) var reentrantDisposal: (time: TestTime, events: Int)?

    init(scheduler: TestScheduler, disposeAfterEvents: Int?) {
        self.scheduler = scheduler
        self.observer = scheduler.createObserver(Element.self)
        self.disposeAfterEvents = disposeAfterEvents
    }

    func on(_ event: Event<Element>) {
        observer.on(event)
        guard observer.events.count == disposeAfterEvents else { return }
        if let subscription {
            dispose(subscription)
        } else {
            disposeWhenSubscribed = true
        }
    }

    func subscribe(to source: Observable<Element>) {
        let subscription = source.subscribe(self)
        if disposeWhenSubscribed {
            dispose(subscription)
        } else {
            self.subscription = subscription
        }
    }

    /// The disposal at the case's disposal time.
    func dispose() {
        subscription?.dispose()
        subscription = nil
    }

    private func dispose(_ subscription: any Disposable) {
        reentrantDisposal = (scheduler.clock, observer.events.count)
        self.subscription = nil
        subscription.dispose()
    }
}

/// Collects the anomalies reported on the running task; a `Mutex` because the hook is `@Sendable`.
final class AnomalyCollector: Sendable {
    private let messages = Mutex<[String]>([])

    func append(_ message: String) {
        messages.withLock { $0.append(message) }
    }

    var all: [String] {
        messages.withLock { $0 }
    }
}

enum PipelineRun {
    /// Runs `pipelineCase` on a fresh `TestScheduler` with `start`'s default creation and
    /// subscription times (100 and 200) and the case's disposal time, applying `finish` after
    /// the generated steps, inside `Resources.countLive` and a scoped anomaly handler.
    static func run<Output>(
        _ pipelineCase: PipelineCase,
        finish: @escaping (Observable<Int>, TestScheduler) -> Observable<Output>
    ) -> PipelineOutcome<Output> {
        var outcome = PipelineOutcome<Output>()
        let anomalies = AnomalyCollector()
        outcome.leaked = Resources.countLive {
            Hooks.withAnomalyHandler({ anomalies.append($0.message) }) {
                let scheduler = TestScheduler(initialClock: 0)
                var testables: [(String, TestableObservable<Int>)] = []
                let subscriber = DisposingSubscriber<Output>(
                    scheduler: scheduler, disposeAfterEvents: pipelineCase.disposeAfterEvents)
                var built: Observable<Output>?
                // The same three actions, in the same order, as `TestScheduler.start`.
                scheduler.scheduleAt(TestScheduler.Defaults.created) {
                    let source = pipelineCase.source.make(on: scheduler)
                    testables.append(("xs", source))
                    let steps = pipelineCase.build(source.asObservable(), scheduler: scheduler) {
                        testables.append(($0, $1))
                    }
                    built = finish(steps, scheduler)
                }
                scheduler.scheduleAt(TestScheduler.Defaults.subscribed) { built.map(subscriber.subscribe(to:)) }
                scheduler.scheduleAt(pipelineCase.disposal) {
                    subscriber.dispose()
                    built = nil
                }
                scheduler.start()
                outcome.events = subscriber.observer.events
                outcome.reentrantDisposal = subscriber.reentrantDisposal
                outcome.subscriptions = testables.map { ($0.0, $0.1.subscriptions) }
            }
        }
        outcome.anomalies = anomalies.all
        return outcome
    }

    /// Builds the case's pipeline once at 100 and subscribes one recording observer to it per
    /// entry of `subscriptions`, each subscribed and disposed at its own times; returns what each
    /// recorded.
    static func runSubscribers(
        _ pipelineCase: PipelineCase,
        subscriptions: [(subscribe: TestTime, dispose: TestTime)]
    ) -> [Events] {
        let scheduler = TestScheduler(initialClock: 0)
        let subscribers = subscriptions.map { _ in
            DisposingSubscriber<Int>(scheduler: scheduler, disposeAfterEvents: nil)
        }
        var built: Observable<Int>?
        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            built = pipelineCase.build(pipelineCase.source.make(on: scheduler).asObservable(), scheduler: scheduler) {
                _, _ in
            }
        }
        for (subscriber, times) in zip(subscribers, subscriptions) {
            scheduler.scheduleAt(times.subscribe) { built.map(subscriber.subscribe(to:)) }
            scheduler.scheduleAt(times.dispose) { subscriber.dispose() }
        }
        scheduler.start()
        return subscribers.map(\.observer.events)
    }

    /// Runs the case's pipeline as generated.
    static func run(_ pipelineCase: PipelineCase) -> PipelineOutcome<Int> {
        run(pipelineCase) { built, _ in built }
    }
}

/// The runtime's contract, checked on one outcome. Each returns nil when it holds, otherwise
/// what is wrong in words.
enum Invariants {
    /// `next* (error | completed)?`, in time order, between the subscription and the disposal.
    static func grammar<Element>(
        _ events: [Recorded<Event<Element>>],
        subscribed: TestTime = TestScheduler.Defaults.subscribed,
        disposal: TestTime
    ) -> String? {
        for (index, recorded) in events.enumerated() {
            if recorded.value.isStopEvent && index != events.count - 1 {
                return "\(events[index + 1].debugDescription) after the stop event \(recorded.debugDescription)"
            }
            if index > 0 && recorded.time < events[index - 1].time {
                return "\(recorded.debugDescription) is earlier than the event before it"
            }
            if recorded.time < subscribed || recorded.time > disposal {
                return "\(recorded.debugDescription) is outside the subscription [\(subscribed), \(disposal)]"
            }
        }
        return nil
    }

    /// Nothing is delivered after the subscriber disposed from inside `on(_:)`.
    static func nothingAfterDisposal<Output>(_ outcome: PipelineOutcome<Output>) -> String? {
        guard let disposal = outcome.reentrantDisposal, outcome.events.count > disposal.events else { return nil }
        let late = outcome.events[disposal.events]
        return "\(late.debugDescription) after the subscriber disposed at \(disposal.time) from inside on(_:)"
    }

    /// Every subscription any testable observable recorded has ended, no later than the
    /// disposal (at the case's time or from inside `on(_:)`) or the output's stop event, and
    /// none started after that.
    static func subscriptionsEnded<Output>(_ outcome: PipelineOutcome<Output>, disposal: TestTime) -> String? {
        var ends: [(time: TestTime, reason: String)] = [(disposal, "the disposal at \(disposal)")]
        if let stop = outcome.events.first(where: { $0.value.isStopEvent }) {
            ends.append((stop.time, "the output's stop event at \(stop.time)"))
        }
        if let inside = outcome.reentrantDisposal {
            ends.append((inside.time, "the disposal from inside on(_:) at \(inside.time)"))
        }
        let (end, reason) = ends.min { $0.time < $1.time } ?? ends[0]
        for (name, subscriptions) in outcome.subscriptions {
            for subscription in subscriptions {
                if subscription.unsubscribe == Int.max {
                    return "\(name): subscription \(subscription.debugDescription) was never disposed"
                }
                if subscription.unsubscribe > end || subscription.subscribe > end {
                    return "\(name): subscription \(subscription.debugDescription) outlives \(reason)"
                }
            }
        }
        return nil
    }

    /// Nothing created by the case is alive and no anomaly was reported.
    static func clean<Output>(_ outcome: PipelineOutcome<Output>) -> String? {
        if outcome.leaked != 0 {
            return "\(outcome.leaked) runtime resource(s) still alive after the case"
        }
        if let anomaly = outcome.anomalies.first {
            return "anomaly reported: \(anomaly)"
        }
        return nil
    }
}
