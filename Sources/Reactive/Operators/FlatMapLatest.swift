extension ObservableType {
    /// Maps each element to an inner sequence and mirrors only the most recent one: a new element
    /// disposes the previous inner subscription at that moment.
    ///
    /// ```
    /// source:             -a------b------|
    /// inner(a):            -1-2-3-4
    /// inner(b):                   -5-6-|
    /// flatMapLatest:      --1-2-3--5-6-|
    /// ```
    ///
    /// An element from a replaced inner is never delivered, even if it races the switch. The result
    /// completes when the source and the latest inner have both completed; an error from either
    /// fails it.
    ///
    /// - Parameter selector: Maps an element to its inner sequence.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        SwitchProducer(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the most recent inner sequence, disposing the previous one when a new one arrives.
    ///
    /// - Returns: The elements of the latest inner sequence.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable()) { $0 }
    }
}

private final class SwitchProducer<Element, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    let source: Observable<Element>
    let selector: (Element) throws -> Inner

    init(source: Observable<Element>, selector: @escaping (Element) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Inner.Element {
        let sink = SwitchSink<Element, Inner, Observer>(selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Outer and inner events meet here; a recursive lock held while forwarding serialises them, and a
/// generation number (`latest`) tells the current inner from replaced ones.
private final class SwitchSink<Element, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked: `stopped`, `latest` and `hasLatest` are only touched under `lock`.
    let lock = Lock(recursive: true)
    var stopped = false
    var latest = 0
    var hasLatest = false
    private let selector: (Element) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    init(selector: @escaping (Element) throws -> Inner, observer: Observer, cancel: any Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> any Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let next: (id: Int, inner: Observable<Inner.Element>)? = lock.withLock {
                do {
                    let inner = try selector(element).asObservable()
                    hasLatest = true
                    latest &+= 1
                    return (latest, inner)
                } catch {
                    forwardError(error)
                    return nil
                }
            }
            guard let next else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription  // disposes the previous inner now
            let observer = SwitchInnerObserver(parent: self, id: next.id, subscription: subscription)
            subscription.setDisposable(next.inner.subscribe(observer))
        case .error(let error):
            lock.withLock { forwardError(error) }
        case .completed:
            lock.withLock {
                stopped = true
                sourceSubscription.dispose()
                if !hasLatest {
                    forwardCompleted()
                }
            }
        }
    }
}

private final class SwitchInnerObserver<Element, Inner: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked: events are handled under the parent's lock.
    private let parent: SwitchSink<Element, Inner, Observer>
    private let id: Int
    private let subscription: any Disposable
    private let resourceToken = trackResourceAllocated()

    init(parent: SwitchSink<Element, Inner, Observer>, id: Int, subscription: any Disposable) {
        self.parent = parent
        self.id = id
        self.subscription = subscription
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Inner.Element>) {
        parent.lock.withLock {
            if event.isStopEvent {
                subscription.dispose()
            }
            guard parent.latest == id else { return }  // a replaced inner: drop whatever it sends
            switch event {
            case .next:
                parent.forwardOn(event)
            case .error:
                parent.forwardStop(event)
            case .completed:
                parent.hasLatest = false
                if parent.stopped {
                    parent.forwardCompleted()
                }
            }
        }
    }
}
