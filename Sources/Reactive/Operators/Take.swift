/// Whether `take(while:)` / `take(until:)` also emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits the first `count` elements, then completes and disposes the source.
    ///
    /// ```
    /// source:   -1-2-3-4-|
    /// take(2):  -1-(2|)
    /// ```
    ///
    /// `take(0)` completes at once without subscribing. A negative count fails with
    /// `RxError.argumentOutOfRange` (RxSwift stops the program).
    ///
    /// - Parameter count: How many elements to emit.
    /// - Returns: The shortened sequence.
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return .empty() }
        return TakeCount(source: asObservable(), count: count)
    }

    /// Emits elements while `predicate` holds, then completes.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// take(while: { $0 < 3 }): -1-2-|
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Returns false to end the sequence.
    ///   - behavior: Whether the first failing element is emitted before completing.
    /// - Returns: The prefix of the source.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        TakeUntilPredicate(source: asObservable(), behavior: behavior) { try !predicate($0) }
    }

    /// Emits elements until `predicate` holds, then completes.
    ///
    /// ```
    /// source:                                          -1-2-3-4-|
    /// take(until: { $0 == 3 }):                         -1-2-|
    /// take(until: { $0 == 3 }, behavior: .inclusive):   -1-2-(3|)
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Returns true to end the sequence.
    ///   - behavior: Whether the element that ends the sequence is emitted.
    /// - Returns: The prefix of the source.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }
}

private final class TakeCount<Element>: Producer<Element> {
    let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = TakeCountSink(remaining: count, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked: `remaining` is only touched from `on`, which the grammar serialises.
    private var remaining: Int

    init(remaining: Int, observer: Observer, cancel: any Cancelable) {
        self.remaining = remaining
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 {
                forwardCompleted()
            }
        case .error, .completed:
            forwardStop(event)
        }
    }
}

private final class TakeUntilPredicate<Element>: Producer<Element> {
    let source: Observable<Element>
    let behavior: TakeBehavior
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    private let parent: TakeUntilPredicate<Observer.Element>

    init(parent: TakeUntilPredicate<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            let ends: Bool
            do {
                ends = try parent.predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if !ends {
                forwardOn(event)
                return
            }
            if parent.behavior == .inclusive {
                forwardOn(event)
            }
            forwardCompleted()
        case .error, .completed:
            forwardStop(event)
        }
    }
}
