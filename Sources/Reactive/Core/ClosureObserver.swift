/// The observer that `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: the closures and
/// the "ignore everything after the first stop event" latch in one object, which the event closure
/// handed upstream captures alone (a closure whose only capture is one class reference uses it as
/// its context, so the closure costs no allocation of its own).
///
/// After a stop event it runs `onDisposed` (shared with the returned subscription, so that it runs
/// once). It holds no reference to that subscription: the subscription holds the upstream
/// subscription, which holds this observer, so a reference back would be a cycle that outlives a
/// source that is disposed without sending a stop event.
///
/// It is an `EventReceiver` (with no closure of its own), so that a subject or `share` can keep it
/// as it is in its list of subscribers, where an event closure needs a box: one object per
/// subscriber to a subject instead of two.
@usableFromInline
final class ClosureObserver<Element>: EventReceiver<Element>, @unchecked Sendable {
    // @unchecked: everything is immutable but `stopped`, which is atomic.
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((any Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    /// Runs `onDisposed` once, on whichever comes first: a stop event here or disposal.
    @usableFromInline
    let onDisposed: AnonymousDisposable?
    @usableFromInline
    @exclusivity(unchecked) final var stopped = InlineAtomic<Bool>(false)
    /// Where the subscription was made, for `Hooks.defaultErrorHandler`; captured only when there
    /// is no `onError` and `Hooks.recordCallStackOnError` is set.
    @usableFromInline
    let subscriptionCallStack: [String]
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((any Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: AnonymousDisposable?
    ) {
        // Asked before the closures are stored: asked after, the call made the compiler retain
        // and release each stored closure around it.
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.subscriptionCallStack = callStack
        super.init(call: nil)
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    /// Delivers one event to the closures; everything after the first stop event is ignored.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if InlineAtomic.load(&stopped, ordering: .relaxed) { return }
            onNext?(value)
        case .error(let error):
            if InlineAtomic.exchange(&stopped, true, ordering: .relaxed) { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(subscriptionCallStack, error)
            }
            onDisposed?.dispose()
        case .completed:
            if InlineAtomic.exchange(&stopped, true, ordering: .relaxed) { return }
            onCompleted?()
            onDisposed?.dispose()
        }
    }
}

/// The subscription `subscribe(onNext:onError:onCompleted:)` returns when there is no `onDisposed`
/// and upstream is not a subject (see `ClosureSubscriptionRoute`): the upstream
/// subscription, let go of when disposed.
///
/// It exists for that letting go: upstream sinks keep their downstream closures after disposal, so
/// a closure that captures its own subscription would keep itself alive through them if the
/// subscription were upstream's own disposable. It is one slot, where `Disposables.create` with an
/// empty second disposable cost a second one to fill, take and dispose; and it is a tracked
/// resource, so a live subscription counts in `Resources` as RxSwift's does.
@usableFromInline
final class ClosureSubscription: AssignOnceDisposable, @unchecked Sendable {
    // @unchecked: the state is `AssignOnceDisposable`'s.
    private let resourceToken = trackResourceAllocated()

    @usableFromInline
    init(_ upstream: consuming any Disposable) {
        super.init(assigned: upstream)
    }

    deinit {
        trackResourceReleased(resourceToken)
    }
}
