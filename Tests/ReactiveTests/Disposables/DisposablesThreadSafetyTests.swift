import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DisposablesThreadSafetyTests {
    @Test func anonymousDisposableRunsOnceUnderRacingDisposes() {
        for _ in 0..<200 {
            let count = AtomicCell<Int>(0)
            let disposable = Shared(Disposables.create { count.add(1, ordering: .relaxed) })
            race(threads: 4, iterations: 1) { _, _ in disposable.value.dispose() }
            #expect(count.load(ordering: .relaxed) == 1)
        }
    }

    @Test func compositeDisposesEveryMemberOnceWhileInsertsRace() {
        let count = AtomicCell<Int>(0)
        let composite = CompositeDisposable()
        race(threads: 4, iterations: 500) { thread, iteration in
            if thread == 0 && iteration == 250 {
                composite.dispose()
            } else {
                _ = composite.insert(Disposables.create { count.add(1, ordering: .relaxed) })
            }
        }
        #expect(count.load(ordering: .relaxed) == 4 * 500 - 1, "every member is disposed exactly once")
    }

    @Test func serialDisposableDisposesEveryReplacedValueOnce() {
        let count = AtomicCell<Int>(0)
        let serial = SerialDisposable()
        race(threads: 4, iterations: 500) { _, _ in
            serial.disposable = Disposables.create { count.add(1, ordering: .relaxed) }
        }
        serial.dispose()
        #expect(count.load(ordering: .relaxed) == 4 * 500)
    }

    @Test func refCountReleasesOnceWhenDependentsRace() {
        for _ in 0..<100 {
            let count = AtomicCell<Int>(0)
            let refCount = RefCountDisposable(disposable: Disposables.create { count.add(1, ordering: .relaxed) })
            let dependents = Shared((0..<8).map { _ in refCount.retain() })
            refCount.dispose()
            race(threads: 4, iterations: 2) { thread, iteration in dependents.value[thread * 2 + iteration].dispose() }
            #expect(count.load(ordering: .relaxed) == 1)
        }
    }

    @Test func subscribeAndDisposeRaceWithEmission() {
        let leaked = Resources.countLive {
            race(threads: 4, iterations: 300) { _, _ in
                let subscription = Observable.of(1, 2, 3).subscribe(onNext: { _ in })
                subscription.dispose()
            }
        }
        #expect(leaked == 0)
    }
}
