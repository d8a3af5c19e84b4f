/// What an `async` `create` body sends its elements through: call it with an element (or use
/// `onNext`), as RxSwift's observers are called.
///
/// The body ends the sequence by returning (completed) or throwing (failed); there is no way to
/// send a stop event by hand, so the sequence's grammar holds whatever the body does. After the
/// subscription is disposed, sending does nothing and the body's task is cancelled.
public struct ElementObserver<Element> {
    let job: AsyncCreateJob<Element>

    /// Sends `element` to the subscriber, unless the subscription was disposed.
    public func callAsFunction(_ element: Element) {
        job.send(.next(element))
    }

    /// Sends `element` to the subscriber, unless the subscription was disposed.
    public func onNext(_ element: Element) {
        job.send(.next(element))
    }

    /// Whether the subscription was disposed: the body may stop early (its task is cancelled too,
    /// so `Task.isCancelled` says the same).
    public var isDisposed: Bool {
        job.isStopped
    }
}

// Handing the observer to a child task is as safe as its elements are.
extension ElementObserver: @unchecked Sendable where Element: Sendable {}

extension Observable {
    /// Runs `body` in a task per subscription, as `create` runs its subscribe closure, and sends
    /// what it sends; its return completes the sequence and its error fails it.
    ///
    /// - Parameters:
    ///   - detached: Runs the body in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - body: The async function that produces the elements.
    /// - Returns: The sequence.
    static func runAsync(
        detached: Bool, priority: TaskPriority?,
        body: @Sendable @escaping (ElementObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            let job = AsyncCreateJob(observer: observer)
            let runnable = AsyncCreateRun(job: job, body: body)
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

/// One subscription's link from an `async` body to its observer: `stop()` (disposal) cuts it for
/// good, so nothing the body sends afterwards reaches the subscriber.
final class AsyncCreateJob<Element>: @unchecked Sendable {
    // @unchecked: `observer` is only read and cleared under `lock`, and called outside it by the
    // body's task, one event at a time.
    private let lock = Lock()
    private var observer: AnyObserver<Element>?

    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    var isStopped: Bool {
        lock.withLock { observer == nil }
    }

    /// Forwards `event`; a stop event also cuts the link.
    func send(_ event: Event<Element>) {
        let target = lock.withLock {
            let target = observer
            if event.isStopEvent { observer = nil }
            return target
        }
        target?.on(event)
    }

    func stop() {
        let dropped = lock.withLock {
            let dropped = observer
            observer = nil
            return dropped
        }
        // Released outside the lock: the observer may hold the downstream chain.
        _ = dropped
    }
}

/// The task's work: the body, then the stop event its outcome means.
private struct AsyncCreateRun<Element>: @unchecked Sendable {
    // @unchecked: the job is thread-safe and the body is `@Sendable`.
    let job: AsyncCreateJob<Element>
    let body: @Sendable (ElementObserver<Element>) async throws -> Void

    func run() async {
        do {
            try await body(ElementObserver(job: job))
            job.send(.completed)
        } catch {
            // After a disposal the link is cut, so a `CancellationError` goes nowhere.
            job.send(.error(error))
        }
    }
}

extension ObservableType {
    /// Creates a sequence from an `async` function that sends elements, run in a new task for each
    /// subscription: nobody has to make a `Task` inside `create` and keep its observer.
    ///
    /// ```swift
    /// let pages = Observable<Page>.create { observer in
    ///     var next: URL? = firstPage
    ///     while let url = next {
    ///         let page = try await api.page(url)
    ///         observer(page)
    ///         next = page.next
    ///     }
    /// }
    /// ```
    ///
    /// The sequence completes when the function returns and fails with what it throws. Disposing
    /// the subscription cancels the task and cuts the observer at once, so nothing the function
    /// sends later arrives, and its `CancellationError` is not reported.
    ///
    /// - Parameters:
    ///   - detached: Runs the function in a detached task rather than one that inherits the
    ///     subscriber's priority and task-local values.
    ///   - priority: The priority of the task.
    ///   - body: The function; it sends elements through its argument.
    /// - Returns: The sequence.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        _ body: @Sendable @escaping (ElementObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.runAsync(detached: detached, priority: priority, body: body)
    }
}
