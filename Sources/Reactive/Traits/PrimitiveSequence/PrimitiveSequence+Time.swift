// The time operators of the traits: each applies the `Observable` operator of the same name, whose
// timelines are the traits' too.

extension PrimitiveSequence {
    /// Shifts the element and the completion forward in time by `dueTime`; an error is not delayed.
    ///
    /// ```
    /// source:    -(1|)        -#
    /// delay(2):  ---(1|)      -#
    /// ```
    ///
    /// The element and the completion that arrive together are delivered together (see
    /// `ObservableType.delay(_:scheduler:)`).
    ///
    /// - Parameters:
    ///   - dueTime: The time shift.
    ///   - scheduler: The scheduler that runs the timer and delivers the delayed event.
    /// - Returns: The time-shifted sequence.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the sequence only after `dueTime`, then mirrors it.
    ///
    /// ```
    /// source (cold):          -(1|)
    /// delaySubscription(2):   ---(1|)
    /// ```
    ///
    /// Disposing before the delay is over cancels the subscription that was due.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing.
    ///   - scheduler: The scheduler that runs the delay and the subscription.
    /// - Returns: The same sequence, subscribed later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` unless the sequence delivers its element (or, for a maybe or a
    /// completable, its completion) within `dueTime` of the subscription.
    ///
    /// ```
    /// source:      -------(1|)
    /// timeout(3):  ---#
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The same sequence, or `RxError.timeout`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the sequence delivers its element (or, for a maybe or a
    /// completable, its completion) within `dueTime` of the subscription.
    ///
    /// ```
    /// source:             -------(1|)
    /// other (cold):       --(2|)
    /// timeout(3, other):  -----(2|)
    /// ```
    ///
    /// The source is disposed and `other` subscribed at the deadline; from then on the result is
    /// `other`, with no further time limit.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's outcome, or `other`'s after a timeout.
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A sequence that emits 0 after `dueTime`, then completes.
    ///
    /// ```
    /// timer(2):  --(0|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the element.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The sequence.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}
