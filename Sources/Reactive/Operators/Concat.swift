extension ObservableType {
    /// Emits this sequence's elements, then, once it completed, `second`'s.
    ///
    /// ```
    /// self:        -1-2-|
    /// second:           -3-|
    /// concat:      -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence subscribed after this one completes.
    /// - Returns: The two sequences one after the other.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Element>
    where Second.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// The sequence is iterated lazily, one source at a time.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Concat(sources: sequence)
    }

    /// Subscribes to each sequence in turn, the next one when the previous completed.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: Their elements one sequence after the other.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources)
    }
}

private final class Concat<Sources: Sequence, Element>: Producer<Element>
where Sources.Element == Observable<Element> {
    let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = SequentialSink<Sources, Observer>(
            iterator: sources.makeIterator(),
            advanceOn: .completed,
            observer: observer,
            cancel: cancel
        )
        sink.subscribeNext()
        return (sink, sink.current)
    }
}
