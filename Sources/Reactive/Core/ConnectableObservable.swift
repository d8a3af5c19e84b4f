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

    /// Subscribes `observer` for `refCount()`, and tells which subject it subscribed to.
    ///
    /// `subjectGeneration` changes only when a per-connection subject is forgotten (its connection
    /// ended): a subscriber whose generation differs from that of the connection `refCount()` counts
    /// subscribers for got the next connection's subject, so `refCount()` must connect for it even
    /// though it still counts subscribers of the ended connection. Subscribers of one subject always
    /// share one connection, whoever of them made it.
    ///
    /// - Parameter observer: The `refCount()` subscriber.
    /// - Returns: The subscription and the subject's generation.
    func subscribeForRefCount<Observer: ObserverType>(_ observer: Observer)
        -> (subscription: any Disposable, subjectGeneration: UInt64)
    where Observer.Element == Element {
        (subscribe(observer), 0)
    }

    /// Connects for `refCount()`, unless the source has stopped for good: a shared subject (as in
    /// `share(scope: .forever)`) whose source stopped is being told or has been told the stop
    /// event, and subscribing the stopped source anew would run it again. `refCount()` decides to
    /// connect before it connects, and the source may stop in between, on another thread; so this is
    /// where it is checked, and a subscriber that arrives meanwhile hears the stop event from the
    /// subject.
    ///
    /// - Returns: The connection, or `nil` when the stopped source must not be subscribed again.
    func connectForRefCount() -> (any Disposable)? {
        connect()
    }
}
