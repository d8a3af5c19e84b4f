import ReactiveTesting
import Testing

@testable import Reactive

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` builds: its observer and subscription
/// are two objects so that no closure can make a reference cycle through the subscription. These
/// pin the lifetimes that split exists for, through an operator (whose sink is the subscription's
/// upstream) as well as directly on a subject.
@Suite(.leakChecked) struct ClosureObserverTests {
    @Test func aSubscriptionDisposedFromItsOwnOnNextReleasesEverything() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            var subscription: (any Disposable)?
            subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(received == [10])
            #expect(!subject.hasObservers)
        }
    }

    // A subject's own subscription is returned unwrapped (it holds no handler): captured by its
    // own onNext it must still make no cycle, on every kind of subject and on `share`.
    @Test(arguments: [
        "publish", "behavior", "replay", "share",
    ])
    func aSubjectSubscriptionDisposedFromItsOwnOnNextReleasesEverything(kind: String) {
        expectNoLeaks {
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject(value: 1)
            let replay = ReplaySubject<Int>.create(bufferSize: 1)
            let (source, input, hasObservers): (Observable<Int>, (Int) -> Void, () -> Bool) =
                switch kind {
                case "behavior": (behavior.asObservable(), behavior.onNext, { behavior.hasObservers })
                case "replay": (replay.asObservable(), replay.onNext, { replay.hasObservers })
                case "share": (publish.share(replay: 1), publish.onNext, { publish.hasObservers })
                default: (publish.asObservable(), publish.onNext, { publish.hasObservers })
                }
            var received: [Int] = []
            var subscription: (any Disposable)?
            subscription = source.subscribe(onNext: { value in
                received.append(value)
                if received.count == 2 { subscription?.dispose() }
            })
            #expect(hasObservers())
            for value in 2...4 { input(value) }
            #expect(received.count == 2)
            #expect(!hasObservers())
        }
    }

    // `PublishSubject` and `share` keep the observer itself among their subscribers (it is its own
    // `EventReceiver`): every kind of event reaches its closures, live, replayed, and at once to a
    // subscriber that comes after the end.
    @Test(arguments: ["publish", "share"])
    func aSubjectKeepingTheObserverItselfDeliversEveryKindOfEvent(kind: String) {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let source = kind == "share" ? subject.share(replay: 1) : subject.asObservable()
            var calls: [String] = []
            func subscribe(_ name: String) -> any Disposable {
                source.subscribe(
                    onNext: { calls.append("\(name) next \($0)") },
                    onError: { calls.append("\(name) error \($0)") },
                    onCompleted: { calls.append("\(name) completed") }
                )
            }
            let first = subscribe("first")
            subject.onNext(1)
            let second = subscribe("second")
            subject.onNext(2)
            subject.onError(TestError("boom"))
            calls.append("-")
            let late = subscribe("late")
            let replayed = kind == "share" ? ["second next 1"] : []
            #expect(
                calls == ["first next 1"] + replayed + [
                    "first next 2", "second next 2", "first error boom", "second error boom", "-",
                    // `share` subscribes afresh after the end, to a subject that has stopped.
                    "late error boom",
                ]
            )
            for subscription in [first, second, late] { subscription.dispose() }
        }
    }

    // Directly on the subject only: operators' sinks reference each other until disposed or
    // stopped, as RxSwift's do, and a disposed subject sends no stop event.
    @Test func aDroppedSubscriptionIsReleasedWhenItsSubjectIsDisposed() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            _ = subject.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            subject.dispose()
            #expect(received == [1])
        }
    }

    @Test func aDroppedSubscriptionIsReleasedWhenItsSequenceStops() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var calls: [String] = []
            _ = subject.map { $0 }.subscribe(
                onNext: { calls.append("next \($0)") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") }
            )
            subject.onNext(1)
            subject.onCompleted()
            #expect(calls == ["next 1", "completed", "disposed"])
        }
    }

    @Test func onDisposedRunsOnceWhetherTheStopOrTheDisposalComesFirst() {
        expectNoLeaks {
            var count = 0
            let stopped = Observable.just(1).subscribe(onDisposed: { count += 1 })
            #expect(count == 1)
            stopped.dispose()
            #expect(count == 1)

            let subject = PublishSubject<Int>()
            let disposed = subject.subscribe(onDisposed: { count += 1 })
            disposed.dispose()
            #expect(count == 2)
            subject.onCompleted()
            disposed.dispose()
            #expect(count == 2)
        }
    }

    @Test func disposingDisposesUpstreamBeforeRunningOnDisposed() {
        var order: [String] = []
        let source = Observable<Int>.create { _ in
            Disposables.create { order.append("upstream disposed") }
        }
        let subscription = source.subscribe(onDisposed: { order.append("onDisposed") })
        subscription.dispose()
        #expect(order == ["upstream disposed", "onDisposed"])
    }

    @Test func nothingArrivesAfterTheFirstStopEvent() {
        var calls: [String] = []
        let subscription = RawEvents([.next(1), .completed, .next(2), .error(TestError("late"))]).subscribe(
            onNext: { calls.append("next \($0)") },
            onError: { _ in calls.append("error") },
            onCompleted: { calls.append("completed") }
        )
        subscription.dispose()
        #expect(calls == ["next 1", "completed"])
    }
}

/// A source that breaks the grammar on purpose: it sends its events as given, stop events included,
/// with no sink in between to drop what follows a stop.
private final class RawEvents: Observable<Int> {
    private let events: [Event<Int>]

    init(_ events: [Event<Int>]) {
        self.events = events
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
        for event in events {
            observer.on(event)
        }
        return Disposables.create()
    }
}
