import Dispatch
import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct CurrentThreadSchedulerTests {
    /// A long recursive source (a 1,000,000-element `range`) must not keep every executed step alive until
    /// the outermost drain returns; that held hundreds of megabytes before the queue was compacted.
    @Test func executedItemsAreReleasedBeforeTheDrainEnds() {
        final class Token {}
        weak var weakToken: Token?
        var releasedBeforeDrainEnded = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let token = Token()
            weakToken = token
            _ = CurrentThreadScheduler.instance.schedule(token) { _ in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    releasedBeforeDrainEnded = weakToken == nil
                    return Disposables.create()
                }
                return Disposables.create()
            }
            return Disposables.create()
        }
        #expect(releasedBeforeDrainEnded)
    }

    @Test func scheduleOutsideTheTrampolineRunsAtOnce() {
        #expect(CurrentThreadScheduler.isScheduleRequired)
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            #expect(!CurrentThreadScheduler.isScheduleRequired)
            return Disposables.create()
        }
        #expect(ran)
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func nestedScheduleIsQueuedAndRunsAfterTheCurrentAction() {
        var order: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("first nested")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    order.append("deeply nested")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("second nested")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        #expect(order == ["outer start", "outer end", "first nested", "second nested", "deeply nested"])
    }

    @Test func disposingAQueuedItemSkipsIt() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        #expect(!ran)
    }

    @Test func eachThreadHasItsOwnTrampoline() {
        let group = DispatchGroup()
        let required = Shared(EventLog<Bool>())
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            DispatchQueue.global().async(group: group) {
                required.value.record(.next(CurrentThreadScheduler.isScheduleRequired))
            }
            group.wait()
            return Disposables.create()
        }
        #expect(required.value.elements == [true])
    }

    @Test func subscribeRunsTheWholeSynchronousSubscriptionBeforeReturning() {
        // The trampoline makes a synchronous source finish inside `subscribe`, even when the
        // source schedules its steps recursively.
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
        subscription.dispose()
    }

    @Test func deepRecursionDoesNotGrowTheStack() {
        var count = 0
        _ = Observable.range(start: 0, count: 100_000).subscribe(onNext: { _ in count += 1 })
        #expect(count == 100_000)
    }

    @Test func scheduleRecursiveOnTheTrampolineCanBeDisposedBetweenSteps() {
        var steps: [Int] = []
        var disposable: (any Disposable)?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { step, recurse in
                steps.append(step)
                if step == 2 { disposable?.dispose() }
                recurse(step + 1)
            }
            return Disposables.create()
        }
        #expect(steps == [0, 1, 2])
    }
}
