// Control events and properties never fail, so they become drivers and signals with no error
// handling; should one fail after all, the trait completes and the error is reported as a
// `.bindingError` anomaly (RxCocoa stops a debug build there).

extension ControlEvent {
    /// The events as a `Driver`.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            reportBindingError(error)
            return Driver.empty()
        })
    }

    /// The events as a `Signal`.
    ///
    /// - Returns: The signal.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in
            reportBindingError(error)
            return Signal.empty()
        })
    }
}

extension ControlProperty {
    /// The values as a `Driver`.
    ///
    /// - Returns: The driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            reportBindingError(error)
            return Driver.empty()
        })
    }
}
