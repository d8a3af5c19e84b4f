/// A shared sequence for UI events: it never fails, delivers on the main scheduler, and replays
/// nothing, so a new subscriber only sees what happens after it subscribed.
///
/// ```
/// source:                   -a-b---c-#
/// asSignal(onErrorJustReturn: x):
/// first subscriber:         -a-b---c-(x|)
/// subscriber at 5:                 c-(x|)
/// ```
///
/// All subscribers share one subscription to the source (`share(scope: .whileConnected)`). Use it
/// for taps, navigation and one-off messages; use `Driver` for state.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: delivery on `SharingScheduler.make()`, sharing without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler of the shared sequences being built: `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` without replay while any subscriber is connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns the signal itself.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `Signal` that ends with `onErrorJustReturn` in place of an error.
    ///
    /// - Parameter onErrorJustReturn: The element emitted, before completing, if the source fails.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// The sequence as a `Signal` that continues with `onErrorSignalWith` if the source fails.
    ///
    /// - Parameter onErrorSignalWith: The signal to continue with.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// The sequence as a `Signal` that continues with the signal `onErrorRecover` makes from the error.
    ///
    /// - Parameter onErrorRecover: Makes the signal to continue with.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: any Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { onErrorRecover($0).asObservable() }
        return Signal(source)
    }
}

extension PublishRelay {
    /// The relay as a `Signal` of every value accepted from now on.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
