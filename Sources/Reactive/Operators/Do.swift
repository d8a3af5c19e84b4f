extension ObservableType {
    /// Runs side effects for events and lifecycle moments, passing every event on unchanged.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is forwarded, the `after…`
    /// callbacks right after. A throwing callback fails the sequence with its error — except an
    /// `afterError`/`afterCompleted` callback, which runs once the sequence has already ended: its
    /// error goes to `Hooks.defaultErrorHandler` instead of breaking the grammar (RxSwift forwards
    /// it as a second stop event).
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is forwarded.
    ///   - afterNext: Runs after each element is forwarded.
    ///   - onError: Runs before the error is forwarded.
    ///   - afterError: Runs after the error is forwarded.
    ///   - onCompleted: Runs before completion is forwarded.
    ///   - afterCompleted: Runs after completion is forwarded.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription is disposed, for any reason.
    /// - Returns: The same sequence, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let callbacks = DoCallbacks<Element>(
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return Do(source: asObservable(), callbacks: callbacks)
    }
}

private struct DoCallbacks<Element> {
    let before: (Event<Element>) throws -> Void
    let after: (Event<Element>) throws -> Void
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

private final class Do<Element>: Producer<Element> {
    let source: Observable<Element>
    let callbacks: DoCallbacks<Element>

    init(source: Observable<Element>, callbacks: DoCallbacks<Element>) {
        self.source = source
        self.callbacks = callbacks
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        callbacks.onSubscribe?()
        let sink = DoSink(callbacks: callbacks, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        callbacks.onSubscribed?()
        guard let onDispose = callbacks.onDispose else { return (sink, subscription) }
        return (
            sink,
            Disposables.create {
                subscription.dispose()
                onDispose()
            }
        )
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let callbacks: DoCallbacks<Observer.Element>

    init(callbacks: DoCallbacks<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.callbacks = callbacks
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        do {
            try callbacks.before(event)
        } catch {
            forwardError(error)
            return
        }
        forwardOn(event)
        do {
            try callbacks.after(event)
        } catch {
            if event.isStopEvent {
                Hooks.defaultErrorHandler([], error)
            } else {
                forwardError(error)
                return
            }
        }
        if event.isStopEvent {
            dispose()
        }
    }
}
