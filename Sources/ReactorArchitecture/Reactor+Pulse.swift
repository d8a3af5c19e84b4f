import Reactive

extension Reactor {
    /// The value of a `Pulse` in the state, each time it is assigned.
    ///
    /// Emits the pulse's value on subscription (as `state` replays the current state), then each
    /// time the pulse is assigned, even an equal value; states that leave the pulse alone emit
    /// nothing.
    ///
    /// - Parameter transformToPulse: Picks the pulse out of a state, usually a key path such as
    ///   `\.$alertMessage`.
    /// - Returns: The pulse's values.
    public func pulse<Result>(_ transformToPulse: @escaping (State) throws -> Pulse<Result>) -> Observable<Result> {
        state.map(transformToPulse).distinctUntilChanged { $0.valueUpdatedCount }.map { $0.value }
    }
}
