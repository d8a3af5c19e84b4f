extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// ```
    /// source:             -1-2-3-4-|
    /// other:              -----x---
    /// take(until: other): -1-2-|
    /// ```
    ///
    /// An error from `other` fails the result; `other` completing without an element changes
    /// nothing. `other` is subscribed first, so an `other` that emits at once yields an empty result.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements up to `other`'s first element.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

private final class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        let otherObserver = TakeUntilOtherObserver(parent: sink)
        otherObserver.subscription.setDisposable(other.subscribe(otherObserver))
        let sourceSubscription = source.subscribe(sink)
        return (sink, Disposables.create(sourceSubscription, otherObserver.subscription))
    }
}

/// Two sources feed one observer here, so delivery is serialised with a recursive lock held while
/// forwarding, as RxSwift does: that is what keeps `next` and the ending `completed` in order.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    let lock = RecursiveLock()

    func on(_ event: Event<Observer.Element>) {
        lock.withLock {
            switch event {
            case .next: forwardOn(event)
            case .error, .completed: forwardStop(event)
            }
        }
    }
}

private final class TakeUntilOtherObserver<Other, Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: events are handled under the parent's lock.
    let subscription = SingleAssignmentDisposable()
    private let parent: TakeUntilSink<Other, Observer>
    private let resourceToken = trackResourceAllocated()

    init(parent: TakeUntilSink<Other, Observer>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Other>) {
        parent.lock.withLock {
            switch event {
            case .next: parent.forwardCompleted()
            case .error(let error): parent.forwardError(error)
            case .completed: subscription.dispose()
            }
        }
    }
}
