/// A sequence whose subscribers share one subscription to a source, made when `connect()` is
/// called rather than when someone subscribes.
///
/// Subscribing only registers an observer; nothing flows until the sequence is connected, and
/// disposing the connection stops the flow for every subscriber at once. `refCount()` connects
/// and disconnects automatically.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subscription to the source, or returns the one already running.
    ///
    /// - Returns: The connection; disposing it unsubscribes from the source for every subscriber.
    func connect() -> any Disposable
}

/// The sequence `multicast`, `publish`, `replay` and `replayAll` return: connect it to start the
/// shared subscription.
///
/// Calling `connect()` while connected returns the running connection itself, so disposing any
/// of the disposables it returned ends that connection.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {
        super.init()
    }

    /// Connects to the source, or returns the running connection.
    ///
    /// - Returns: The connection; disposing it unsubscribes from the source for every subscriber.
    public func connect() -> any Disposable {
        fatalError("ConnectableObservable.connect is abstract: \(type(of: self)) must override it")
    }

    /// Subscribes `observer` for `refCount()`, and tells whether a connection feeds what it
    /// subscribed to: a running connection, or one that ended with a stop event the observer is
    /// about to receive. When none does, `refCount()` must connect even if it still counts
    /// subscribers of an earlier connection.
    ///
    /// `sourceStopped` tells that the source has already stopped for good (a shared subject, as in
    /// `share(scope: .forever)`, which is being told or has been told the stop event): then
    /// `refCount()` must not connect again, which would subscribe the stopped source anew.
    ///
    /// - Parameter observer: The `refCount()` subscriber.
    /// - Returns: The subscription, whether a connection feeds it, and whether the source stopped.
    func subscribeForRefCount<Observer: ObserverType>(_ observer: Observer)
        -> (subscription: any Disposable, isFed: Bool, sourceStopped: Bool)
    where Observer.Element == Element {
        (subscribe(observer), true, false)
    }
}
