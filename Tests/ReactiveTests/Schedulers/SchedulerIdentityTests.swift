import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// `SchedulerIdentity` recognises schedulers by exact dynamic type, which is only right while no
/// other class derives from the ones it names; these pin every scheduler of the module to its answer,
/// as the casts they replace (`is CurrentThreadScheduler`, `as? SerialDispatchQueueScheduler`,
/// `is MainScheduler`) would give it.
@Suite struct SchedulerIdentityTests {
    /// A scheduler of the user's own, as a struct.
    struct InlineScheduler: ImmediateSchedulerType {
        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
            -> any Disposable
        {
            action(state)
        }
    }

    static var everyScheduler: [(name: String, scheduler: any ImmediateSchedulerType)] {
        [
            ("CurrentThreadScheduler.instance", CurrentThreadScheduler.instance),
            ("MainScheduler.instance", MainScheduler.instance),
            ("MainScheduler.asyncInstance", MainScheduler.asyncInstance),
            ("SerialDispatchQueueScheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "identity")),
            ("ConcurrentDispatchQueueScheduler", ConcurrentDispatchQueueScheduler(qos: .default)),
            ("OperationQueueScheduler", OperationQueueScheduler(operationQueue: OperationQueue())),
            ("ImmediateScheduler", ImmediateScheduler.instance),
            ("HistoricalScheduler", HistoricalScheduler()),
            ("TestScheduler", TestScheduler(initialClock: 0)),
            ("a user's struct scheduler", InlineScheduler()),
        ]
    }

    @Test func eachSchedulerIsRecognisedAsACastWouldRecogniseIt() {
        for (name, scheduler) in Self.everyScheduler {
            #expect(
                SchedulerIdentity.isTrampoline(scheduler) == (scheduler is CurrentThreadScheduler),
                "isTrampoline(\(name))"
            )
            #expect(SchedulerIdentity.isMain(scheduler) == (scheduler is MainScheduler), "isMain(\(name))")
            let expected = scheduler as? SerialDispatchQueueScheduler
            let recognised = SchedulerIdentity.serialQueue(scheduler)
            #expect(recognised === expected, "serialQueue(\(name))")
        }
    }

    @Test func theSpecialSchedulersAreAmongThoseChecked() {
        let schedulers = Self.everyScheduler.map(\.scheduler)
        #expect(schedulers.filter { SchedulerIdentity.isTrampoline($0) }.count == 1)
        #expect(schedulers.filter { SchedulerIdentity.isMain($0) }.count == 1)
        #expect(schedulers.filter { SchedulerIdentity.serialQueue($0) != nil }.count == 3)
    }
}
