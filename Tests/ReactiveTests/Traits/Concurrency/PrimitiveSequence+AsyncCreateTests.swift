import ReactiveTesting
import Testing

@testable import Reactive

/// `Maybe.create` and `Completable.create` with an `async` function.
@Suite(.leakChecked) struct PrimitiveSequenceAsyncCreateThreadSafetyTests {
    @Test func aMaybeSucceedsWithAnElementCompletesWithNilAndFailsWithAnError() async {
        var outcomes: [[String]] = []
        for work in [{ 5 }, { nil }, { throw TestError() }] as [@Sendable () async throws -> Int?] {
            let record = AsyncCreateRecord()
            let subscription = Maybe<Int>.create(work: work).asObservable().subscribe { record.record($0) }
            await record.ended.wait()
            subscription.dispose()
            outcomes.append(record.events.value)
        }
        #expect(outcomes == [["next(5)", "completed"], ["completed"], ["error(test error)"]])
    }

    @Test func aCompletableCompletesWhenTheFunctionReturnsAndFailsWithItsError() async {
        var outcomes: [[String]] = []
        for work in [{}, { throw TestError() }] as [@Sendable () async throws -> Void] {
            let record = AsyncCreateRecord()
            let subscription = Completable.create(work: work).asObservable().subscribe { record.record($0) }
            await record.ended.wait()
            subscription.dispose()
            outcomes.append(record.events.value)
        }
        #expect(outcomes == [["completed"], ["error(test error)"]])
    }

    @Test func disposingAMaybeCancelsItsTask() async {
        let started = AsyncSignal()
        let never = AsyncSignal()
        let cancelled = AsyncSignal()
        let record = AsyncCreateRecord()
        let maybe = Maybe<Int>.create {
            started.fire()
            await never.wait()
            if Task.isCancelled { cancelled.fire() }
            return 1
        }
        let subscription = maybe.asObservable().subscribe { record.record($0) }
        await started.wait()
        subscription.dispose()
        await cancelled.wait()
        #expect(record.events.value.isEmpty)
    }
}
