/// A type that is, or wraps, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The value as a `ControlEvent`.
    ///
    /// - Returns: The control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI element (taps, edits, …): no value on subscription, no error, delivery on the
/// main queue, completion when the element goes away.
///
/// ```swift
/// let taps = ControlEvent(events: tapRelay.asObservable())
/// taps.asSignal().emit(onNext: { submit() })
/// ```
///
/// The control event subscribes to `events`, and later disposes that subscription, on the main
/// queue: at once when already there, otherwise with one hop. The other properties are the
/// promise of whoever builds it: `events` must never fail, must deliver on the main queue and must
/// send nothing on subscription. This package has no UIKit or AppKit layer; the type is here so
/// that view-model code written against RxCocoa's traits ports unchanged.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type: the event's value.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from the sequence of a UI element's events.
    ///
    /// - Parameter events: The events; they must never fail and must be delivered on the main queue.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: MainContextScheduler())
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    ///
    /// - Returns: The events.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns itself.
    ///
    /// - Returns: The control event.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`.
    ///
    /// - Returns: The infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        Infallible(events)
    }
}

/// Runs work at once on the main queue and hops there from anywhere else, without waiting for the
/// work queued there before (RxCocoa's `ConcurrentMainScheduler`, for subscribing control events).
struct MainContextScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        if MainScheduler.isMainContext {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }
}
