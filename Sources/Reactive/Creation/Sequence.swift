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
    @inlinable
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
    @inlinable
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
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        ScheduledSequence(elements: sequence, scheduler: scheduler)
    }

    /// A sequence of the optional's value if it has one, then completed, sent synchronously.
    ///
    /// ```
    /// from(optional: 1):   (1|)
    /// from(optional: nil): |
    /// ```
    ///
    /// Like `just(_:)` and `empty()`, it sends during `subscribe`, even inside a running trampoline.
    ///
    /// - Parameter optional: The value, if any.
    /// - Returns: The sequence.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        if let element = optional { return .just(element) }
        return .empty()
    }

    /// A sequence of the optional's value if it has one, then completed, on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The value, if any.
    ///   - scheduler: Where the value and the completion are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
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
    @inlinable
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
@frozen
@usableFromInline
struct IntegerRange<Integer: FixedWidthInteger>: Sequence, IteratorProtocol {
    @usableFromInline
    var upcoming: Integer
    @usableFromInline
    var remaining: Integer

    @inlinable
    init(start: Integer, count: Integer) {
        upcoming = start
        remaining = count
    }

    @inlinable
    mutating func next() -> Integer? {
        guard remaining > 0 else { return nil }
        let value = upcoming
        remaining -= 1
        if remaining > 0 { upcoming += 1 }
        return value
    }
}

/// Emits the elements of a Swift sequence one scheduled step at a time.
///
/// Each subscription gets a step closure, built in inlinable code so that iterating and
/// forwarding are specialised in the client. On `CurrentThreadScheduler` the steps run from one
/// reused trampoline item (`TrampolineLoop`), queued again after each element exactly where
/// `scheduleRecursive` would queue a new step, so other trampoline work interleaves as in RxSwift
/// while an element costs no allocation. Other schedulers get `scheduleRecursive`.
@usableFromInline
final class ScheduledSequence<Element>: HandlerProducer<Element> {
    @usableFromInline
    let scheduler: any ImmediateSchedulerType
    /// Makes one subscription's step, which sends the next element and returns true, or sends
    /// completion, disposes the sink and returns false.
    @usableFromInline
    let makeStep: (HandlerSink<Element>) -> () -> Bool

    @usableFromInline
    init(scheduler: any ImmediateSchedulerType, makeStep: @escaping (HandlerSink<Element>) -> () -> Bool) {
        self.scheduler = scheduler
        self.makeStep = makeStep
        super.init()
    }

    @inlinable
    convenience init<Source: Sequence>(elements: Source, scheduler: any ImmediateSchedulerType)
    where Source.Element == Element {
        self.init(scheduler: scheduler) { sink in
            // Iterated anew for every subscription.
            let iterator = StepState(elements.makeIterator())
            return {
                if let element = iterator.value.next() {
                    sink.forwardOn(.next(element))
                    return true
                }
                sink.forwardOn(.completed)
                sink.dispose()
                return false
            }
        }
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        let sink = HandlerSink(downstream: handler)
        let step = makeStep(sink)
        if SchedulerIdentity.isTrampoline(scheduler) {
            let loop = TrampolineLoop(step: step)
            sink.setSubscription(loop)
            CurrentThreadScheduler.schedule(loop)
            return sink
        }
        sink.setSubscription(
            scheduler.scheduleRecursive(()) { _, recurse in
                if step() { recurse(()) }
            }
        )
        return sink
    }
}

/// One subscription's mutable state (an iterator, a loop's state), held by its step closure.
///
/// A `var` captured by an escaping closure lives in a box whose every access is checked for
/// exclusivity at run time (a thread-local access-set lookup, about a fifth of a cold
/// `range`'s cost per element); only the step closure touches this state, and the trampoline
/// or scheduler runs one step at a time, so the check is left out.
@_fixed_layout
@usableFromInline
final class StepState<Value> {
    @usableFromInline
    @exclusivity(unchecked) var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
