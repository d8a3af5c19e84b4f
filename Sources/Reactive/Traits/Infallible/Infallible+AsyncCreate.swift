extension InfallibleType {
    /// Creates an infallible sequence from an `async` function that sends elements and cannot
    /// fail, run in a new task for each subscription; its return completes the sequence.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     for tick in 1...3 {
    ///         await clock.tick()
    ///         observer(tick)
    ///     }
    /// }
    /// ```
    ///
    /// Disposing the subscription cancels the task and cuts the observer at once.
    ///
    /// - Parameters:
    ///   - detached: Runs the function in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - body: The function; it sends elements through its argument.
    /// - Returns: The infallible sequence.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        _ body: @Sendable @escaping (ElementObserver<Element>) async -> Void
    ) -> Infallible<Element> {
        Infallible(Observable.runAsync(detached: detached, priority: priority) { observer in await body(observer) })
    }
}
