import Reactive

// What `ArchitectureTesting`'s `ReactorTestStore` needs to run a reactor's steps through its own
// instrumented state stream while the reactor's `action`, `state` and `currentState` keep working.
// `package` access: nothing here is public API.
extension Reactor {
    /// The action subject, without creating the state stream (`action` creates it).
    package var actionSubjectForTestStore: ActionSubject<Action> {
        parts.action
    }

    /// Sets `currentState`, as the state stream does for each state.
    ///
    /// - Parameter state: The new current state.
    package func setCurrentStateForTestStore(_ state: State) {
        currentState = state
    }

    /// Makes the stream `make` returns the reactor's state stream, unless the reactor already has
    /// one (somebody read `action` or `state`).
    ///
    /// `make` runs under the storage's lock, as `createStateStream` does.
    ///
    /// - Parameter make: Builds the state stream.
    /// - Returns: Whether `make` was used.
    package func installStateStreamForTestStore(_ make: () -> Observable<State>) -> Bool {
        var installed = false
        _ = parts.state {
            installed = true
            return make()
        }
        return installed
    }
}
