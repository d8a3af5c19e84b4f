extension ObservableType {
    /// Mirrors whichever of the sources reacts first, with an element or a stop event, and
    /// unsubscribes the others.
    ///
    /// ```
    /// sources[0]:  ----1---2-|
    /// sources[1]:  --a---b---c-|
    /// amb:         --a---b---c-|
    /// ```
    ///
    /// The sequence is read once, when `amb` is called; the sources are subscribed in its order on
    /// each subscription. A source that reacts while being subscribed wins at once; the sources after
    /// it are still subscribed, and unsubscribed at once, as in RxSwift. With no sources the result
    /// never emits.
    ///
    /// - Parameter sequence: The competing sources.
    /// - Returns: The events of the source that reacted first.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return sources.isEmpty ? .never() : Amb(sources: sources)
    }

    /// Mirrors this sequence or `right`, whichever reacts first, and unsubscribes the other.
    ///
    /// ```
    /// self:        ----1---2-|
    /// right:       --a---b---c-|
    /// amb(right):  --a---b---c-|
    /// ```
    ///
    /// See `amb(_:)` on `Observable` for the rules.
    ///
    /// - Parameter right: The competing sequence, subscribed second.
    /// - Returns: The events of the sequence that reacted first.
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Amb(sources: [asObservable(), right.asObservable()])
    }
}

private final class Amb<Element>: Producer<Element> {
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = AmbSink(arity: sources.count, observer: observer, cancel: cancel)
        for (index, source) in sources.enumerated() {
            let contender = AmbObserver(parent: sink, index: index)
            sink.subscriptions[index].setDisposable(source.subscribe(contender))
        }
        return (sink, Disposables.create(sink.subscriptions))
    }
}

/// No source has reacted yet.
private let undecided = -1

/// The first source to send an event claims the sink with one compare-and-exchange; from then on
/// only the winner's events pass, and the single source's grammar serialises them, so no lock is
/// needed and nothing is forwarded while holding one.
private final class AmbSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked: `subscriptions` is immutable (its disposables are thread-safe); the choice is atomic.
    let subscriptions: [SingleAssignmentDisposable]
    @exclusivity(unchecked) private final var choice = InlineAtomic<Int>(undecided)

    init(arity: Int, observer: Observer, cancel: any Cancelable) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>, from index: Int) {
        var winner = InlineAtomic.load(&choice, ordering: .acquiring)
        if winner == undecided {
            winner =
                InlineAtomic.compareExchange(
                    &choice, expected: undecided, desired: index, ordering: .acquiringAndReleasing
                )
                .original
            if winner == undecided {
                winner = index
                // The losers are unsubscribed before the winner's first event goes out, as in RxSwift.
                for (other, subscription) in subscriptions.enumerated() where other != index {
                    subscription.dispose()
                }
            }
        }
        guard winner == index else { return }
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}

private final class AmbObserver<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    // @unchecked: immutable; the parent is thread-safe.
    private let parent: AmbSink<Observer>
    private let index: Int
    private let resourceToken = trackResourceAllocated()

    init(parent: AmbSink<Observer>, index: Int) {
        self.parent = parent
        self.index = index
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Observer.Element>) {
        parent.on(event, from: index)
    }
}
