import Reactive

/// Finds the `OfflineGitHub` that owns a host name.
///
/// `URLSession` instantiates protocol classes itself, so `OfflineGitHubURLProtocol` cannot be
/// handed its backend; each backend registers a unique host instead, and the registry holds it
/// weakly so a dropped backend is a host that no longer answers.
enum OfflineGitHubRegistry {
    private static let backends = LockedValue<[String: @Sendable () -> OfflineGitHub?]>([:])
    private static let counter = AtomicCell(0)

    /// A host name no other backend of this process uses (`.invalid` never resolves, RFC 2606).
    static func makeHost() -> String {
        "offline-\(counter.add(1, ordering: .relaxed).newValue).github.invalid"
    }

    /// Makes `backend` answer requests to `host`.
    static func register(_ backend: OfflineGitHub, host: String) {
        backends.withLock { $0[host] = { [weak backend] in backend } }
    }

    static func unregister(host: String) {
        _ = backends.withLock { $0.removeValue(forKey: host) }
    }

    static func backend(forHost host: String?) -> OfflineGitHub? {
        guard let host else { return nil }
        let lookup = backends.withLock { $0[host.lowercased()] }
        return lookup?()
    }
}
