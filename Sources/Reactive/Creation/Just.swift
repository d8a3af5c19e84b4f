extension ObservableType {
    /// A sequence that emits `element` and completes.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        // The delivery closure captures nothing, so it costs no allocation, and is built here so
        // that it is specialised in the caller.
        Just(element: element) { element, handler in
            handler(.next(element))
            handler(.completed)
        }
    }

    /// A sequence that emits `element` and completes, on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and completion are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        ScheduledSequence(elements: CollectionOfOne(element), scheduler: scheduler)
    }
}

/// Emits its element and completes, synchronously and without state: no sink or trampoline.
@usableFromInline
final class Just<Element>: Observable<Element> {
    @usableFromInline
    let element: Element
    /// Sends `element` and completion to a handler; built in inlinable code (see `just(_:)`).
    @usableFromInline
    let emit: (Element, (Event<Element>) -> Void) -> Void

    @usableFromInline
    init(element: Element, emit: @escaping (Element, (Event<Element>) -> Void) -> Void) {
        self.element = element
        self.emit = emit
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }

    @usableFromInline
    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        emit(element, handler)
        return Disposables.create()
    }
}
