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
    @inlinable
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
        // Built here, in inlinable code, so that the callbacks and forwarding run specialised in
        // the caller; the event closure captures only the sink, which holds the callbacks.
        let before: (Event<Element>) throws -> Void = { event in
            switch event {
            case .next(let element): try onNext?(element)
            case .error(let error): try onError?(error)
            case .completed: try onCompleted?()
            }
        }
        let after: (Event<Element>) throws -> Void = { event in
            switch event {
            case .next(let element): try afterNext?(element)
            case .error(let error): try afterError?(error)
            case .completed: try afterCompleted?()
            }
        }
        return HandlerOperator(source: asObservable()) { source, downstream in
            onSubscribe?()
            let sink = DoSink(before: before, after: after, downstream: downstream)
            let subscription = source.subscribeNested { sink.on($0) }
            onSubscribed?()
            guard let onDispose else {
                sink.setSubscription(subscription)
                return sink
            }
            sink.setSubscription(
                Disposables.create {
                    subscription.dispose()
                    onDispose()
                }
            )
            return sink
        }
    }
}

/// The subscription of `do`: the callbacks around each forwarded event.
@usableFromInline
final class DoSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: the callbacks are immutable; the rest is `HandlerSink`'s.
    @usableFromInline
    let before: (Event<Element>) throws -> Void
    @usableFromInline
    let after: (Event<Element>) throws -> Void

    @usableFromInline
    init(
        before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void,
        downstream: @escaping (Event<Element>) -> Void
    ) {
        self.before = before
        self.after = after
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        do {
            try before(event)
        } catch {
            forwardError(error)
            return
        }
        forwardOn(event)
        do {
            try after(event)
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
