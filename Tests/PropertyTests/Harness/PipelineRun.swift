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
                let observer = scheduler.start(disposed: pipelineCase.disposal) {
                    let source = pipelineCase.source.make(on: scheduler)
                    testables.append(("xs", source))
                    let built = pipelineCase.build(source.asObservable(), scheduler: scheduler) {
                        testables.append(($0, $1))
                    }
                    return finish(built, scheduler)
                }
                outcome.events = observer.events
                outcome.subscriptions = testables.map { ($0.0, $0.1.subscriptions) }
            }
        }
        outcome.anomalies = anomalies.all
        return outcome
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

    /// Every subscription any testable observable recorded has ended, no later than the
    /// disposal or the output's stop event, and none started after that.
    static func subscriptionsEnded<Output>(_ outcome: PipelineOutcome<Output>, disposal: TestTime) -> String? {
        let stop = outcome.events.first { $0.value.isStopEvent }?.time
        let end = min(disposal, stop ?? disposal)
        let reason = stop.map { $0 < disposal ? "the output's stop event at \($0)" : "the disposal at \(disposal)" }
        for (name, subscriptions) in outcome.subscriptions {
            for subscription in subscriptions {
                if subscription.unsubscribe == Int.max {
                    return "\(name): subscription \(subscription.debugDescription) was never disposed"
                }
                if subscription.unsubscribe > end || subscription.subscribe > end {
                    return
                        "\(name): subscription \(subscription.debugDescription) outlives \(reason ?? "the disposal at \(end)")"
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
