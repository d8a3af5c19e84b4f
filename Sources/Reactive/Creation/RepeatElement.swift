extension ObservableType {
    /// A sequence that emits `element` over and over, one scheduled step at a time; it never
    /// completes.
    ///
    /// ```
    /// repeatElement(7): (7)(7)(7)…
    /// ```
    ///
    /// On the trampoline other work interleaves between the steps, so `take(_:)` and disposal stop
    /// it.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where each element is sent; the trampoline by default.
    /// - Returns: The endless sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ScheduledSequence(scheduler: scheduler) { sink in
            {
                sink.forwardOn(.next(element))
                return true
            }
        }
    }
}
