/// Runs every action at once, on the calling thread, with no trampoline.
///
/// For sources that must emit synchronously and in full before anything else runs.
public struct ImmediateScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    private init() {}

    /// Runs `action` now.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: What `action` returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        action(state)
    }
}
