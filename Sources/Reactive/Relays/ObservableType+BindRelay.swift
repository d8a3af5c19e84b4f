extension ObservableType {
    /// Accepts every element into `relays`.
    ///
    /// Relays cannot complete, so completion is ignored; nor can they fail, so an error is a
    /// programming error in the binding, reported as a `.bindingError` anomaly (see
    /// `Hooks.anomalyHandler`) where RxRelay stops a debug build.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(element) }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(Optional(element)) }
    }

    /// Accepts every element into `relays`, making it their current value.
    ///
    /// Relays cannot complete, so completion is ignored; an error is reported as a `.bindingError`
    /// anomaly, where RxRelay stops a debug build.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(element) }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(Optional(element)) }
    }

    /// Accepts every element into `relays`.
    ///
    /// Relays cannot complete, so completion is ignored; an error is reported as a `.bindingError`
    /// anomaly, where RxRelay stops a debug build.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(element) }
    }

    /// Accepts every element, wrapped in an optional, into `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        bindElements { element in relays.forEachAccept(Optional(element)) }
    }

    private func bindElements(_ accept: @escaping (Element) -> Void) -> any Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }
}

/// A relay's element sink, so the binding overloads share one loop.
private protocol AcceptingRelay {
    associatedtype Element
    func accept(_ element: Element)
}

extension PublishRelay: AcceptingRelay {}
extension BehaviorRelay: AcceptingRelay {}
extension ReplayRelay: AcceptingRelay {}

extension Array where Element: AcceptingRelay {
    fileprivate func forEachAccept(_ element: Element.Element) {
        for relay in self {
            relay.accept(element)
        }
    }
}
