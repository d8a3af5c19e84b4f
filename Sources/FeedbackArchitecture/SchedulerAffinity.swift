import Reactive

/// A scheduler all of whose work runs on the one thread that drives it, so whatever calls into a
/// feedback loop while it is in use is already on it.
///
/// Virtual-time schedulers are like that: `start()` and `advanceTo(_:)` run every action on the
/// calling thread, and a test drives them from one thread.
protocol DrivenFromOneThread {}

extension VirtualTimeScheduler: DrivenFromOneThread {}

extension ImmediateSchedulerType {
    /// Whether an event arriving anywhere is already on this scheduler, so the loop may reduce it
    /// at once instead of scheduling the reduction.
    var isAlwaysCurrent: Bool {
        self is any DrivenFromOneThread
    }

    /// The scheduler feedbacks hop their events through: this one, except that
    /// `MainScheduler.instance`-style schedulers, which run work inline when called on the main
    /// queue, are replaced by `MainScheduler.asyncInstance`, which always enqueues (so an effect
    /// that emits while it is being started can still be cancelled before its event is reduced).
    var enqueueing: any ImmediateSchedulerType {
        self is MainScheduler ? MainScheduler.asyncInstance : self
    }
}
