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
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return .empty() }
        // Built here, in inlinable code, so the event closure is specialised in the caller; the
        // state is how many elements are still to emit.
        return HandlerOperator(source: asObservable()) { source, downstream in
            let sink = StatefulHandlerSink(state: count, downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { event in
                    guard case .next = event else { return sink.forwardEvent(event) }
                    guard sink.state > 0 else { return }
                    sink.state -= 1
                    sink.forwardOn(event)
                    if sink.state == 0 { sink.forwardCompleted() }
                })
            return sink
        }
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
    @inlinable
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        take(until: { try !predicate($0) }, behavior: behavior)
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
    @inlinable
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        HandlerOperator(source: asObservable()) { source, downstream in
            let sink = HandlerSink(downstream: downstream)
            sink.setSubscription(
                source.subscribeNested { event in
                    guard case .next(let element) = event else { return sink.forwardEvent(event) }
                    let ends: Bool
                    do {
                        ends = try predicate(element)
                    } catch {
                        return sink.forwardError(error)
                    }
                    if !ends || behavior == .inclusive { sink.forwardOn(event) }
                    if ends { sink.forwardCompleted() }
                })
            return sink
        }
    }
}
