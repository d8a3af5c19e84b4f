extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a `Maybe` from an `async` function, run in a new task for each subscription: a
    /// returned element is the maybe's success, nil its completion without one, an error its
    /// failure.
    ///
    /// ```swift
    /// let cached = Maybe<User>.create { try await cache.user(id: 42) }
    /// ```
    ///
    /// Disposing the subscription cancels the task and drops the observer at once.
    ///
    /// - Parameters:
    ///   - detached: Runs the function in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - work: The function whose result the maybe delivers.
    /// - Returns: The maybe.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element?
    ) -> Maybe<Element> {
        Observable<Element>.runAsync(detached: detached, priority: priority) { observer in
            if let element = try await work() { observer(element) }
        }
        .asMaybe()
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Creates a `Completable` from an `async` function, run in a new task for each subscription:
    /// its return completes the completable and its error fails it.
    ///
    /// ```swift
    /// let saved = Completable.create { try await store.save(draft) }
    /// ```
    ///
    /// Disposing the subscription cancels the task and drops the observer at once.
    ///
    /// - Parameters:
    ///   - detached: Runs the function in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - work: The function to run.
    /// - Returns: The completable.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Void
    ) -> Completable {
        Observable<Never>.runAsync(detached: detached, priority: priority) { _ in try await work() }
            .asCompletable()
    }
}
