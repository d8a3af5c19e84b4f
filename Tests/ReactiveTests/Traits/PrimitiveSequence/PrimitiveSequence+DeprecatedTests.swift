import ReactiveTesting
import Testing

@testable import Reactive

/// Each RxSwift 5 spelling on the traits still behaves like the operator it was renamed to. The
/// tests are deprecated themselves so that using the old names does not warn.
@Suite(.leakChecked) struct PrimitiveSequenceDeprecatedTests {
    @available(*, deprecated)
    @Test func observeOnAndSubscribeOnAreTheirNewNames() {
        expectNoLeaks {
            let observed = run { scheduler in Single.just(1).observeOn(scheduler) }
            #expect(observed == [.next(201, 1), .completed(202)])
            let subscribed = run { scheduler in Single.just(1).subscribeOn(scheduler) }
            #expect(subscribed == [.next(201, 1), .completed(201)])
        }
    }

    @available(*, deprecated)
    @Test func catchErrorIsCatch() {
        expectNoLeaks {
            let caught = run { Maybe<Int>.error(TestError()).catchError { _ in .just(2) } }
            #expect(caught == [.next(200, 2), .completed(200)])
            let rethrown = run { Completable.error(TestError()).catchError { _ in throw TestError("again") } }
            #expect(rethrown == [.error(200, TestError("again"))])
        }
    }

    @available(*, deprecated)
    @Test func retryWhenIsRetryWhen() {
        expectNoLeaks {
            var attempts = 0
            let flaky = Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? .error(TestError()) : .just(attempts)
            }
            let untyped = run { flaky.retryWhen { (errors: Observable<any Error>) in errors } }
            #expect(untyped == [.next(200, 3), .completed(200)])
            attempts = 0
            let typed = run { flaky.retryWhen { (errors: Observable<TestError>) in errors } }
            #expect(typed == [.next(200, 3), .completed(200)])
        }
    }

    @available(*, deprecated)
    @Test func catchErrorJustReturnIsCatchAndReturn() {
        expectNoLeaks {
            let single = run { Single<Int>.error(TestError()).catchErrorJustReturn(2) }
            #expect(single == [.next(200, 2), .completed(200)])
            let maybe = run { Maybe<Int>.error(TestError()).catchErrorJustReturn(3) }
            #expect(maybe == [.next(200, 3), .completed(200)])
        }
    }

    @available(*, deprecated)
    @Test func subscribeOnErrorIsSubscribeOnFailure() {
        expectNoLeaks {
            var log: [String] = []
            _ = Single<Int>.error(TestError()).subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
            _ = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onError: { _ in })
            #expect(log == ["error test error", "disposed", "success 1"])
        }
    }
}
