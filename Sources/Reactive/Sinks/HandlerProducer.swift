/// A producer whose subscriptions are `HandlerSink`s: it subscribes generic observers through
/// their `on(_:)` as an event closure, so there is one code path per operator.
@usableFromInline
class HandlerProducer<Element>: Producer<Element> {
    @usableFromInline
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(observer.on)
    }
}

/// A producer of one upstream subscription per subscriber, with the whole subscription built by
/// `run`: a closure written in `@inlinable` code, so that creating the sink and the per-event
/// closure it subscribes upstream are specialised in the client, and each event costs one closure
/// call per operator.
@usableFromInline
final class HandlerOperator<Source, Element>: HandlerProducer<Element> {
    @usableFromInline
    let source: Observable<Source>
    /// Subscribes to `source` on behalf of one downstream handler; returns the sink.
    @usableFromInline
    let run: (Observable<Source>, @escaping (Event<Element>) -> Void) -> any Disposable

    @usableFromInline
    init(
        source: Observable<Source>,
        run: @escaping (Observable<Source>, @escaping (Event<Element>) -> Void) -> any Disposable
    ) {
        self.source = source
        self.run = run
        super.init()
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        run(source, handler)
    }
}

/// A producer with no upstream (`create`, `deferred`): `run`, a closure written in `@inlinable`
/// code, starts one subscription, so that its sink and per-event closure are specialised in the
/// client.
@usableFromInline
final class HandlerSource<Element>: HandlerProducer<Element> {
    /// Starts a subscription on behalf of one downstream handler; returns its disposable.
    @usableFromInline
    let run: (@escaping (Event<Element>) -> Void) -> any Disposable

    @usableFromInline
    init(run: @escaping (@escaping (Event<Element>) -> Void) -> any Disposable) {
        self.run = run
        super.init()
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        run(handler)
    }
}
