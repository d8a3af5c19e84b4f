@testable import Reactive

/// Records the anomalies reported inside `Hooks.withAnomalyHandler`.
final class AnomalyLog: @unchecked Sendable {
    // @unchecked: `anomalies` is only touched under `lock`.
    private let lock = Lock()
    private var anomalies: [Anomaly] = []

    var record: @Sendable (Anomaly) -> Void {
        { [self] anomaly in lock.withLock { anomalies.append(anomaly) } }
    }

    var kinds: [Anomaly.Kind] {
        lock.withLock { anomalies.map(\.kind) }
    }

    var messages: [String] {
        lock.withLock { anomalies.map(\.message) }
    }
}
