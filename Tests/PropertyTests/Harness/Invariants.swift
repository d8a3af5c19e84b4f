import Reactive
import ReactiveTesting

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

    /// The only errors a case can produce are the ones it generated (`PropertyError`), a timeout,
    /// and — with `allowingSequenceErrors` — `asSingle`'s and `asMaybe`'s; any other error
    /// (`RxError.argumentOutOfRange`, `.disposed`, …) comes from the runtime itself.
    static func onlyGeneratedErrors<Element>(
        _ events: [Recorded<Event<Element>>],
        allowingSequenceErrors: Bool = false
    ) -> String? {
        for recorded in events {
            guard let error = recorded.value.error else { continue }
            if error is PropertyError { continue }
            switch error as? RxError {
            case .timeout?: continue
            case .noElements?, .moreThanOneElement?: if allowingSequenceErrors { continue }
            default: break
            }
            return "\(recorded.debugDescription) is not an error the case generated"
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
    ///
    /// Steps that dispose on a scheduler (`subscribe(on:)`) may end their upstream subscriptions
    /// — and, until then, let their upstream start new ones — `disposalLag` ticks later, by design.
    static func subscriptionsEnded<Output>(
        _ outcome: PipelineOutcome<Output>,
        disposal: TestTime,
        disposalLag: TestTime = 0
    ) -> String? {
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
                if subscription.unsubscribe > end + disposalLag || subscription.subscribe > end + disposalLag {
                    return "\(name): subscription \(subscription.debugDescription) outlives \(reason)"
                }
            }
        }
        return nil
    }

    /// Nothing created by the case is alive and no anomaly was reported — except, when
    /// `allowingReentrancy`, re-entrant delivery: a pipeline that shares its source through a
    /// subject and resubscribes from inside that subject's delivery (`share` then `concat`)
    /// feeds a synchronous source back into the subject, a genuine feedback cycle that the
    /// runtime rightly reports.
    static func clean<Output>(_ outcome: PipelineOutcome<Output>, allowingReentrancy: Bool = false) -> String? {
        if outcome.leaked != 0 {
            return "\(outcome.leaked) runtime resource(s) still alive after the case"
        }
        let reported = outcome.anomalies.filter { !(allowingReentrancy && $0.kind == .reentrantDelivery) }
        if let anomaly = reported.first {
            return "anomaly reported: \(anomaly)"
        }
        return nil
    }
}
