extension ObservableType {
    /// Drops the source's elements until `other` emits an element.
    ///
    /// ```
    /// source:             -1-2-3-4-|
    /// other:              ----x----
    /// skip(until: other): -----3-4-|
    /// ```
    ///
    /// As in RxSwift: an error from either sequence fails the result; `other` completing without an
    /// element means nothing will ever be emitted; and if the source completes before `other` has
    /// emitted, the subscription ends without a `completed` event.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements after `other`'s first element.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

private final class SkipUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        let sourceSubscription = source.subscribe(sink)
        let otherObserver = SkipUntilOtherObserver(parent: sink)
        otherObserver.subscription.setDisposable(other.subscribe(otherObserver))
        return (sink, Disposables.create(sourceSubscription, otherObserver.subscription))
    }
}

/// Two sources feed one observer; delivery is serialised by a recursive lock held while forwarding.
private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `forwardElements` is only touched under `lock`.
    let lock = RecursiveLock()
    var forwardElements = false

    func on(_ event: Event<Observer.Element>) {
        lock.withLock {
            switch event {
            case .next:
                if forwardElements { forwardOn(event) }
            case .error:
                forwardStop(event)
            case .completed:
                if forwardElements {
                    forwardOn(event)
                }
                dispose()
            }
        }
    }
}

private final class SkipUntilOtherObserver<Other, Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: events are handled under the parent's lock.
    let subscription = SingleAssignmentDisposable()
    private let parent: SkipUntilSink<Other, Observer>
    private let resourceToken = trackResourceAllocated()

    init(parent: SkipUntilSink<Other, Observer>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Other>) {
        parent.lock.withLock {
            switch event {
            case .next:
                parent.forwardElements = true
                subscription.dispose()
            case .error(let error):
                parent.forwardError(error)
            case .completed:
                subscription.dispose()
            }
        }
    }
}
