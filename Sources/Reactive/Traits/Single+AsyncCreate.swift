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
        create { observer in
            let job = AsyncSingleJob(work: work, observer: observer)
            // Type-erased, so the task captures no generic metatype.
            let runnable: any AsyncSingleRunnable = job
            let task =
                detached
                ? Task.detached(priority: priority) { await runnable.run() }
                : Task(priority: priority) { await runnable.run() }
            return Disposables.create {
                job.stop()
                task.cancel()
            }
        }
    }
}

/// Work that a task runs once.
private protocol AsyncSingleRunnable: Sendable {
    func run() async
}

/// One run of an `async` function into a single's observer; `stop()` drops the observer for good.
private final class AsyncSingleJob<Element>: AsyncSingleRunnable, @unchecked Sendable {
    // @unchecked: `work` is `@Sendable` and immutable; `observer` is only read and cleared under
    // `lock`, and called outside it by the one task that runs this.
    private let lock = Lock()
    private let work: @Sendable () async throws -> Element
    private var observer: ((SingleEvent<Element>) -> Void)?

    init(work: @escaping @Sendable () async throws -> Element, observer: @escaping (SingleEvent<Element>) -> Void) {
        self.work = work
        self.observer = observer
    }

    func stop() {
        lock.withLock { observer = nil }
    }

    func run() async {
        let result: SingleEvent<Element>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        let target = lock.withLock {
            let target = observer
            observer = nil
            return target
        }
        target?(result)
    }
}
