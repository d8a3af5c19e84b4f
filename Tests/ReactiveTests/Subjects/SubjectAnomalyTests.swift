import Reactive
import ReactiveTesting
import Testing

/// Element types that exist only here, so recorded anomalies can be told apart from anomalies of
/// other tests by the subject's name in the message.
private struct ReentrantPublish: CustomStringConvertible {
    let value: Int
    var description: String { "\(value)" }
}
private struct ReentrantBehavior {}
private struct ReentrantReplay {}
private struct ReentrantAsync {}

/// Hooks are global: every test that swaps `Hooks.anomalyHandler` lives in this serialized suite.
@Suite(.serialized, .leakChecked) struct SubjectAnomalyTests {
    /// Runs `body` with a recording anomaly handler and returns the anomalies whose message
    /// contains `marker`.
    private func anomalies(containing marker: String, during body: () -> Void) -> [Anomaly] {
        let recorded = LockedValue<[Anomaly]>([])
        let previous = Hooks.anomalyHandler
        Hooks.anomalyHandler = { anomaly in recorded.withLock { $0.append(anomaly) } }
        body()
        Hooks.anomalyHandler = previous
        return recorded.value.filter { $0.message.contains(marker) }
    }

    @Test func reentrantOnNextIntoPublishSubjectIsReported() {
        expectNoLeaks {
            let subject = PublishSubject<ReentrantPublish>()
            var received: [Int] = []
            let reported = anomalies(containing: "PublishSubject<") {
                let subscription = subject.subscribe(onNext: { element in
                    received.append(element.value)
                    if element.value == 1 { subject.onNext(ReentrantPublish(value: 2)) }
                })
                subject.onNext(ReentrantPublish(value: 1))
                subscription.dispose()
            }
            .filter { $0.message.contains("ReentrantPublish") }
            #expect(reported.map(\.kind) == [.reentrantDelivery])
            // Reporting is diagnostic only: the nested element is still delivered.
            #expect(received == [1, 2])
        }
    }

    @Test func reentrantOnIntoEverySubjectIsReported() {
        expectNoLeaks {
            let behavior = BehaviorSubject(value: ReentrantBehavior())
            let replay = ReplaySubject<ReentrantReplay>.create(bufferSize: 1)
            let async = AsyncSubject<ReentrantAsync>()
            var reentered = false
            let behaviorReports = anomalies(containing: "ReentrantBehavior") {
                let subscription = behavior.skipFirstThen { behavior.onNext(ReentrantBehavior()) }
                behavior.onNext(ReentrantBehavior())
                subscription.dispose()
            }
            let replayReports = anomalies(containing: "ReentrantReplay") {
                let subscription = replay.subscribe(onNext: { _ in
                    if !reentered {
                        reentered = true
                        replay.onNext(ReentrantReplay())
                    }
                })
                replay.onNext(ReentrantReplay())
                subscription.dispose()
            }
            let asyncReports = anomalies(containing: "ReentrantAsync") {
                let subscription = async.subscribe(onNext: { _ in async.onCompleted() })
                async.onNext(ReentrantAsync())
                async.onCompleted()
                subscription.dispose()
            }
            #expect(behaviorReports.map(\.kind) == [.reentrantDelivery])
            #expect(replayReports.map(\.kind) == [.reentrantDelivery])
            #expect(asyncReports.map(\.kind) == [.reentrantDelivery])
        }
    }

    @Test func serialEmissionIsNotReported() {
        expectNoLeaks {
            let subject = PublishSubject<ReentrantPublish>()
            let reported = anomalies(containing: "ReentrantPublish") {
                let subscription = subject.subscribe(onNext: { _ in })
                for value in 0..<10 { subject.onNext(ReentrantPublish(value: value)) }
                subject.onCompleted()
                subscription.dispose()
            }
            #expect(reported.isEmpty)
        }
    }

    @Test func errorBoundToARelayIsReportedAndNotForwarded() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let relay = PublishRelay<Int>()
            let behaviorRelay = BehaviorRelay(value: 0)
            let replayRelay = ReplayRelay<Int>.createUnbound()
            var received: [Int] = []
            let reported = anomalies(containing: "relay-bound failure") {
                let subscription = relay.subscribe(onNext: { received.append($0) })
                let bindings = [
                    source.bind(to: relay), source.bind(to: behaviorRelay), source.bind(to: replayRelay),
                ]
                source.onNext(1)
                source.onError(TestError("relay-bound failure"))
                relay.accept(2)
                for binding in bindings { binding.dispose() }
                subscription.dispose()
            }
            #expect(reported.map(\.kind) == [.bindingError, .bindingError, .bindingError])
            #expect(received == [1, 2])
            #expect(behaviorRelay.value == 1)
        }
    }
}

extension BehaviorSubject {
    /// Subscribes an observer that runs `action` on the first element after the replayed one.
    fileprivate func skipFirstThen(_ action: @escaping () -> Void) -> any Disposable {
        var seen = 0
        return subscribe(onNext: { _ in
            seen += 1
            if seen == 2 { action() }
        })
    }
}
