import ReactiveTesting
import Testing

@testable import Reactive

/// Records a single's event from whichever thread delivers it, with a signal when it arrives.
private final class SingleRecord: Sendable {
    let events = LockedValue<[String]>([])
    let arrived = AsyncSignal()

    func record(_ event: SingleEvent<Int>) {
        events.withLock { $0.append(describe(event)) }
        arrived.fire()
    }
}

private enum Context {
    @TaskLocal static var name = "none"
}

/// `Single.create(detached:priority:work:)`: the `async` function runs in a task of its own, so
/// these tests cross threads.
@Suite(.leakChecked) struct SingleAsyncCreateThreadSafetyTests {
    @Test func theResultOfTheFunctionIsTheSingleEvent() async {
        let succeeded = SingleRecord()
        let success = Single<Int>.create { 42 }.subscribe { succeeded.record($0) }
        await succeeded.arrived.wait()
        success.dispose()
        #expect(succeeded.events.value == ["success(42)"])

        let failed = SingleRecord()
        let failure = Single<Int>.create { throw TestError() }.subscribe { failed.record($0) }
        await failed.arrived.wait()
        failure.dispose()
        #expect(failed.events.value == ["failure(test error)"])
    }

    @Test func eachSubscriptionRunsTheFunctionAnew() async {
        let runs = LockedValue(0)
        let single = Single<Int>.create {
            runs.withLock {
                $0 += 1
                return $0
            }
        }
        let first = SingleRecord()
        let second = SingleRecord()
        let one = single.subscribe { first.record($0) }
        await first.arrived.wait()
        let two = single.subscribe { second.record($0) }
        await second.arrived.wait()
        one.dispose()
        two.dispose()
        #expect(first.events.value == ["success(1)"])
        #expect(second.events.value == ["success(2)"])
    }

    @Test func disposingCancelsTheTaskAndDropsTheObserverAtOnce() async {
        let started = AsyncSignal()
        let cancelled = AsyncSignal()
        let never = AsyncSignal()
        let record = SingleRecord()
        let single = Single<Int>.create {
            started.fire()
            // Returns as soon as the task is cancelled: the stream it waits on ends then.
            await never.wait()
            cancelled.fire()
            return Task.isCancelled ? -1 : 1
        }
        let live = await Resources.countLive {
            let subscription = single.subscribe { record.record($0) }
            await started.wait()
            subscription.dispose()
        }
        #expect(live == 0, "disposing drops the observer at once, before the task has ended")
        await cancelled.wait()
        #expect(record.events.value.isEmpty)
    }

    @Test func aDetachedTaskDoesNotInheritTaskLocals() async {
        let inherited = SingleRecord()
        let detached = SingleRecord()
        let attachedRun = Context.$name.withValue("subscriber") {
            Single<Int>.create { Context.name.count }.subscribe { inherited.record($0) }
        }
        let detachedRun = Context.$name.withValue("subscriber") {
            Single<Int>.create(detached: true, priority: .low) { Context.name.count }.subscribe { detached.record($0) }
        }
        await inherited.arrived.wait()
        await detached.arrived.wait()
        attachedRun.dispose()
        detachedRun.dispose()
        #expect(inherited.events.value == ["success(\("subscriber".count))"])
        #expect(detached.events.value == ["success(\("none".count))"])
    }
}
