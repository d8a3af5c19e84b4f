import ReactiveTesting
import SeededRandomness
import Testing

@testable import Reactive

/// A subject's observers: disposing any one of N subscriptions costs O(1) moves (amortised), and
/// events still reach the observers left in subscription order, holes or not.
@Suite(.leakChecked) struct SubjectObserversTests {
    /// A screen of 10,000 rows bound to one subject, going away row by row: the sorted array this
    /// replaced shifted every later observer on each dispose, N × (N − 1) / 2 = 49,995,000 moves in
    /// all. Now at most one per hole, plus the shifts of the last few (see `Bag.shiftLimit`).
    @Test func disposingManySubscriptionsOldestFirstMovesEachObserverAtMostOnce() {
        let size = 10_000
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscriptions = (0..<size).map { index in
            subject.subscribe(onNext: { _ in received.append(index) })
        }
        for subscription in subscriptions.prefix(size / 2) { subscription.dispose() }
        subject.onNext(1)
        #expect(received == Array(size / 2..<size))
        for subscription in subscriptions.suffix(size / 2) { subscription.dispose() }
        #expect(!subject.hasObservers)
        #expect(subject.observers.removalMoves <= 2 * size)
    }

    /// The same for every subject that keeps its observers this way.
    @Test func behaviorAndReplaySubjectsMoveEachObserverAtMostOnceToo() {
        let size = 10_000
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let subscriptions = (0..<size).flatMap { _ in
            [behavior.subscribe(onNext: { _ in }), replay.subscribe(onNext: { _ in })]
        }
        for subscription in subscriptions { subscription.dispose() }
        #expect(!behavior.hasObservers)
        #expect(!replay.hasObservers)
        #expect(behavior.observers.removalMoves <= 2 * size)
        #expect(replay.observers.removalMoves <= 2 * size)
    }

    @Test func eventsReachTheObserversLeftInSubscriptionOrderWhateverOrderOthersLeaveIn() {
        var generator = SplitMix64(seed: 42)
        let size = 200
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscriptions = (0..<size).map { index in
            (index: index, subscription: subject.subscribe(onNext: { _ in received.append(index) }))
        }
        var remaining = Array(0..<size)
        subscriptions.shuffle(using: &generator)
        for (step, (index, subscription)) in subscriptions.enumerated() {
            subscription.dispose()
            remaining.removeAll { $0 == index }
            if step % 3 == 0 {
                // A newcomer now and then: it goes last, after any holes.
                let late = size + step
                remaining.append(late)
                subscriptions.append((late, subject.subscribe(onNext: { _ in received.append(late) })))
            }
            received.removeAll()
            subject.onNext(step)
            #expect(received == remaining)
        }
        subject.dispose()
        for (_, subscription) in subscriptions { subscription.dispose() }
    }

