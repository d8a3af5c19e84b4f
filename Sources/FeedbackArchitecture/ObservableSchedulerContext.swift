import Reactive

/// The state a feedback loop receives: the system's states, and the scheduler they arrive on.
///
/// It is itself an observable sequence of states, so a feedback can apply operators to it directly
/// (`state.map(String.init)`). Every state arrives on `scheduler`'s execution context; work a feedback
/// moves through `scheduler` (as `react` and `bind` do with the events they produce) can be cancelled
/// before it reaches the system.
public struct ObservableSchedulerContext<Element>: ObservableType {
    /// The system's states: the current one at once on subscription, then every new one.
    public let source: Observable<Element>

    /// The scheduler the states arrive on; feedbacks hop their events through it.
    public let scheduler: any ImmediateSchedulerType

    /// Pairs `source` with the scheduler its elements arrive on.
    ///
    /// - Parameters:
    ///   - source: The sequence of states.
    ///   - scheduler: Where the states are delivered.
    public init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    /// Subscribes `observer` to the states.
    ///
    /// - Parameter observer: Receives the states.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The states as an `Observable`: `source` itself.
    public func asObservable() -> Observable<Element> {
        source
    }
}
