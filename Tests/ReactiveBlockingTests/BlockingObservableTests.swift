import Reactive
import ReactiveBlocking
import Testing

@Suite struct BlockingObservableTests {
    @Test func keepsTheTimeoutItWasGiven() {
        #expect(Observable.just(1).toBlocking().timeout == nil)
        #expect(Observable.just(1).toBlocking(timeout: 2.5).timeout == 2.5)
    }

    @Test func subscribesOncePerOperatorCall() throws {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .just(subscriptions)
        }
        let blocking = source.toBlocking()
        #expect(try blocking.first() == 1)
        #expect(try blocking.first() == 2)
    }

    @Test func subscribesInsideATrampolineSoRecursiveSchedulingRunsInOrder() throws {
        // `startWith` + `concat` schedule their next subscription on the current-thread
        // scheduler; without a trampoline around the subscription they would still finish
        // before the wait, but in a different order if the subscription recursed on the stack.
        let values = try Observable.of(1, 2).concat(Observable.of(3)).startWith(0).toBlocking().toArray()
        #expect(values == [0, 1, 2, 3])
    }
}
