import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's ObservableConvertibleType+SharedSequence cases in virtual time: the strategy comes from
// the result type or the argument, and the fallback ends the sequence.
@Suite(.leakChecked) struct ObservableConvertibleTypeSharedSequenceTests {
    private static let failing: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .error(230, TestError())]

    /// Converts a hot source that fails at 230 with `convert` and records a subscriber from 200.
    private func convert<S: SharingStrategyProtocol>(
        _ convert: @escaping (TestableObservable<Int>) -> SharedSequence<S, Int>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        var result: ([Recorded<Event<Int>>], [Subscription]) = ([], [])
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable(Self.failing)
            let res = scheduler.start { convert(xs) }
            result = (res.events, xs.subscriptions)
        }
        return result
    }

    @Test func onErrorJustReturnEndsWithTheElement() {
        let signal = convert { xs -> Signal<Int> in xs.asSharedSequence(onErrorJustReturn: -1) }
        #expect(signal.events == [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        #expect(signal.subscriptions == [Subscription(200, 230)])
        let driver = convert { xs in
            xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
        }
        #expect(driver.events == signal.events)
    }

    @Test func onErrorDriveWithContinuesWithTheSharedSequence() {
        let signal = convert { xs -> Signal<Int> in xs.asSharedSequence(onErrorDriveWith: .just(-2)) }
        #expect(signal.events == [.next(210, 1), .next(220, 2), .next(230, -2), .completed(230)])
    }

    @Test func onErrorRecoverContinuesWithTheSharedSequenceMadeFromTheError() {
        var errors = 0
        let signal = convert { xs -> Signal<Int> in
            xs.asSharedSequence(onErrorRecover: { _ in
                errors += 1
                return .just(-3)
            })
        }
        #expect(signal.events == [.next(210, 1), .next(220, 2), .next(230, -3), .completed(230)])
        #expect(errors == 1)
    }

    @Test func theResultIsSharedAndDisposedWithItsLastSubscriber() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
            let signal: Signal<Int> = xs.asSharedSequence(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(signal.asObservable().subscribe(second)) }
            scheduler.scheduleAt(230) { for subscription in subscriptions { subscription.dispose() } }
            scheduler.start()
            #expect(first.events == [.next(210, 1), .next(220, 2)])
            #expect(second.events == [.next(220, 2)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
    }
}
