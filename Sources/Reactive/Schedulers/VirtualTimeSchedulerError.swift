/// A misuse of a `VirtualTimeScheduler` that `checkedAdvance(to:)` and `checkedSleep(_:)` refuse.
///
/// RxSwift's `advanceTo` moves the clock back when asked to, and stops the program for the other
/// cases; the checked methods throw instead, so a test can report them as an ordinary failure and
/// carry on with the next test.
public enum VirtualTimeSchedulerError: Error, Equatable, CustomStringConvertible {
    /// `checkedAdvance(to:)` was asked to move the clock back from `clock` to `target`.
    case cannotAdvanceIntoPast(target: String, clock: String)
    /// `checkedSleep(_:)` was given a negative span, which would move the clock back from `clock` to `target`.
    case cannotSleepIntoPast(target: String, clock: String)
    /// `checkedAdvance(to:)` was called from an action that the scheduler itself is running.
    case alreadyRunning

    /// A sentence that says what was refused and why.
    public var description: String {
        switch self {
        case .cannotAdvanceIntoPast(let target, let clock):
            return "VirtualTimeScheduler cannot advance to \(target): the clock is already at \(clock)"
        case .cannotSleepIntoPast(let target, let clock):
            return "VirtualTimeScheduler cannot sleep back to \(target): the clock is already at \(clock)"
        case .alreadyRunning:
            return "VirtualTimeScheduler.checkedAdvance(to:) was called while the scheduler is running its queue"
        }
    }
}
