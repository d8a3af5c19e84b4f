/// A misuse of a `VirtualTimeScheduler` that it refuses instead of stopping the program.
///
/// RxSwift stops the program in these cases; here they are thrown so a test can report them as an
/// ordinary failure and carry on with the next test.
public enum VirtualTimeSchedulerError: Error, Equatable, CustomStringConvertible {
    /// `advanceTo` was asked to move the clock back from `clock` to `target`.
    case cannotAdvanceIntoPast(target: String, clock: String)
    /// `sleep` was given a negative span, which would move the clock back from `clock` to `target`.
    case cannotSleepIntoPast(target: String, clock: String)
    /// `advanceTo` was called from an action that the scheduler itself is running.
    case alreadyRunning

    /// A sentence that says what was refused and why.
    public var description: String {
        switch self {
        case .cannotAdvanceIntoPast(let target, let clock):
            return "VirtualTimeScheduler cannot advance to \(target): the clock is already at \(clock)"
        case .cannotSleepIntoPast(let target, let clock):
            return "VirtualTimeScheduler cannot sleep back to \(target): the clock is already at \(clock)"
        case .alreadyRunning:
            return "VirtualTimeScheduler.advanceTo was called while the scheduler is running its queue"
        }
    }
}
