// The engine of `withUnretained` on `Infallible` and `Signal`: each element is paired with an
// object held weakly, and the sequence completes once the object is gone.

extension ObservableType {
    /// Pairs each element with `object` through `resultSelector`, holding `object` weakly; the first
    /// element that arrives after `object` was deallocated completes the result instead.
    func unretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Result
    ) -> Observable<Result> {
        Unretained(source: asObservable(), object: object, resultSelector: resultSelector)
    }
}

private final class Unretained<Object: AnyObject, Source, Result>: Producer<Result> {
    let source: Observable<Source>
    weak var object: Object?
    let resultSelector: (Object, Source) -> Result

    init(source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Result) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Result {
        let sink = UnretainedSink(object: object, resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class UnretainedSink<Object: AnyObject, Source, Observer: ObserverType>: Sink<Observer>,
    ObserverType, @unchecked Sendable
{
    // @unchecked: `object` is only read, by the serial event path.
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Observer.Element

    init(
        object: Object?,
        resultSelector: @escaping (Object, Source) -> Observer.Element,
        observer: Observer,
        cancel: any Cancelable
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            guard let object else {
                forwardCompleted()
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error, .completed:
            forwardStop(event)
        }
    }
}
