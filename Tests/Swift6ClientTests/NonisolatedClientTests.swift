import Reactive
import ReactiveTesting
import Testing

// Plain nonisolated tests, as most Swift Testing suites are: closures passed to `drive` and `emit`
// mutate captured locals, which Swift 6 only allows because those closures are not `@MainActor`.
@Suite(.leakChecked) struct NonisolatedClientTests {
    @Test func driveClosuresMutateCapturedLocals() {
        // doc:driver-nonisolated-test-begin
        let scheduler = TestScheduler(initialClock: 0)
        var received: [String] = []
        var completed = false
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
            let subscription = xs.asDriver(onErrorJustReturn: "")
                .drive(onNext: { received.append($0) }, onCompleted: { completed = true })
            scheduler.start()
            subscription.dispose()
        }
        #expect(received == ["a", "b"])
        #expect(completed)
        // doc:driver-nonisolated-test-end
    }

    @Test func emitClosuresMutateCapturedLocals() {
        let scheduler = TestScheduler(initialClock: 0)
        var taps = 0
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Void>()
            let subscription = relay.asSignal().emit(onNext: { taps += 1 })
            scheduler.scheduleAt(10) { relay.accept(()) }
            scheduler.scheduleAt(20) { relay.accept(()) }
            scheduler.start()
            subscription.dispose()
        }
        #expect(taps == 2)
    }

    @Test func recordsADriverWithATestableObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, SearchFailure(reason: "x"))])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
            #expect(res.events == [.next(211, 1), .next(221, 0), .completed(221)])
        }
    }

    @Test func loopsOverValuesAndAwaitsSinglesWithoutSendableElements() async throws {
        var titles: [String] = []
        for try await hit in Observable.of(SearchHit(title: "a"), SearchHit(title: "b")).values {
            titles.append(hit.title)
        }
        let single = try await Single.just(SearchHit(title: "c")).value
        titles.append(single.title)
        #expect(titles == ["a", "b", "c"])
    }
}
