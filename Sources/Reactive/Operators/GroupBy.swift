extension ObservableType {
    /// Splits the source into one sequence per key: the first element with a new key emits a new
    /// group, and every element goes to its key's group.
    ///
    /// ```
    /// source:                    -1-2-3-4-|
    /// groupBy { $0 % 2 }:        -x-y-----|      x: key 1, y: key 0
    /// x:                         -1---3---|
    /// y:                         ---2---4-|
    /// ```
    ///
    /// Each group is hot, as in RxSwift: a subscriber sees the elements that arrive after it
    /// subscribed, so subscribe while the group is being emitted to miss none; a group subscribed
    /// after the source ended receives only its stop event. A stop event of the source, or an error
    /// thrown by `keySelector`, goes to every group first, then to the result. The source stays
    /// subscribed while the result or any group is subscribed.
    ///
    /// - Parameter keySelector: Computes the key of an element.
    /// - Returns: The groups, in the order their keys first appeared.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(keySelector: keySelector, observer: observer, cancel: cancel)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        // Disposing the result releases only its own share: subscribed groups keep the source.
        return (sink, sink.sourceShares)
    }
}

/// Only the source's events touch the table of groups, and its grammar serialises them, so there is
/// no lock; groups are subjects, which are thread-safe for their subscribers.
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
where Observer.Element == GroupedObservable<Key, Element> {
    // @unchecked: `groups` is only touched from `on`, which the grammar serialises.
    let sourceSubscription = SingleAssignmentDisposable()
    let sourceShares: RefCountDisposable
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping (Element) throws -> Key, observer: Observer, cancel: any Cancelable) {
        self.keySelector = keySelector
        sourceShares = RefCountDisposable(disposable: sourceSubscription)
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                stop(.error(error))
                return
            }
            if let group = groups[key] {
                group.on(event)
                return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            forwardOn(
                .next(GroupedObservable(key: key, source: SourceShareView(subject: group, sourceShares: sourceShares))))
            group.on(event)
        case .error, .completed:
            stop(event)
        }
    }

    /// Ends every group, then the result, and unsubscribes from the source whoever still holds it.
    private func stop(_ event: Event<Element>) {
        let ended = groups.values
        groups = [:]
        for group in ended {
            group.on(event)
        }
        forwardStop(event)
        sourceSubscription.dispose()
    }
}
