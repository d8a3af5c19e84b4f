/// A type that is, or wraps, a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    ///
    /// - Returns: The control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element, both observed and bound: its current value on subscription, then the
/// values the user sets; elements sent to it set the property.
///
/// ```swift
/// let name = ControlProperty(values: field.values, valueSink: field.setter)
/// name.orEmpty.bind(to: viewModel.name)
/// viewModel.suggestion.bind(to: name)
/// ```
///
/// The control property subscribes to `values`, and later disposes that subscription, on the main
/// queue: at once when already there, otherwise with one hop. The other properties are the promise
/// of whoever builds it: `values` must replay the current value to each subscriber, never fail,
/// and deliver on the main queue. This package has no UIKit or AppKit layer; the type is here so
/// that view-model code written against RxCocoa's traits ports unchanged.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type: the property's value.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a control property from the sequence of its values and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The current value on subscription, then the user's changes; they must never
    ///     fail and must be delivered on the main queue.
    ///   - valueSink: Sets the property to each element it receives.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: MainContextScheduler())
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    ///
    /// - Parameter observer: Receives the values.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes the user makes: every value but the first, which is the value at subscription.
    ///
    /// Values set by binding to the property are not reported, unless the element echoes them.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an `Observable`.
    ///
    /// - Returns: The values.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns itself.
    ///
    /// - Returns: The control property.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to an element, and forwards completion to the value sink.
    ///
    /// An error is a programming error in a binding: it is reported as a `.bindingError` anomaly
    /// (see `Hooks.anomalyHandler`) and not forwarded, where RxCocoa stops a debug build.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed: valueSink.on(event)
        case .error(let error): reportBindingError(error)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with nil read as the empty string; setting it sets the original property.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
