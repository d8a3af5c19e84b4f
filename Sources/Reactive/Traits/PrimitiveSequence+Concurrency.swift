extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes and waits for the single's element.
    ///
    /// ```swift
    /// let user = try await api.user(id: 42).value
    /// ```
    ///
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .element(let element): return element
            case .failure(let error): throw error
            case .end:
                try Task.checkCancellation()
                throw RxError.noElements
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the maybe's element, or nil if it completes empty.
    ///
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .element(let element): return element
            case .failure(let error): throw error
            case .end:
                try Task.checkCancellation()
                return nil
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for the completable to complete.
    ///
    /// Cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            let owner = AsyncBridgeOwner(source: primitiveSequence.source)
            switch await owner.bridge.next(isolation: #isolation) {
            case .failure(let error): throw error
            case .end: try Task.checkCancellation()
            }
        }
    }
}
