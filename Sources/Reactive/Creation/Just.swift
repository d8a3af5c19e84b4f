extension ObservableType {
    /// A sequence that emits `element` and completes.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// A sequence that emits `element` and completes, on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and completion are sent.
    /// - Returns: The sequence.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequence(elements: CollectionOfOne(element), scheduler: scheduler)
    }
}

private final class Just<Element>: Producer<Element> {
    let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        // Synchronous and stateless: no sink or trampoline is needed.
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
