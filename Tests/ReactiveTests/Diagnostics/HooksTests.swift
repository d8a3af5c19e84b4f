import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct HooksTests {
    @Test func scopedAnomalyHandlerReceivesOnlyItsOwnScope() {
        let inner = AnomalyLog()
        Hooks.withAnomalyHandler(inner.record) {
            Hooks.report(.bindingError, "inside")
        }
        #expect(inner.messages == ["inside"])
    }

    @Test func anomalyDescriptionIsItsMessage() {
        let anomaly = Anomaly(kind: .concurrentDelivery, message: "two threads")
        #expect(anomaly.description == "two threads")
        #expect(Anomaly.Kind.reentrantDelivery.rawValue == "reentrantDelivery")
    }
}
