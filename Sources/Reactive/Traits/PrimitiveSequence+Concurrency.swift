extension PrimitiveSequenceType where Trait == SingleTrait {
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
