extension ObservableConvertibleType {
    /// The elements as an asynchronous sequence, for `for try await` loops.
    ///
    /// ```swift
    /// for try await result in search.results.values {
    ///     show(result)
    /// }
    /// ```
    ///
    /// The source is subscribed when the loop starts, and its events are buffered until the loop
    /// takes them. The loop ends when the source completes, throws the source's error, and ends
    /// without an error when the iterating task is cancelled. Cancelling the task, or leaving the
    /// loop early, disposes the subscription.
    public var values: AsyncObservableSequence<Element> {
        AsyncObservableSequence(source: asObservable())
    }
}

/// The elements of an observable sequence as an `AsyncSequence` that can throw the sequence's error.
///
/// Made by `values`. Each iterator subscribes once, at its first `next`; elements need not be
/// `Sendable`, because each is handed to the iterating task's isolation exactly once.
public struct AsyncObservableSequence<Element>: AsyncSequence {
    /// The error the loop can throw: the source's error.
    public typealias Failure = any Swift.Error

    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    /// Creates an iterator, which subscribes to the source when first advanced.
    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: AsyncBridgeOwner(source: source))
    }

    /// Iterates one subscription of the source.
    public struct Iterator: AsyncIteratorProtocol {
        private let owner: AsyncBridgeOwner<Element>

        init(owner: AsyncBridgeOwner<Element>) {
            self.owner = owner
        }

        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// - Parameter actor: The caller's isolation, where the element is delivered.
        /// - Returns: The element, or nil at the end.
        /// - Throws: The source's error.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Swift.Error) -> Element? {
            switch await owner.bridge.next(isolation: actor) {
            case .element(let element): return element
            case .end: return nil
            case .failure(let error): throw error
            }
        }

        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// - Returns: The element, or nil at the end.
        /// - Throws: The source's error.
        public nonisolated(nonsending) mutating func next() async throws -> Element? {
            try await next(isolation: #isolation)
        }
    }
}

/// The elements of a sequence that cannot fail (`Driver`, `Signal`, `Infallible`) as a non-throwing
/// `AsyncSequence`.
///
/// Made by `values` on those traits; it behaves like `AsyncObservableSequence` otherwise.
public struct AsyncInfallibleSequence<Element>: AsyncSequence {
    /// A loop over it never throws.
    public typealias Failure = Never

    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    /// Creates an iterator, which subscribes to the source when first advanced.
    public func makeAsyncIterator() -> Iterator {
        Iterator(owner: AsyncBridgeOwner(source: source))
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
            case .end: return nil
            case .failure(let error):
                reportBindingError(error)
                return nil
            }
        }

        /// The next element, or nil once the source completed or the task was cancelled.
        ///
        /// - Returns: The element, or nil at the end.
        public nonisolated(nonsending) mutating func next() async -> Element? {
            await next(isolation: #isolation)
        }
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
    /// Each subscription iterates the sequence in a new `Task` with `priority`; disposing the
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
            let task = Task(priority: priority) { await runnable.run() }
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
