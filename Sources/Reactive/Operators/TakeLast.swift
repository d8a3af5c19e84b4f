extension ObservableType {
    /// Emits the last `count` elements once the source completes, then completes.
    ///
    /// ```
    /// source:       -1-2-3-4-|
    /// takeLast(2):  ---------(34|)
    /// ```
    ///
    /// Only the last `count` elements are kept while waiting, so memory stays bounded. An error is
    /// passed on at once, and the kept elements are dropped. A negative count fails with
    /// `RxError.argumentOutOfRange` at once, without subscribing (RxSwift stops the program).
    ///
    /// - Parameter count: How many elements from the end to emit.
    /// - Returns: The end of the source, emitted at its completion.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        // The event closure is built here, in inlinable code, so it is specialised in the caller.
        return HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink<Element, LastElements<Element>>(
                state: LastElements(capacity: count),
                downstream: downstream
            )
            sink.setSubscription(
                source.subscribeNested { (event: Event<Element>) in
                    switch event {
                    case .next(let element):
                        sink.state.append(element)
                    case .error:
                        sink.forwardStop(event)
                    case .completed:
                        // Taken out first: the downstream may dispose while the elements go out,
                        // and the sink should not hold them after that.
                        let elements = sink.state.removeAll()
                        for element in elements {
                            sink.forwardOn(.next(element))
                        }
                        sink.forwardCompleted()
                    }
                }
            )
            return sink
        }
    }
}

/// The last `capacity` elements appended, in a ring: once full, each new element overwrites the
/// oldest, so a long source costs no copying.
@frozen
@usableFromInline
struct LastElements<Element> {
    @usableFromInline
    let capacity: Int
    @usableFromInline
    var storage: [Element] = []
    /// Where the oldest element is, once `storage` is full.
    @usableFromInline
    var oldest = 0

    @inlinable
    init(capacity: Int) {
        self.capacity = capacity
    }

    @inlinable
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[oldest] = element
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
    }

    /// Empties the ring and returns its elements, oldest first.
    @inlinable
    mutating func removeAll() -> [Element] {
        var elements: [Element] = []
        swap(&elements, &storage)
        if oldest > 0 {
            elements = Array(elements[oldest...] + elements[..<oldest])
            oldest = 0
        }
        return elements
    }
}
