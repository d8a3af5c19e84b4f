import Reactive
import ReactiveTesting
import Testing

@Suite struct LeakCheckTraitTests {
    /// Keeps a subscription alive past the scope, as a leaking test would.
    final class Keeper: @unchecked Sendable {
        // @unchecked: touched only by this test's own task, one step after another.
        var subscription: (any Disposable)?
    }

    @Test func recordsAnIssueWhenATestLeavesResourcesAlive() async throws {
        let keeper = Keeper()
        let test = try #require(Test.current)
        await withKnownIssue("the trait must report the live subscription") {
            try await LeakCheckTrait().provideScope(for: test, testCase: Test.Case.current) {
                keeper.subscription = Observable<Int>.create { _ in Disposables.create() }.subscribe { _ in }
            }
        }
        keeper.subscription?.dispose()
        keeper.subscription = nil
    }

    #if compiler(>=6.1)
    /// Swift Testing wraps a test in a trait only when the trait is its own scope provider. The
    /// `TestScoping` conformance sits in a compiler-gated extension apart from the type, so check
    /// that the runner, which goes through the protocol, still finds it.
    @Test func theRunnerWrapsEachTestCaseInTheTrait() throws {
        func provider<T: Trait>(of trait: T, for test: Test, testCase: Test.Case?) -> T.TestScopeProvider? {
            trait.scopeProvider(for: test, testCase: testCase)
        }
        #expect(LeakCheckTrait.TestScopeProvider.self == LeakCheckTrait.self)
        let test = try #require(Test.current)
        #expect(provider(of: LeakCheckTrait(), for: test, testCase: Test.Case.current) != nil)
    }
    #endif

    @Test func recordsNothingForATestThatCleansUp() async throws {
        let test = try #require(Test.current)
        try await LeakCheckTrait().provideScope(for: test, testCase: Test.Case.current) {
            let subscription = PublishSubject<Int>().subscribe { _ in }
            subscription.dispose()
        }
    }
}
