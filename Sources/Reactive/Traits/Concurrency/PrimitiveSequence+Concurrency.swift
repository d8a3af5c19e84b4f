// Each `value` is `nonisolated(nonsending)` from Swift 6.2, so the wait and the element stay on the
// caller's actor. Earlier compilers have no way to give a property its caller's isolation; there
// `value` is a plain `async` property, as in RxSwift 6.5, and waits off any actor. Both forms share
// one body that takes the isolation to wait on.

extension PrimitiveSequenceType where Trait == SingleTrait {
    #if compiler(>=6.2)
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
        get async throws { try await waitForElement(isolation: #isolation) }
    }
    #else
    /// Subscribes and waits for the single's element.
    ///
    /// ```swift
    /// let user = try await api.user(id: 42).value
    /// ```
    ///
    /// As in RxSwift, the single is subscribed even from a task that is already cancelled: an
    /// element it sends during the subscription is still returned. Otherwise cancelling the
    /// waiting task disposes the subscription and throws `CancellationError`.
    ///
    /// Built before Swift 6.2, this waits off any actor, as RxSwift 6.5's `value` does: called
    /// from an actor, the sequence and its element must be free to leave it (`Sendable`, or not
    /// tied to the actor). `values` keeps the caller's isolation on every version.
    public var value: Element {
        get async throws { try await waitForElement(isolation: nil) }
    }
    #endif

    private func waitForElement(isolation actor: isolated (any Actor)?) async throws -> Element {
        let owner = AsyncBridgeOwner(source: primitiveSequence.source)
        switch await owner.bridge.next(isolation: actor) {
        case .element(let element): return element
        case .failure(let error): throw error
        case .cancelled: throw CancellationError()
        case .end: throw RxError.noElements
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    #if compiler(>=6.2)
    /// Subscribes and waits for the maybe's element, or nil if it completes empty.
    ///
    /// As in RxSwift, the maybe is subscribed even from a task that is already cancelled: an
    /// element or completion it sends during the subscription is still returned. Otherwise
    /// cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Element? {
        get async throws { try await waitForElementOrEnd(isolation: #isolation) }
    }
    #else
    /// Subscribes and waits for the maybe's element, or nil if it completes empty.
    ///
    /// As in RxSwift, the maybe is subscribed even from a task that is already cancelled: an
    /// element or completion it sends during the subscription is still returned. Otherwise
    /// cancelling the waiting task disposes the subscription and throws `CancellationError`.
    ///
    /// Built before Swift 6.2, this waits off any actor, as RxSwift 6.5's `value` does: called
    /// from an actor, the sequence and its element must be free to leave it (`Sendable`, or not
    /// tied to the actor). `values` keeps the caller's isolation on every version.
    public var value: Element? {
        get async throws { try await waitForElementOrEnd(isolation: nil) }
    }
    #endif

    private func waitForElementOrEnd(isolation actor: isolated (any Actor)?) async throws -> Element? {
        let owner = AsyncBridgeOwner(source: primitiveSequence.source)
        switch await owner.bridge.next(isolation: actor) {
        case .element(let element): return element
        case .failure(let error): throw error
        case .cancelled: throw CancellationError()
        case .end: return nil
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    #if compiler(>=6.2)
    /// Subscribes and waits for the completable to complete.
    ///
    /// As in RxSwift, the completable is subscribed even from a task that is already cancelled: if
    /// it completes during the subscription, the wait returns. Otherwise cancelling the waiting
    /// task disposes the subscription and throws `CancellationError`.
    public nonisolated(nonsending) var value: Void {
        get async throws { try await waitForCompletion(isolation: #isolation) }
    }
    #else
    /// Subscribes and waits for the completable to complete.
    ///
    /// As in RxSwift, the completable is subscribed even from a task that is already cancelled: if
    /// it completes during the subscription, the wait returns. Otherwise cancelling the waiting
    /// task disposes the subscription and throws `CancellationError`.
    ///
    /// Built before Swift 6.2, this waits off any actor, as RxSwift 6.5's `value` does: called
    /// from an actor, the completable must be free to leave it (not tied to the actor).
    public var value: Void {
        get async throws { try await waitForCompletion(isolation: nil) }
    }
    #endif

    private func waitForCompletion(isolation actor: isolated (any Actor)?) async throws {
        let owner = AsyncBridgeOwner(source: primitiveSequence.source)
        switch await owner.bridge.next(isolation: actor) {
        case .failure(let error): throw error
        case .cancelled: throw CancellationError()
        case .end: return
        }
    }
}
