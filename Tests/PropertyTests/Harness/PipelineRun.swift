import Reactive
import ReactiveTesting

/// Everything one run of a case produced: the recorded output, every testable observable's
/// subscriptions, the runtime resources still alive afterwards and the anomalies reported.
struct PipelineOutcome<Output> {
    var events: [Recorded<Event<Output>>] = []
    var subscriptions: [(name: String, subscriptions: [Subscription])] = []
    var leaked: Int32 = 0
    var anomalies: [Anomaly] = []
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

/// Collects the anomalies reported on the running task; a `LockedValue` because the hook is `@Sendable`.
final class AnomalyCollector: Sendable {
    private let anomalies = LockedValue<[Anomaly]>([])

    func append(_ anomaly: Anomaly) {
        anomalies.withLock { $0.append(anomaly) }
    }

    var all: [Anomaly] {
        anomalies.withLock { $0 }
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
            Hooks.withAnomalyHandler({ anomalies.append($0) }) {
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

    /// Builds the case's pipeline once at 100, applies `finish`, and subscribes one recording
    /// observer to the result per entry of `subscriptions`, each subscribed and disposed at its own
    /// times; returns what each recorded and every testable observable's subscriptions.
    static func runSubscribers(
        _ pipelineCase: PipelineCase,
        subscriptions: [(subscribe: TestTime, dispose: TestTime)],
        finish: @escaping (Observable<Int>) -> Observable<Int> = { $0 }
    ) -> (events: [Events], subscriptions: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let subscribers = subscriptions.map { _ in
            DisposingSubscriber<Int>(scheduler: scheduler, disposeAfterEvents: nil)
        }
        var testables: [TestableObservable<Int>] = []
        var built: Observable<Int>?
        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            let source = pipelineCase.source.make(on: scheduler)
            testables.append(source)
            built = finish(pipelineCase.build(source.asObservable(), scheduler: scheduler) { testables.append($1) })
        }
        for (subscriber, times) in zip(subscribers, subscriptions) {
            scheduler.scheduleAt(times.subscribe) { built.map(subscriber.subscribe(to:)) }
        }
        for (subscriber, times) in zip(subscribers, subscriptions) {
            scheduler.scheduleAt(times.dispose) { subscriber.dispose() }
        }
        scheduler.start()
        return (subscribers.map(\.observer.events), testables.map(\.subscriptions))
    }

    /// Runs the case's pipeline as generated.
    static func run(_ pipelineCase: PipelineCase) -> PipelineOutcome<Int> {
        run(pipelineCase) { built, _ in built }
    }
}
