#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Bionic)
import Bionic
#endif

/// Something a reactor absorbed instead of failing: an error it caught or an action it dropped.
///
/// Reactors report these to `ReactorHooks.diagnosticHandler` (and errors also to
/// `Reactor.errors`), so nothing disappears silently as it does in ReactorKit.
public struct ReactorDiagnostic: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable {
        /// An observable returned by `mutate(action:)` failed. Its mutations so far were reduced;
        /// the state stream goes on.
        case mutationError
        /// A stream returned by a `transform` hook failed. As in ReactorKit, a failing action or
        /// mutation stream (`transform(action:)`, `transform(mutation:)`) completes the state
        /// stream, and a failing `transform(state:)` stream fails it.
        case transformError
    }

    /// What happened.
    public let kind: Kind
    /// The reactor's type name.
    public let reactorType: String
    /// The error, for `mutationError` and `transformError`.
    public let error: (any Error)?
    /// A message a person can act on.
    public let message: String

    /// The message.
    public var description: String { message }
}

/// Global hooks for reactor diagnostics, in the manner of the runtime's `Hooks`.
public enum ReactorHooks {
    /// Receives every `ReactorDiagnostic` a reactor reports.
    ///
    /// The default writes the message to standard error in debug builds and does nothing in
    /// release builds. Set it to `{ fatalError($0.message) }` to stop at the first one.
    public static var diagnosticHandler: @Sendable (ReactorDiagnostic) -> Void {
        get { globalHandler.value }
        set { globalHandler.withLock { $0 = newValue } }
    }

    /// Runs `body` with `handler` receiving the diagnostics reported on the calling task (or
    /// thread) instead of `diagnosticHandler`.
    ///
    /// Scoped rather than global, so parallel tests can each record their own diagnostics. A
    /// reactor reports on the thread that runs its scheduler's work, so with a `TestScheduler` the
    /// reports of work the test drives reach the scoped handler.
    ///
    /// - Parameters:
    ///   - handler: Receives the diagnostics reported while `body` runs.
    ///   - body: The code to observe.
    /// - Returns: What `body` returns.
    public static func withDiagnosticHandler<Result>(
        _ handler: @escaping @Sendable (ReactorDiagnostic) -> Void,
        perform body: () throws -> Result
    ) rethrows -> Result {
        try $scopedHandler.withValue(handler, operation: body)
    }

    @TaskLocal private static var scopedHandler: (@Sendable (ReactorDiagnostic) -> Void)?

    static func report(_ kind: ReactorDiagnostic.Kind, reactorType: String, error: (any Error)?, _ message: String) {
        let diagnostic = ReactorDiagnostic(kind: kind, reactorType: reactorType, error: error, message: message)
        if let scoped = scopedHandler {
            scoped(diagnostic)
        } else {
            diagnosticHandler(diagnostic)
        }
    }

    private static let globalHandler = LockedValue<@Sendable (ReactorDiagnostic) -> Void> { diagnostic in
        #if DEBUG
        let line = "⚠️ ReactorArchitecture: \(diagnostic.message)\n"
        _ = line.withCString { pointer in
            write(2, pointer, strlen(pointer))
        }
        #endif
    }
}
