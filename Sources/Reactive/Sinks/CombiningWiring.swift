/// Observes one source of a combining sink: stores each element in the source's cell, then lets the
/// sink decide what to emit. Inlinable, with the wiring, so that it is specialised in the client
/// for the source's element type.
@usableFromInline
final class CombiningObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: `store` only runs under the parent's lock.
    @usableFromInline
    let subscription = SingleAssignmentDisposable()
    @usableFromInline
    let parent: any CombiningParent
    @usableFromInline
    let index: Int
    @usableFromInline
    let store: (Element) -> Void
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(parent: any CombiningParent, index: Int, store: @escaping (Element) -> Void) {
        self.parent = parent
        self.index = index
        self.store = store
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let parent = parent
        let aftermath = parent.lock.withLock { () -> CombiningAftermath in
            guard !parent.isStopped else { return .none }
            switch event {
            case .next(let element):
                store(element)
                return parent.sourceNext(index)
            case .error(let error):
                return parent.sourceFailed(error)
            case .completed:
                return parent.sourceCompleted(index)
            }
        }
        switch aftermath {
        case .none: break
        case .unsubscribe: subscription.dispose()
        case .finish: parent.finish()
        }
    }
}

/// Collects the typed sources of one subscription before anything is subscribed: each source gets
/// a cell that holds its elements, and the operator's result closure reads the cells.
///
/// The sink holds the result closure and so the cells, the observers hold the sink, and nothing
/// holds the observers but the sources' subscriptions, so disposing releases everything.
@usableFromInline
final class CombiningWiring {
    @usableFromInline
    typealias Connection = (_ parent: any CombiningParent, _ index: Int) -> any Disposable

    @usableFromInline
    var connections: [Connection] = []

    @usableFromInline
    init() {}

    /// Adds `source`, keeping only its latest element (`combineLatest`).
    @inlinable
    func latest<Element>(_ source: Observable<Element>) -> LatestCell<Element> {
        let cell = LatestCell<Element>()
        add(source) { cell.store($0) }
        return cell
    }

    /// Adds `source`, queueing its elements until they are paired (`zip`).
    @inlinable
    func queue<Element>(_ source: Observable<Element>) -> QueueCell<Element> {
        let cell = QueueCell<Element>()
        add(source) { cell.enqueue($0) }
        return cell
    }

    @inlinable
    func add<Element>(_ source: Observable<Element>, store: @escaping (Element) -> Void) {
        connections.append { parent, index in
            let observer = CombiningObserver(parent: parent, index: index, store: store)
            // A closure built here, in the client, calls the observer's `on` specialised; handed
            // over as an observer, the source would call it through unspecialised generic code
            // that looked `Event<Element>`'s metadata up on every element. The sink runs the
            // connections while it is being subscribed, so the thread is on its trampoline.
            observer.subscription.setDisposable(source.subscribeNested { observer.on($0) })
            return observer.subscription
        }
    }
}

/// The latest element of one `combineLatest` source.
///
/// The element sits in a buffer of its own rather than in an `Element?`: the cells are read by code
/// that runs unspecialised (through `Producer.run`), where every use of `Element?` looks up the
/// optional's type metadata at run time, and that lookup was most of an event's cost.
@usableFromInline
final class LatestCell<Element> {
    @usableFromInline
    let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    // Unchecked exclusivity: the combining sink's lock serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var isSet = false

    @usableFromInline
    init() {}

    @inlinable
    func store(_ element: Element) {
        if isSet {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isSet = true
        }
    }

    /// The latest element; read only once every source has emitted.
    @inlinable
    var element: Element {
        storage.pointee
    }

    deinit {
        if isSet { storage.deinitialize(count: 1) }
        storage.deallocate()
    }
}

/// The unpaired elements of one `zip` source, oldest first. A paired element is released at once.
@usableFromInline
final class QueueCell<Element> {
    // Unchecked exclusivity: the combining sink's lock serialises every access.
    @usableFromInline
    @exclusivity(unchecked) var items: [Element?] = []
    @usableFromInline
    @exclusivity(unchecked) var head = 0

    @usableFromInline
    init() {}

    @inlinable
    func enqueue(_ element: Element) {
        items.append(element)
    }

    /// Removes and returns the oldest element; called only when the sink has counted one.
    @inlinable
    func dequeue() -> Element {
        let element = items[head].take()!
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return element
    }
}
