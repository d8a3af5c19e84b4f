/// A value that is not `Sendable` (an observer, a class of the Rx side), handed to tasks that run on
/// the one scheduler the value belongs to: tasks that prefer a `SchedulerExecutor` of it, or code
/// already on that scheduler.
///
/// The compiler cannot see that every use happens on one scheduler's thread; this type says so in
/// one place, in the runtime, so that feature code bridging Rx and async/await holds no
/// `@unchecked Sendable` of its own.
package struct SchedulerBound<Value>: @unchecked Sendable {
    // invariant: `value` is used only on the scheduler it belongs to (see the type's comment).
    package let value: Value

    /// Binds `value` to the scheduler the caller runs on and hands it to.
    package init(_ value: Value) {
        self.value = value
    }
}
