import ReactiveTesting

@testable import Reactive

/// Subscribes to what `create` makes on a fresh `TestScheduler` (at 200, disposing at 1000) and
/// returns the recorded events; a scheduler runs only once, so each timeline gets its own.
func run<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> [Recorded<Event<Source.Element>>] {
    TestScheduler(initialClock: 0).start(create).events
}

/// The same as `run(_:)`, for sequences that need the scheduler itself.
func run<Source: ObservableConvertibleType>(_ create: @escaping (TestScheduler) -> Source)
    -> [Recorded<Event<Source.Element>>]
{
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { create(scheduler) }.events
}

/// A one-way signal between threads and tasks, awaited without sleeping.
final class AsyncSignal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func fire() {
        continuation.yield()
    }

    /// Waits for one `fire()`, whether it happened before or after this call.
    func wait() async {
        for await _ in stream { return }
    }
}

/// Runs `body` with drivers and signals delivering on a fresh `TestScheduler`.
///
/// Without the processing delay, a hop through the scheduler costs no tick, which is how RxCocoa's
/// own tests see `MainScheduler` on the main thread (it runs the hop inline there), so ported
/// timelines keep RxCocoa's ticks. Pass `processingDelay: true` to see each hop as one tick.
func withSharingScheduler(processingDelay: Bool = false, _ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: processingDelay)
    try SharingScheduler.mock(scheduler: scheduler) { try body(scheduler) }
}

/// A sharing scheduler that runs every action at once, so a driver's hops are synchronous.
final class InlineScheduler: SchedulerType {
    var now: RxTime { RxTime(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        action(state)
    }
}
