/// Chooses the scheduler `Driver` and `Signal` deliver on: a `MainScheduler`, or a test's scheduler.
///
/// Tests replace it for the duration of a closure, so drivers built inside run in virtual time:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let res = scheduler.start { Driver.just(1) }
///     // res.events == [.next(201, 1), .completed(202)]
/// }
/// ```
///
/// A shared sequence reads the scheduler when it is built, so build it inside the closure. The
/// replacement is scoped to the calling task (or thread) and the tasks it starts, unlike RxCocoa's
/// process-wide one, so tests running in parallel each see their own scheduler.
public enum SharingScheduler {
    /// Makes the scheduler for a shared sequence being built: a new `MainScheduler` unless mocked.
    public static var make: () -> any SchedulerType {
        if let mocked = mockedMake {
            return mocked.make
        }
        return { MainScheduler() }
    }

    /// Runs `action` with shared sequences built inside it delivering on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use, typically a `TestScheduler`.
    ///   - action: The code that builds and runs the shared sequences.
    public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the scheduler of each shared sequence built inside it.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes a scheduler each time a shared sequence is built.
    ///   - action: The code that builds and runs the shared sequences.
    public static func mock(makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Void) rethrows {
        try $mockedMake.withValue(MockedMake(make: makeScheduler), operation: action)
    }

    @TaskLocal private static var mockedMake: MockedMake?
}

/// A mocked scheduler factory carried in a task-local value.
private struct MockedMake: @unchecked Sendable {
    // @unchecked: the factory is only called by code running inside `mock`'s closure (or tasks it
    // started), which is where a test builds its shared sequences.
    let make: () -> any SchedulerType
}
