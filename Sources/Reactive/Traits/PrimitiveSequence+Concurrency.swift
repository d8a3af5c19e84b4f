extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single whose element is the result of `work`, run in a new task for each subscription.
    ///
    /// ```swift
    /// let user = Single.create { try await api.fetchUser(id: 42) }
    /// ```
    ///
    /// `work`'s result is the single's success, what it throws its failure. Disposing the
    /// subscription cancels the task.
    ///
    /// - Parameters:
    ///   - detached: Whether the task is detached (no priority, task-local values or actor
    ///     inherited from the subscriber).
    ///   - priority: The task's priority.
    ///   - work: The asynchronous work.
    /// - Returns: The single.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence<Trait, Element>.create { observer in
            let delivery = AsyncWorkDelivery(observer)
            let operation: @Sendable () async -> Void = {
                do {
                    delivery.send(.success(try await work()))
                } catch {
                    delivery.send(.failure(error))
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Subscribes and waits for the single's element.
    ///
    /// ```swift
    /// let user = try await api.user(id: 42).value
    /// ```
    ///
    /// As in RxSwift, the single is subscribed even from a task that is already cancelled: an
    /// element it sends during the subscription is still returned. Otherwise cancelling the
    /// waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .element(let element): return element
            case .failure(let error): throw error
            case .cancelled: throw CancellationError()
            case .end: throw RxError.noElements
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the maybe's element, or nil if it completes empty.
    ///
    /// As in RxSwift, the maybe is subscribed even from a task that is already cancelled: an
    /// element or completion it sends during the subscription is still returned. Otherwise
    /// cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .element(let element): return element
            case .failure(let error): throw error
            case .cancelled: throw CancellationError()
            case .end: return nil
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for the completable to complete.
    ///
    /// As in RxSwift, the completable is subscribed even from a task that is already cancelled: if
    /// it completes during the subscription, the wait returns. Otherwise cancelling the waiting
    /// task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .failure(let error): throw error
            case .cancelled: throw CancellationError()
            case .end: return
            }
        }
    }
}

/// Hands the result of a `Single.create(work:)` task to the single's observer.
private final class AsyncWorkDelivery<Element>: @unchecked Sendable {
    // @unchecked: the observer is called once, by the one task that runs the work; the single
    // drops anything after its first event or after disposal.
    private let observer: (SingleEvent<Element>) -> Void

    init(_ observer: @escaping (SingleEvent<Element>) -> Void) {
        self.observer = observer
    }

    func send(_ event: SingleEvent<Element>) {
        observer(event)
    }
}
