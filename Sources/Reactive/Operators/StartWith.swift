extension ObservableType {
    /// Emits `elements` first, then the source's events.
    ///
    /// ```
    /// source:          --3-|
    /// startWith(1, 2): 12-3-|
    /// ```
    ///
    /// - Parameter elements: The elements to emit before subscribing to the source.
    /// - Returns: The prefixed sequence.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Producer<Element> {
    let source: Observable<Element>
    let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        for element in elements {
            observer.on(.next(element))
        }
        return (Disposables.create(), source.subscribe(observer))
    }
}
