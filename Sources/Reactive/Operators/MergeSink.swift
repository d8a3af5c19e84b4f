/// The state of one merge subscription: outer and inner events are serialised by a recursive lock
/// held while forwarding, as in RxSwift.
final class MergeSink<Element, Inner: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>,
    ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked: `activeCount`, `stopped` and `waiting` are only touched under `lock`.
    let lock = Lock(recursive: true)
    let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let selector: (Element) throws -> Inner
    private let policy: MergePolicy
    private var activeCount = 0
    private var stopped = false
    private var waiting: [Observable<Inner.Element>] = []
    private var waitingHead = 0

    init(selector: @escaping (Element) throws -> Inner, policy: MergePolicy, observer: Observer, cancel: any Cancelable)
    {
        self.selector = selector
        self.policy = policy
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> any Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let inner = innerToSubscribe(for: element) else { return }
            subscribeInner(inner)
        case .error(let error):
            lock.withLock { forwardError(error) }
        case .completed:
            lock.withLock {
                stopped = true
                sourceSubscription.dispose()
                if activeCount == 0 {
                    forwardCompleted()
                }
            }
        }
    }

    /// Decides under the lock whether `element` starts an inner subscription now.
    private func innerToSubscribe(for element: Element) -> Observable<Inner.Element>? {
        lock.withLock {
            if case .firstOnly = policy, activeCount > 0 { return nil }
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                forwardError(error)
                return nil
            }
            if case .limited(let maximum) = policy, activeCount >= maximum {
                waiting.append(inner)
                return nil
            }
            activeCount += 1
            return inner
        }
    }

    private func subscribeInner(_ inner: Observable<Inner.Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let observer = MergeInnerObserver(parent: self, key: key)
        subscription.setDisposable(inner.subscribe(observer))
    }

    /// Called under the lock when an inner sequence completes.
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) -> Observable<Inner.Element>? {
        group.remove(for: key)
        if waitingHead < waiting.count {
            let next = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return next
        }
        activeCount -= 1
        if stopped && activeCount == 0 {
            forwardCompleted()
        }
        return nil
    }

    func subscribeWaiting(_ inner: Observable<Inner.Element>) {
        subscribeInner(inner)
    }
}

private final class MergeInnerObserver<Element, Inner: ObservableConvertibleType, Observer: ObserverType>:
    ObserverType, @unchecked Sendable
where Inner.Element == Observer.Element {
    // @unchecked: events are handled under the parent's lock.
    private let parent: MergeSink<Element, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey
    private let resourceToken = trackResourceAllocated()

    init(parent: MergeSink<Element, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Inner.Element>) {
        let next: Observable<Inner.Element>? = parent.lock.withLock {
            switch event {
            case .next:
                parent.forwardOn(event)
                return nil
            case .error:
                parent.forwardStop(event)
                return nil
            case .completed:
                return parent.innerCompleted(key)
            }
        }
        if let next {
            parent.subscribeWaiting(next)
        }
    }
}
