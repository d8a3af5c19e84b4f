/// A shared sequence for UI state: it never fails, delivers on the main scheduler, and replays its
/// latest element to each new subscriber.
///
/// ```
/// source:                  -a-b---c-#
/// asDriver(onErrorJustReturn: x):
/// first subscriber:        -a-b---c-(x|)
/// subscriber at 5:              b-c-(x|)     (the latest element at once, then the rest)
/// ```
///
/// All subscribers share one subscription to the source (`share(replay: 1, scope: .whileConnected)`):
/// the source is subscribed when the first one arrives and disposed when the last one leaves. Drive
/// it with `drive(onNext:)`, `drive(_:)` or `values`. See `docs/Operators/Driver.md`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: delivery on `SharingScheduler.make()`, sharing with a replay of one.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler of the shared sequences being built: `SharingScheduler.make()`.
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with a replay of the latest element while any subscriber is connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the driver itself.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }

    /// The driver as a `Signal`, which shares the driver's subscription but replays nothing.
    ///
    /// The signal's first subscriber connects to the driver, so it receives the driver's latest
    /// element if the driver already had one.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable())
    }
}

extension ObservableConvertibleType {
    /// The sequence as a `Driver` that ends with `onErrorJustReturn` in place of an error.
    ///
    /// ```
    /// source:                         -1-2-#
    /// asDriver(onErrorJustReturn: 0): -1-2-(0|)
    /// ```
    ///
    /// - Parameter onErrorJustReturn: The element emitted, before completing, if the source fails.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// The sequence as a `Driver` that continues with `onErrorDriveWith` if the source fails.
    ///
    /// - Parameter onErrorDriveWith: The driver to continue with.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// The sequence as a `Driver` that continues with the driver `onErrorRecover` makes from the error.
    ///
    /// - Parameter onErrorRecover: Makes the driver to continue with.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: any Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { onErrorRecover($0).asObservable() }
        return Driver(source)
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value at once, then every accepted value.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