    @Test func aCompletionReachesTheObserversLeftInOrderAndNothingElse() {
        let subject = PublishSubject<Int>()
        var completed: [Int] = []
        let subscriptions = (0..<6).map { index in
            subject.subscribe(onCompleted: { completed.append(index) })
        }
        subscriptions[1].dispose()
        subscriptions[2].dispose()
        subscriptions[4].dispose()
        subject.onCompleted()
        #expect(completed == [0, 3, 5])
        #expect(!subject.hasObservers)
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test func anObserverLeavingDuringADeliveryStillGetsTheEventInFlightButNoneAfter() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        var subscriptions: [any Disposable] = []
        subscriptions.append(
            subject.subscribe(onNext: { value in
                received.append("0:\(value)")
                // The first observer sends the others away, from the middle and from the end.
                subscriptions[2].dispose()
                subscriptions[3].dispose()
            }))
        for index in 1..<4 {
            subscriptions.append(subject.subscribe(onNext: { received.append("\(index):\($0)") }))
        }
        subject.onNext(1)
        subject.onNext(2)
        #expect(received == ["0:1", "1:1", "2:1", "3:1", "0:2", "1:2"])
        subject.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test func aSharedSequenceKeepsDeliveringInOrderAfterSubscribersLeaveFromTheMiddle() {
        let source = PublishSubject<Int>()
        let shared = source.share()
        var received: [String] = []
        let subscriptions = (0..<5).map { index in
            shared.subscribe(onNext: { received.append("\(index):\($0)") })
        }
        subscriptions[0].dispose()
        subscriptions[2].dispose()
        source.onNext(1)
        #expect(received == ["1:1", "3:1", "4:1"])
        for subscription in subscriptions { subscription.dispose() }
        #expect(!source.hasObservers)  // the last one leaving still ends the connection
    }

    /// A delivery walks the observers without holding their storage (see `SubjectObservers.pin()`),
    /// so whatever changes the observers during it must keep that storage, and the observers in it,
    /// alive until it ends, and no longer.
    @Test(arguments: SubjectKind.allCases)
    func observersThatLeaveDuringADeliveryLiveUntilItEndsAndNoLonger(kind: SubjectKind) {
        let (observer, observable) = kind.make()
        var received: [String] = []
        weak var departed: Token?
        var subscriptions: [any Disposable] = []
        subscriptions.append(
            observable.subscribe(onNext: { value in
                received.append("0:\(value)")
                guard value == 1 else { return }
                // Every other observer leaves, the last reference to each dropped here, and one
                // joins: the storage being walked is no longer the subject's.
                for subscription in subscriptions.dropFirst() { subscription.dispose() }
                subscriptions.removeLast(subscriptions.count - 1)
                subscriptions.append(observable.subscribe(onNext: { received.append("late:\($0)") }))
            }))
        for index in 1..<4 {
            let token = Token()
            if index == 3 { departed = token }
            subscriptions.append(
                observable.subscribe(onNext: { value in
                    if value == 1 {
                        #expect(departed != nil, "an observer was freed while the delivery was still walking it")
                    }
                    withExtendedLifetime(token) { received.append("\(index):\(value)") }
                }))
        }
        received.removeAll()  // what a behavior or replay subject replays on subscribing
        observer.onNext(1)
        // The newcomer gets what the subject replays at once, then nothing more of this delivery.
        let first = kind.replays ? ["0:1", "late:1", "1:1", "2:1", "3:1"] : ["0:1", "1:1", "2:1", "3:1"]
        #expect(received == first)
        #expect(departed == nil, "an observer that left during a delivery outlived it")
        observer.onNext(2)
        #expect(received == first + ["0:2", "late:2"])
        for subscription in subscriptions { subscription.dispose() }
    }

    /// A delivery started inside another one pins the observers again; the outer one still walks
    /// the observers it started with, and what either kept alive goes when both have ended.
    @Test(arguments: SubjectKind.allCases)
    func aDeliveryInsideAnotherKeepsEachOnesObservers(kind: SubjectKind) {
        let (observer, observable) = kind.make()
        var received: [String] = []
        weak var departed: Token?
        var second: (any Disposable)?
        let first = observable.subscribe(onNext: { value in
            received.append("first:\(value)")
            guard value == 1 else { return }
            observer.onNext(10)  // re-entrant, on purpose
            second?.dispose()
            second = nil
        })
        do {
            let token = Token()
            departed = token
            second = observable.subscribe(onNext: { value in
                withExtendedLifetime(token) { received.append("second:\(value)") }
            })
        }
        received.removeAll()
        observer.onNext(1)
        #expect(received == ["first:1", "first:10", "second:10", "second:1"])
        #expect(departed == nil)
        first.dispose()
    }
}

/// Every kind of subject whose observers are a `SubjectObservers`, as an observer to send to and
/// an observable to subscribe to.
enum SubjectKind: CaseIterable, CustomTestStringConvertible {
    case publish, behavior, replay, share

    var testDescription: String { "\(self)" }

    /// Whether a subscriber gets the latest element at once.
    var replays: Bool { self != .publish }

    func make() -> (observer: AnyObserver<Int>, observable: Observable<Int>) {
        switch self {
        case .publish:
            let subject = PublishSubject<Int>()
            return (subject.asObserver().asObserver(), subject.asObservable())
        case .behavior:
            let subject = BehaviorSubject(value: 0)
            return (subject.asObserver().asObserver(), subject.asObservable())
        case .replay:
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            return (subject.asObserver().asObserver(), subject.asObservable())
        case .share:
            let subject = PublishSubject<Int>()
            return (subject.asObserver().asObserver(), subject.share(replay: 1))
        }
    }
}

/// An object whose release a test watches through a weak reference.
private final class Token {}
