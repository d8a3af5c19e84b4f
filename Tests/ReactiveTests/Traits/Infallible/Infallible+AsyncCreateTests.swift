import ReactiveTesting
import Testing

@testable import Reactive

/// `Infallible.create` with an `async` body.
@Suite(.leakChecked) struct InfallibleAsyncCreateThreadSafetyTests {
    @Test func whatTheBodySendsArrivesAndItsReturnCompletes() async {
        let record = AsyncCreateRecord()
        let subscription = Infallible<Int>.create { observer in
            for tick in 1...3 {
                await Task.yield()
                observer(tick)
            }
        }
        .asObservable()
        .subscribe { record.record($0) }
        await record.ended.wait()
        subscription.dispose()
        #expect(record.events.value == ["next(1)", "next(2)", "next(3)", "completed"])
    }
}
