extension ObservableType {
    /// The sequence as a `Single`: it must emit exactly one element before completing.
    ///
    /// ```
    /// source:      -1--|         -|                     -1-2-|
    /// asSingle():  ----(1|)      -#(noElements)         ---#(moreThanOneElement)
    /// ```
    ///
    /// A second element fails the single with `RxError.moreThanOneElement` at once; completing
    /// without an element fails it with `RxError.noElements`.
    ///
    /// - Returns: The single.
    public func asSingle() -> Single<Element> {
        Single(raw: AtMostOne(source: asObservable(), requiresElement: true))
    }

    /// The sequence as a `Maybe`: it may emit at most one element before completing.
    ///
    /// ```
    /// source:     -1--|       -|       -1-2-|
    /// asMaybe():  ----(1|)    -|       ---#(moreThanOneElement)
    /// ```
    ///
    /// - Returns: The maybe.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AtMostOne(source: asObservable(), requiresElement: false))
    }

    /// The first element, or nil if the sequence completes empty; the source is disposed as soon
    /// as the first element arrives.
    ///
    /// ```
    /// source:   --1-2-|       ---|
    /// first():  --(1|)        ---(nil|)
    /// ```
    ///
    /// - Returns: A single of the first element.
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }

    /// All elements in one array, emitted when the sequence completes.
    ///
    /// ```
    /// source:     -1-2-3-|
    /// toArray():  -------([1,2,3]|)
    /// ```
    ///
    /// - Returns: A single of the collected elements.
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArray(source: asObservable()))
    }
}

private final class AtMostOne<Element>: Producer<Element> {
    let source: Observable<Element>
    let requiresElement: Bool

    init(source: Observable<Element>, requiresElement: Bool) {
        self.source = source
        self.requiresElement = requiresElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = AtMostOneSink(requiresElement: requiresElement, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class AtMostOneSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `element` is only touched in `on(_:)`, which the source's grammar serialises.
    private let requiresElement: Bool
    private var element: Observer.Element?

    init(requiresElement: Bool, observer: Observer, cancel: any Cancelable) {
        self.requiresElement = requiresElement
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let value):
            guard element == nil else {
                forwardError(RxError.moreThanOneElement)
                return
            }
            element = value
        case .error:
            forwardStop(event)
        case .completed:
            if let element {
                forwardOn(.next(element))
            } else if requiresElement {
                forwardError(RxError.noElements)
                return
            }
            forwardCompleted()
        }
    }
}

private final class First<Element>: Producer<Element?> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Element? {
    // @unchecked: stateless beyond `Sink`.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardOn(.next(value))
            forwardCompleted()
        case .error:
            forwardStop(event)
        case .completed:
            forwardOn(.next(nil))
            forwardCompleted()
        }
    }
}

private final class ToArray<Element>: Producer<[Element]> {
    let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == [Element] {
        let sink = ToArraySink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == [Element] {
    // @unchecked: `elements` is only touched in `on(_:)`, which the source's grammar serialises.
    private var elements: [Element] = []

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            elements.append(value)
        case .error:
            forwardStop(event)
        case .completed:
            forwardOn(.next(elements))
            forwardCompleted()
        }
    }
}
