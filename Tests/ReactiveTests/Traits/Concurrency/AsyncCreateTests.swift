import ReactiveTesting
import Testing

@testable import Reactive

/// Records a sequence's events from whichever thread delivers them; `ended` fires on the stop event.
final class AsyncCreateRecord: Sendable {
    let events = LockedValue<[String]>([])
    let ended = AsyncSignal()

    func record<Element>(_ event: Event<Element>) {
        events.withLock { $0.append("\(event)") }
        if event.isStopEvent { ended.fire() }
    }
}

/// `Observable.create` with an `async` body: it runs in a task of its own, so these tests cross
/// threads, and wait on signals rather than on time.
@Suite(.leakChecked) struct AsyncCreateThreadSafetyTests {
    @Test func whatTheBodySendsArrivesInOrderAndItsReturnCompletes() async {
        let record = AsyncCreateRecord()
        let subscription = Observable<Int>.create { observer in
            observer(1)
            await Task.yield()
            observer.onNext(2)
        }
        .subscribe { record.record($0) }
        await record.ended.wait()
        subscription.dispose()
        #expect(record.events.value == ["next(1)", "next(2)", "completed"])
    }

    @Test func whatTheBodyThrowsFailsTheSequenceAfterWhatItSent() async {
        let record = AsyncCreateRecord()
        let subscription = Observable<Int>.create { observer in
            observer(1)
            throw TestError()
        }
        .subscribe { record.record($0) }
        await record.ended.wait()
        subscription.dispose()
        #expect(record.events.value == ["next(1)", "error(test error)"])
    }

    @Test func eachSubscriptionRunsTheBodyAnew() async {
        let runs = LockedValue(0)
        let source = Observable<Int>.create { observer in
            observer(
                runs.withLock { runs in
                    runs += 1
                    return runs
                })
        }
        for expected in 1...2 {
            let record = AsyncCreateRecord()
            let subscription = source.subscribe { record.record($0) }
            await record.ended.wait()
            subscription.dispose()
            #expect(record.events.value == ["next(\(expected))", "completed"])
        }
    }

    @Test func disposingCancelsTheTaskAndCutsTheObserverAtOnce() async {
        let started = AsyncSignal()
        let never = AsyncSignal()
        let finished = AsyncSignal()
        let sawDisposal = LockedValue(false)
        let record = AsyncCreateRecord()
        let source = Observable<Int>.create { observer in
            observer(1)
            started.fire()
            // Returns as soon as the task is cancelled: the stream it waits on ends then.
            await never.wait()
            sawDisposal.withLock { $0 = observer.isDisposed && Task.isCancelled }
            observer(2)
            finished.fire()
            throw CancellationError()
        }
        let live = await Resources.countLive {
            let subscription = source.subscribe { record.record($0) }
            await started.wait()
            subscription.dispose()
        }
        #expect(live == 0, "disposing drops the observer at once, before the task has ended")
        await finished.wait()
        #expect(sawDisposal.value)
        #expect(record.events.value == ["next(1)"], "nothing after the disposal, not even the cancellation")
    }

    @Test func aDetachedTaskDoesNotInheritTaskLocals() async {
        let seen = LockedValue<[String]>([])
        let source = Observable<String>.create(detached: true) { observer in observer(AsyncCreateContext.name) }
        let attached = Observable<String>.create { observer in observer(AsyncCreateContext.name) }
        await AsyncCreateContext.$name.withValue("subscriber") {
            for sequence in [source, attached] {
                let record = AsyncCreateRecord()
                let subscription = sequence.subscribe(onNext: { name in seen.withLock { $0.append(name) } }) {
                    _ in
                } onCompleted: {
                    record.ended.fire()
                }
                await record.ended.wait()
                subscription.dispose()
            }
        }
        #expect(seen.value == ["none", "subscriber"])
    }

    @Test func aSynchronousBodyStillMeansTheSubscribeClosure() {
        // Without `await`, a body that returns a disposable is RxSwift's `create`: it runs at once.
        let record = AsyncCreateRecord()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe { record.record($0) }
        subscription.dispose()
        #expect(record.events.value == ["next(7)", "completed"])
    }
}

enum AsyncCreateContext {
    @TaskLocal static var name = "none"
}
