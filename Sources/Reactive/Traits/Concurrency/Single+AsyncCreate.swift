extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a `Single` from an `async` function, run in a new task for each subscription.
    ///
    /// ```swift
    /// let user = Single<User>.create { try await api.user(id: 42) }
    /// ```
    ///
    /// The function's result is the single's element, its error the single's failure. Disposing the
    /// subscription cancels the task and drops the observer at once, so a result that arrives later
    /// is ignored.
    ///
    /// - Parameters:
    ///   - detached: Runs the function in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - work: The function whose result the single delivers.
    /// - Returns: The single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        // The same task per subscription as `Observable.create`'s async form; the one element and
        // the completion become the single's success.
        Observable<Element>.runAsync(detached: detached, priority: priority) { observer in
            observer(try await work())
        }
        .asSingle()
    }
}
