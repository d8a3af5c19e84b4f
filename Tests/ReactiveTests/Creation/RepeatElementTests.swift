import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct RepeatElementTests {
    @Test func repeatsTheElementEveryTickUntilDisposed() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start(disposed: 205) { Observable.repeatElement(42, scheduler: scheduler) }
            #expect(res.events == [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
        }
    }

    @Test func onTheTrampolineTakeStopsIt() {
        let log = EventLog<String>()
        expectNoLeaks {
            _ = Observable.repeatElement("x").take(3).subscribe(log.observer)
        }
        #expect(log.rendered == "next(x) next(x) next(x) completed")
    }

    @Test func disposingFromTheObserverStopsIt() {
        var count = 0
        var subscription: (any Disposable)?
        expectNoLeaks {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
                    count += 1
                    if count == 5 { subscription?.dispose() }
                })
                return Disposables.create()
            }
            subscription = nil
        }
        #expect(count == 5)
    }
}
