extension ObservableType {
    /// A sequence that completes at once without elements.
    ///
    /// ```
    /// empty(): |
    /// ```
    public static func empty() -> Observable<Element> {
        EmptySequence()
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

private final class EmptySequence<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        observer.on(.completed)
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
