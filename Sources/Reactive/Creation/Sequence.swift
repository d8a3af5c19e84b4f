/// A fixed-width integer, as RxSwift names it.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType {
    /// A sequence of the given elements, sent one by one on `scheduler`, then completed.
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
    ) -> Observable<Element> {
        ScheduledSequence(elements: elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, then completed.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ScheduledSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completed. The sequence is iterated anew
    /// for every subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        ScheduledSequence(elements: sequence, scheduler: scheduler)
    }

    /// A sequence of the optional's value if it has one, then completed.
    ///
    /// - Parameters:
    ///   - optional: The value, if any.
    ///   - scheduler: Where the value is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func from(
        optional: Element?,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ScheduledSequence(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then completed.
    ///
    /// ```
    /// range(start: 5, count: 3): (5)(6)(7)|
    /// ```
    ///
    /// A negative `count` fails with `RxError.argumentOutOfRange`, and a range past
    /// `Element.max` with `RxError.overflow` (RxSwift stops the program instead).
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers.
    ///   - scheduler: Where each integer is sent; the trampoline by default.
    /// - Returns: The sequence.
    public static func range(
        start: Element,
        count: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
        guard count == 0 || !start.addingReportingOverflow(count - 1).overflow else {
            return .error(RxError.overflow)
        }
        return ScheduledSequence(elements: IntegerRange(start: start, count: count), scheduler: scheduler)
    }
}

/// `count` integers from `start` without forming `start + count`, which may overflow.
private struct IntegerRange<Integer: FixedWidthInteger>: Sequence, IteratorProtocol {
    var upcoming: Integer
    var remaining: Integer

    init(start: Integer, count: Integer) {
        upcoming = start
        remaining = count
    }

    mutating func next() -> Integer? {
        guard remaining > 0 else { return nil }
        let value = upcoming
        remaining -= 1
        if remaining > 0 { upcoming += 1 }
        return value
    }
}

/// Emits the elements of a Swift sequence one scheduled step at a time.
final class ScheduledSequence<Source: Sequence>: Producer<Source.Element> {
    let elements: Source
    let scheduler: any ImmediateSchedulerType

    init(elements: Source, scheduler: any ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Source.Element {
        let sink = ScheduledSequenceSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                sink.forwardOn(.next(element))
                recurse(iterator)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink, subscription)
    }
}

private final class ScheduledSequenceSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {}
