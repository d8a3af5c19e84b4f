import Testing

@testable import Reactive

/// Builds a shared sequence whose scheduler is an `InlineScheduler`.
private func builtInline<Built>(_ build: () -> Built) -> Built {
    var built: Built?
    SharingScheduler.mock(scheduler: InlineScheduler()) { built = build() }
    return built!
}

// Ported from RxCocoa's SharedSequence+ConcurrencyTests, plus cancellation.
@Suite(.leakChecked) struct SharedSequenceConcurrencyTests {
    @Test func driverValuesYieldEveryElementAndEndWithoutThrowing() async {
        let driver = builtInline {
            Observable.of(1, 2).concat(Observable.error(TestError())).asDriver(onErrorJustReturn: -1)
        }
        var received: [Int] = []
        for await element in driver.values {
            received.append(element)
        }
        #expect(received == [1, 2, -1])
    }

    @Test func signalValuesYieldEveryElement() async {
        let signal = builtInline {
            Observable.of(1, 2, 3).asSignal(onErrorJustReturn: -1)
        }
        var received: [Int] = []
        for await element in signal.values {
            received.append(element)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func cancellingTheLoopDisposesTheDriversSubscription() async {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let driver = builtInline {
            Observable<Int>.create { observer in
                observer.onNext(1)
                subscribed.fire()
                return Disposables.create { disposed.fire() }
            }
            .asDriver(onErrorJustReturn: -1)
        }
        let values = Shared(driver.values)
        let task = Task {
            var received: [Int] = []
            for await element in values.value { received.append(element) }
            return received
        }
        await subscribed.wait()
        task.cancel()
        await disposed.wait()
        #expect(await task.value.count <= 1, "the loop ends, with at most the element sent before the cancel")
    }
}
