import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Global hooks for diagnostics, with RxSwift's `Hooks` names.
public enum Hooks {
    /// The handler of errors that reach `subscribe` without an `onError` handler: the call stack
    /// captured when the subscription was made (empty unless `recordCallStackOnError` is set),
    /// then the error.
    public typealias DefaultErrorHandler =
        @Sendable (_ subscriptionCallStack: [String], _ error: any Swift.Error) -> Void

    /// Returns the call stack of the subscription being made.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// Receives errors that reached `subscribe(onNext:…)` without an `onError` handler, with the
    /// subscription's call stack when `recordCallStackOnError` is set (otherwise an empty array).
    ///
    /// The default prints the error in debug builds and does nothing in release builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.withLock { storage.defaultErrorHandler } }
        set { storage.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Whether `subscribe(onNext:…)` without an `onError` handler captures the call stack at
    /// subscription time, for `defaultErrorHandler` to report. Off by default: capturing a stack on
    /// every such subscription is costly.
    public static var recordCallStackOnError: Bool {
        get { InlineAtomic.load(&recordsCallStacks, ordering: .relaxed) }
        set { InlineAtomic.store(&recordsCallStacks, newValue, ordering: .relaxed) }
    }

    /// Captures the call stack when `recordCallStackOnError` is set. The default returns
    /// `Thread.callStackSymbols` in debug builds (symbol names need the binary's symbol table, so
    /// on Linux link with `-rdynamic` to see them) and an empty array in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.withLock { storage.customCaptureSubscriptionCallstack } }
        set { storage.withLock { storage.customCaptureSubscriptionCallstack = newValue } }
    }

    /// The call stack to hand to `defaultErrorHandler` for a subscription made now.
    @usableFromInline
    static func subscriptionCallStack() -> [String] {
        // An atomic flag, so that subscribing costs one relaxed load while recording is off.
        guard InlineAtomic.load(&recordsCallStacks, ordering: .relaxed) else { return [] }
        return customCaptureSubscriptionCallstack()
    }

    /// Receives every `Anomaly` the runtime detects.
    ///
    /// The default writes the message to standard error. Set it to `{ fatalError($0.message) }` to
    /// stop at the first misuse, or to a recorder in tests.
    public static var anomalyHandler: @Sendable (Anomaly) -> Void {
        get { storage.withLock { storage.anomalyHandler } }
        set { storage.withLock { storage.anomalyHandler = newValue } }
    }

    /// Runs `body` with `handler` receiving the anomalies reported on the calling task (or thread)
    /// instead of `anomalyHandler`.
    ///
    /// Scoped rather than global, so parallel tests can each record their own anomalies.
    ///
    /// - Parameters:
    ///   - handler: Receives the anomalies reported while `body` runs.
    ///   - body: The code to observe.
    /// - Returns: What `body` returns.
    public static func withAnomalyHandler<Result>(
        _ handler: @escaping @Sendable (Anomaly) -> Void,
        perform body: () throws -> Result
    ) rethrows -> Result {
        try $scopedAnomalyHandler.withValue(handler, operation: body)
    }

    @TaskLocal private static var scopedAnomalyHandler: (@Sendable (Anomaly) -> Void)?

    static func report(_ kind: Anomaly.Kind, _ message: String) {
        let anomaly = Anomaly(kind: kind, message: message)
        if let scoped = scopedAnomalyHandler {
            scoped(anomaly)
        } else {
            anomalyHandler(anomaly)
        }
    }

    private static let storage = HookStorage()
}

@exclusivity(unchecked) nonisolated(unsafe) private var recordsCallStacks = InlineAtomic<Bool>(false)

private final class HookStorage: @unchecked Sendable {
    // @unchecked: both handlers are only read and written under `lock`.
    private let lock = Lock()
    var defaultErrorHandler: Hooks.DefaultErrorHandler = { callStack, error in
        #if DEBUG
        let stack = callStack.isEmpty ? "" : "\n subscription called from:\n" + callStack.joined(separator: "\n")
        writeToStandardError("Unhandled error happened: \(error)" + stack)
        #endif
    }
    var customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        Array(Thread.callStackSymbols.dropFirst(2))
        #else
        []
        #endif
    }
    var anomalyHandler: @Sendable (Anomaly) -> Void = { anomaly in
        writeToStandardError("⚠️ Reactive: \(anomaly.message)")
    }

    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }
}

func writeToStandardError(_ message: String) {
    let line = message + "\n"
    _ = line.withCString { pointer in
        write(2, pointer, strlen(pointer))
    }
}
