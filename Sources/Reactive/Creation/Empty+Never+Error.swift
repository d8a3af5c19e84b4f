extension ObservableType {
    /// A sequence that completes at once without elements.
    ///
    /// ```
    /// empty(): |
    /// ```
    @inlinable
    public static func empty() -> Observable<Element> {
        // Inlinable, so that the sequence's generic metadata and its completion event are made
        // specialised in the caller: unspecialised, each `empty()` looked both up at run time
        // (RxFeedback's feedbacks return one for every state without a request). The closure
        // captures nothing, so it costs no allocation.
        EmptySequence { handler in handler(.completed) }
    }

    /// A sequence that never emits and never ends.
    public static func never() -> Observable<Element> {
        NeverSequence()
    }

    /// A sequence that fails at once with `error`.
    ///
    /// ```
    /// error(e): #
    /// ```
    ///
    /// - Parameter error: The error.
    public static func error(_ error: any Swift.Error) -> Observable<Element> {
        ErrorSequence(error: error)
    }
}

/// `empty()`: completes every subscriber at once.
@usableFromInline
final class EmptySequence<Element>: Observable<Element> {
    /// Sends `completed` to a handler; built where `empty()` was called (see there). A stored
    /// event would cost a metadata lookup in this class's unspecialised initialiser and deinitialiser.
    let complete: (_ handler: (Event<Element>) -> Void) -> Void

    @usableFromInline
    init(complete: @escaping (_ handler: (Event<Element>) -> Void) -> Void) {
        self.complete = complete
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        complete(observer.on)
        return Disposables.create()
    }

    /// An operator's subscription: the handler directly, not wrapped in an `AnyObserver`.
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        complete(handler)
        return Disposables.create()
    }
}

private final class NeverSequence<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}

private final class ErrorSequence<Element>: Observable<Element> {
    let error: any Swift.Error

    init(error: any Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
