extension ObservableConvertibleType {
    /// The elements as an asynchronous sequence, for `for try await` loops.
    ///
    /// ```swift
    /// for try await result in search.results.values {
    ///     show(result)
    /// }
    /// ```
    ///
    /// As in RxSwift, the source is subscribed when `values` is read, and its events are buffered
    /// until the loop takes them. The loop ends when the source completes and throws the source's
    /// error. Cancelling the iterating task disposes the subscription; the loop still gets the
    /// elements already buffered, then the source's end if it had ended, else it throws
    /// `CancellationError`. Leaving the loop early also disposes the subscription.
    public var values: AsyncObservableSequence<Element> {
        AsyncObservableSequence(source: asObservable())
    }
}

/// The elements of an observable sequence as an `AsyncSequence` that can throw the sequence's error.
///
/// Made by `values`, which subscribes once; every iterator of one sequence takes from that
/// subscription, as the iterators of one `AsyncThrowingStream` do. Elements need not be
/// `Sendable`, because each is handed to the iterating task's isolation exactly once.
public struct AsyncObservableSequence<Element>: AsyncSequence {
    /// The error the loop can throw: the source's error, or `CancellationError`.
    public typealias Failure = any Swift.Error

    private let owner: AsyncBridgeOwner<Element>

    /// Subscribes to `source`.
    init(source: Observable<Element>) {
        owner = AsyncBridgeOwner(source: source)
    }

    /// Creates an iterator over the subscription `values` made.
    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: owner)
    }

    /// Iterates one subscription of the source.
    public struct Iterator: AsyncIteratorProtocol {
        private let owner: AsyncBridgeOwner<Element>

        init(owner: AsyncBridgeOwner<Element>) {
            self.owner = owner
        }

        /// The next element, or nil once the source completed.
        ///
        /// - Parameter actor: The caller's isolation, where the element is delivered.
        /// - Returns: The element, or nil at the end.
        /// - Throws: The source's error, or `CancellationError` once the task was cancelled before
        ///   the source ended (after the elements already buffered).
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Swift.Error) -> Element? {
            switch await owner.bridge.next(isolation: actor) {
            case .element(let element): return element
            case .end: return nil
            case .failure(let error): throw error
            case .cancelled: throw CancellationError()
            }
        }

        #if compiler(>=6.2)
        /// The next element, or nil once the source completed.
        ///
        /// - Returns: The element, or nil at the end.
        /// - Throws: The source's error, or `CancellationError` once the task was cancelled.
        public nonisolated(nonsending) mutating func next() async throws -> Element? {
            try await next(isolation: #isolation)
        }
        #else
        /// The next element, or nil once the source completed.
        ///
        /// Before Swift 6.2 a nonisolated `async` function cannot run on its caller's actor, so this
        /// takes the element off any actor. `for try await` loops call `next(isolation:)` and stay
        /// on the caller's actor.
        ///
        /// - Returns: The element, or nil at the end.
        /// - Throws: The source's error, or `CancellationError` once the task was cancelled.
        public mutating func next() async throws -> Element? {
            try await next(isolation: nil)
        }
        #endif
    }
}

/// The elements of a sequence that cannot fail (`Driver`, `Signal`, `Infallible`) as a non-throwing
/// `AsyncSequence`.
///
/// Made by `values` on those traits, which subscribes at once; it behaves like
/// `AsyncObservableSequence` otherwise, except that a cancelled loop ends (after the elements
/// already buffered) instead of throwing, as RxCocoa's `AsyncStream` does.
public struct AsyncInfallibleSequence<Element>: AsyncSequence {
    /// A loop over it never throws.
    public typealias Failure = Never

    private let owner: AsyncBridgeOwner<Element>

    /// Subscribes to `source`.
    init(source: Observable<Element>) {
        owner = AsyncBridgeOwner(source: source)
    }

    /// Creates an iterator over the subscription `values` made.
    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: owner)
    }

    /// Iterates one subscription of the source.
    public struct Iterator: AsyncIteratorProtocol {
        private let owner: AsyncBridgeOwner<Element>

        init(owner: AsyncBridgeOwner<Element>) {
            self.owner = owner
        }

        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// An error, which these traits never produce, would end the loop and be reported as a
        /// `.bindingError` anomaly.
        ///
        /// - Parameter actor: The caller's isolation, where the element is delivered.
        /// - Returns: The element, or nil at the end.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            switch await owner.bridge.next(isolation: actor) {
            case .element(let element): return element
            case .end, .cancelled: return nil
            case .failure(let error):
                reportBindingError(error)
                return nil
            }
        }

        #if compiler(>=6.2)
        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// - Returns: The element, or nil at the end.
        public nonisolated(nonsending) mutating func next() async -> Element? {
            await next(isolation: #isolation)
        }
        #else
        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// Before Swift 6.2 a nonisolated `async` function cannot run on its caller's actor, so this
        /// takes the element off any actor; `for await` loops call `next(isolation:)` and stay on
        /// the caller's actor.
        ///
        /// - Returns: The element, or nil at the end.
        public mutating func next() async -> Element? {
            await next(isolation: nil)
        }
        #endif
    }
}

extension AsyncSequence {
    /// The elements of this asynchronous sequence as an `Observable`.
    ///
    /// ```
    /// sequence:        1 2 3 end
    /// asObservable():  -1-2-3-|
    /// ```
    ///
    /// Each subscription iterates the sequence in a new detached task with `priority`, as in
    /// RxSwift: never on the subscriber's actor (subscribing from the main actor does not iterate
    /// on the main thread), and without the subscriber's task-local values. Disposing the
    /// subscription cancels that task and drops the observer at once. The sequence's end completes
    /// the observable, its error fails it, and a `CancellationError` completes it, as in RxSwift.
    ///
    /// - Parameter priority: The priority of the iterating task.
    /// - Returns: The observable.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let iteration = AsyncIteration(sequence: self, observer: observer)
            // Type-erased, so the task captures no generic metatype.
            let runnable: any AsyncRunnable = iteration
            let task = Task.detached(priority: priority) { await runnable.run() }
            return Disposables.create {
                iteration.stop()
                task.cancel()
            }
        }
    }
}

/// Work that a task runs once.
private protocol AsyncRunnable: Sendable {
    func run() async
}

/// One iteration of an async sequence into an observer; `stop()` drops the observer for good.
private final class AsyncIteration<Sequence: AsyncSequence>: AsyncRunnable, @unchecked Sendable {
    // @unchecked: `sequence` is only used by the one task that runs this; `observer` is only read
    // and cleared under `lock`, and called outside it by that task alone.
    private let lock = Lock()
    private let sequence: Sequence
    private var observer: AnyObserver<Sequence.Element>?

    init(sequence: Sequence, observer: AnyObserver<Sequence.Element>) {
        self.sequence = sequence
        self.observer = observer
    }

    func stop() {
        lock.withLock { observer = nil }
    }

    func run() async {
        do {
            for try await element in sequence {
                forward(.next(element))
            }
            forward(.completed)
        } catch is CancellationError {
            forward(.completed)
        } catch {
            forward(.error(error))
        }
    }

    private func forward(_ event: Event<Sequence.Element>) {
        let target = lock.withLock {
            let target = observer
            if event.isStopEvent { observer = nil }
            return target
        }
        target?.on(event)
    }
}
