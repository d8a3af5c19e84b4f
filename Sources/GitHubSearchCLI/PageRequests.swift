import Reactive

/// The `nearBottom` input of both modes: a page request that nobody listens for yet is kept and
/// delivered to the next subscriber.
///
/// An implementation of `RepositorySearch` may listen to `nearBottom` only at times (an earlier
/// `CachingMVVMSearch` subscribed anew after each page, on the thread that delivered it, while the
/// state reached the main queue on its own); a request sent in between would find no listener and
/// be lost, and the one-shot mode would wait forever. A person would scroll again; neither a
/// script nor a person should have to.
package final class PageRequests: @unchecked Sendable {
    // @unchecked: `pending` is only touched under `lock`, and subscribing happens under it too, so
    // a request either finds the subscriber or is kept for it.
    private let lock = Lock()
    private var pending = false
    private let subject = PublishSubject<Void>()

    /// Creates the input with no request pending.
    package init() {}

    /// The input for `SearchInputs.nearBottom`.
    package var observable: Observable<Void> {
        Observable.create { [self] observer in
            let (replay, subscription) = lock.withLock {
                let replay = pending
                pending = false
                return (replay, subject.subscribe(observer))
            }
            if replay { observer.onNext(()) }
            return subscription
        }
    }

    /// Asks for the next page: now if someone listens, otherwise as soon as someone does.
    package func request() {
        let listening = lock.withLock {
            if !subject.hasObservers { pending = true }
            return subject.hasObservers
        }
        if listening { subject.onNext(()) }
    }

    /// Forgets a request nobody has received: the query changed, so it was for a list that is gone.
    package func discardPending() {
        lock.withLock { pending = false }
    }
}
