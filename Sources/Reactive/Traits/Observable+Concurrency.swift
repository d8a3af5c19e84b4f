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

/// The elements of a sequence that cannot fail (`Driver`, `Signal`) as a non-throwing `AsyncSequence`.
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
    /// Each subscription iterates the sequence in a new `Task` with `priority`; disposing the
    /// subscription cancels that task. The sequence's end completes the observable, its error fails
    /// it, and a `CancellationError` (the task was cancelled) completes it, as in RxSwift.
    ///
    /// - Parameter priority: The priority of the iterating task.
    /// - Returns: The observable.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // Type-erased, so the task captures no generic metatype.
            let iteration: any AsyncRunnable = AsyncIteration(sequence: self, observer: observer)
            let task = Task(priority: priority) { await iteration.run() }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Work that a task runs once.
private protocol AsyncRunnable: Sendable {
    func run() async
}

/// Carries a sequence and its observer into the iterating task, which is their only user.
private struct AsyncIteration<Sequence: AsyncSequence>: AsyncRunnable, @unchecked Sendable {
    // @unchecked: once built, the sequence and the observer are used only by the one task that runs this.
    let sequence: Sequence
    let observer: AnyObserver<Sequence.Element>

    func run() async {
        do {
            for try await element in sequence {
                observer.onNext(element)
            }
            observer.onCompleted()
        } catch is CancellationError {
            observer.onCompleted()
        } catch {
            observer.onError(error)
        }
    }
}
