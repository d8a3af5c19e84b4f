extension Infallible {
    /// The closure an `Infallible.create` body reports its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an infallible sequence from a subscribe closure, called once per subscription.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// As with `Observable.create`, events after completion are dropped (and reported in debug
    /// builds), and the returned disposable is disposed after completion or on cancellation.
    ///
    /// - Parameter subscribe: Reports events and returns what to dispose on cancellation.
    /// - Returns: The infallible sequence.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable)
        -> Infallible<Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        }
        return Infallible(source)
    }

    /// An infallible sequence of the given elements, sent one by one on `scheduler`, then completed.
    ///
    /// ```
    /// of(1, 2, 3): (1)(2)(3)|
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence of the array's elements, then completed.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence of the elements of `sequence`, then completed; the sequence is
    /// iterated anew for every subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// An infallible sequence that emits `element` and completes.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An infallible sequence that emits `element` and completes, on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and completion are sent.
    /// - Returns: The sequence.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An infallible sequence that never emits anything.
    ///
    /// - Returns: The silent sequence.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An infallible sequence that completes at once.
    ///
    /// - Returns: The empty sequence.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An infallible sequence that calls `factory` anew for each subscription.
    ///
    /// As in RxSwift, `factory` may throw; the subscriber then receives the error, which an
    /// infallible sequence reports rather than delivers (see `Infallible`).
    ///
    /// - Parameter factory: Makes the sequence for one subscription.
    /// - Returns: The deferred sequence.
    public static func deferred(_ factory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { try factory().asObservable() })
    }
}
