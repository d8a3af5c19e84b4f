import Reactive

/// What a `bind` feedback loop connects: subscriptions that show the system's state somewhere (a
/// UI), and streams of events coming from there.
///
/// The feedback loop disposes the bindings, and so the subscriptions, when it is disposed, whether
/// or not there are any events.
public final class Bindings<Event>: Disposable {
    @usableFromInline
    let subscriptions: [any Disposable]
    @usableFromInline
    let events: [Observable<Event>]

    /// Bindings with the given subscriptions and event streams.
    ///
    /// - Parameters:
    ///   - subscriptions: The subscriptions that show the state; disposed with the bindings.
    ///   - events: The events to send to the system.
    public init(subscriptions: [any Disposable], events: [Observable<Event>]) {
        self.subscriptions = subscriptions
        self.events = events
    }

    /// Disposes the subscriptions.
    public func dispose() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

/// A feedback loop that binds the system to something outside it, such as a UI: `bindings` is
/// called when the system starts, with the states, and returns the subscriptions showing them and
/// the streams of events to send back.
///
/// The events hop through the context's scheduler before they reach the system. The bindings stay
/// until the system's subscription is disposed, even when there are no events, and are disposed
/// with it.
///
/// - Parameter bindings: Makes the bindings from the states.
/// - Returns: The feedback loop.
@inlinable
public func bind<State, Event>(
    _ bindings: @escaping (ObservableSchedulerContext<State>) -> Bindings<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    { state in
        Observable.using(
            { bindings(state) },
            observableFactory: { made in
                Observable.merge(made.events)
                    .concat(Observable.never())
                    .throughScheduler(state.scheduler)
            }
        )
    }
}

/// A feedback loop that binds the system to an object, typically the view that shows it, without
/// keeping that object alive.
///
/// The feedback loop holds `owner` weakly. When the system starts, `bindings` is called with the
/// owner (if it still exists) and the states. Once the owner has been deallocated, its bindings are
/// disposed at the next state or event, and its events stop: a view that goes away while the
/// system keeps running takes its bindings with it.
///
/// The owner is passed strongly only for the duration of the call. Anything the bindings keep
/// (an `onNext` closure, say) must not capture it strongly, or the bindings keep it alive:
/// use `subscribe(with: owner, onNext:)` or a `[weak owner]` capture there.
///
/// - Parameters:
///   - owner: The object the bindings belong to; held weakly.
///   - bindings: Makes the bindings from the owner and the states.
/// - Returns: The feedback loop.
@inlinable
public func bind<State, Event, Owner: AnyObject>(
    _ owner: Owner,
    _ bindings: @escaping (Owner, ObservableSchedulerContext<State>) -> Bindings<Event>
) -> (ObservableSchedulerContext<State>) -> Observable<Event> {
    { [weak owner] state in
        Observable.using(
            { () -> Bindings<Event> in
                guard let owner else { return Bindings(subscriptions: [], events: [Observable<Event>]()) }
                return bindings(owner, state)
            },
            observableFactory: { made in
                Observable.merge(made.events)
                    .concat(Observable.never())
                    .throughScheduler(state.scheduler)
                    .take(while: { _ in owner != nil })
                    .take(until: state.source.filter { _ in owner == nil })
            }
        )
        // Ending the inner sequence disposes the bindings; the feedback itself carries on silently.
        .concat(Observable.never())
    }
}

extension ObservableType {
    /// Subscribes, and delivers the events, through `scheduler`, so that both can still be
    /// cancelled before they happen: what `bind` does with its events, as in RxFeedback.
    @inlinable
    func throughScheduler(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler).subscribe(on: scheduler)
    }
}
