extension PrimitiveSequence {
    /// Delivers the sequence's event on `scheduler`.
    ///
    /// ```
    /// source:                  -(1|)
    /// observe(on: scheduler):  --1-|    (on a TestScheduler: one tick per hop)
    /// ```
    ///
    /// Only the delivery moves; subscribing and disposing still happen where they are called (use
    /// `subscribe(on:)` to move those).
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same sequence, delivered on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to the sequence, and later disposes that subscription, on `scheduler`.
    ///
    /// ```
    /// source (cold):             -(1|)
    /// subscribe(on: scheduler):  --(1|)    (on a TestScheduler: subscribed one tick late)
    /// ```
    ///
    /// Only the side effects of subscribing and disposing move; the event is delivered wherever the
    /// source emits it (use `observe(on:)` to move that).
    ///
    /// - Parameter scheduler: Where the source is subscribed and disposed.
    /// - Returns: The same sequence.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}
