import Dispatch
import Reactive
import ReactiveBlocking
import Testing

// The examples of docs/Blocking.md, compiled and run; keep the two in step.
@Suite struct BlockingDocumentationExampleTests {
    @Test func theOperators() throws {
        let numbers = Observable.of(1, 2, 3)

        #expect(try numbers.toBlocking().toArray() == [1, 2, 3])
        #expect(try numbers.toBlocking().first() == 1)
        #expect(try numbers.toBlocking().last() == 3)
        #expect(try numbers.toBlocking().single { $0 > 2 } == 3)
        #expect(throws: RxError.self) { try numbers.toBlocking().single() }  // moreThanOneElement
    }

    @Test func timeouts() {
        let result = Observable<Int>.never().startWith(7).toBlocking(timeout: 0.05).materialize()

        guard case .failed(let elements, RxError.timeout) = result else {
            Issue.record("a sequence that never ends can only time out")
            return
        }
        #expect(elements == [7])
    }

    @Test func sequencesOnOtherThreads() throws {
        let ticks = Observable<Int>.interval(
            .milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        .take(5)

        #expect(try ticks.toBlocking(timeout: 10).toArray() == [0, 1, 2, 3, 4])
    }

    @Test func theMainThread() throws {
        let onMain = Observable.of(1, 2).observe(on: MainScheduler.instance)

        #expect(try onMain.toBlocking(timeout: 10).toArray() == [1, 2])
    }
}
