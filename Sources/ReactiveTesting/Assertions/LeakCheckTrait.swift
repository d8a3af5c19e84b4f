#if canImport(Testing)
import Reactive
import Testing

/// A Swift Testing trait that fails a test when runtime resources it created are still alive
/// after it returns — RxSwift's "`Resources.total` back at its starting value" check, made safe
/// for parallel tests because it counts only what each test itself created
/// (`Resources.countLive(in:)`).
///
/// ```swift
/// @Suite(.leakChecked) struct MyOperatorTests { … }
/// ```
///
/// Resources created on other threads (work a test hands to a dispatch queue) are not attributed
/// to the test; check those with an explicit `Resources.countLive` around code that waits for them.
///
/// The trait wraps each test through `TestScoping`, which Swift Testing has from Swift 6.1. Built
/// with Swift 6.0 the trait can still be applied but checks nothing, because no public API lets a
/// trait run code around a test there; `provideScope(for:testCase:performing:)` still checks a
/// body it is handed, and `Resources.countLive` in the test itself checks on every version.
public struct LeakCheckTrait: TestTrait, SuiteTrait {
    /// Creates the trait; `.leakChecked` is the usual spelling.
    public init() {}

    /// Applies the check to every test of a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test inside a resource ledger and records an issue if anything it made is alive.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else {
            try await function()
            return
        }
        let live = try await Resources.countLive {
            try await function()
        }
        if live != 0 {
            let message: Comment = """
                \(live) runtime resource(s) created by this test are still alive after it returned: \
                a subscription was not disposed or a reference cycle keeps one alive.
                """
            Issue.record(message, sourceLocation: test.sourceLocation)
        }
    }
}

#if compiler(>=6.1)
extension LeakCheckTrait: TestScoping {}
#endif

extension Trait where Self == LeakCheckTrait {
    /// Fails each test that leaves runtime resources it created alive.
    public static var leakChecked: LeakCheckTrait { LeakCheckTrait() }
}
#endif
