import Reactive

extension Observable {
    /// The states of a reactor made for each subscription and driven by `actions`: the reactor
    /// lives exactly as long as the subscription.
    ///
    /// Subscribing makes the reactor, subscribes to its `state` and binds `actions` to its
    /// `action`. Disposing unbinds them and releases the reactor with its streams there and then,
    /// on the disposing thread, so the work in flight (a request `mutate(action:)` started) is
    /// cancelled at once — also for a reactor that keeps its streams in the side table, which
    /// would otherwise release them at its next sweep after the reactor dies, on whichever thread
    /// makes it. An owner that makes reactors per subscription (`ReactorSearch`) leaves their
    /// lifetimes to this.
    ///
    /// ```swift
    /// let states = Observable.reactor(actions: queries.map { .updateQuery($0) }) {
    ///     SearchReactor(service: service)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - actions: The actions, bound to each subscription's reactor.
    ///   - make: Makes a new reactor, which nothing else keeps.
    /// - Returns: The reactor's states: the latest at once, then each new one.
    package static func reactor<R: Reactor>(
        actions: Observable<R.Action>, _ make: @escaping () -> R
    ) -> Observable<Element> where R.State == Element {
        Observable.create { observer in
            let reactor = make()
            let state = reactor.state.subscribe(observer)
            let input = actions.bind(to: reactor.action)
            return Disposables.create {
                input.dispose()
                state.dispose()
                // The reactor itself is released with this closure, right after it runs.
                ReactorStorage.releaseSideTableEntry(of: reactor)
            }
        }
    }
}
