import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct InfallibleBindTests {
    @Test func bindSendsElementsAndCompletionToEveryObserver() {
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let leaked = Resources.countLive {
            _ = Infallible.of(1, 2).bind(to: first.observer, second.observer)
        }
        #expect(leaked == 0)
        #expect(first.rendered == "next(1) next(2) completed")
        #expect(second.rendered == first.rendered)
    }

    @Test func bindToOptionalObserversWrapsElements() {
        let first = EventLog<Int?>()
        let second = EventLog<Int?>()
        _ = Infallible.just(1).bind(to: first.observer, second.observer)
        #expect(first.rendered == "next(Optional(1)) completed")
        #expect(second.rendered == first.rendered)
    }

    @Test func bindStopsWhenDisposed() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        let subscription = subject.asInfallible(onErrorJustReturn: 0).bind(to: log.observer)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        #expect(log.rendered == "next(1)")
        #expect(!subject.hasObservers)
    }

    @Test func bindToRelaysAcceptsEveryElement() {
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        var published: [String] = []
        _ = publish.subscribe(onNext: { published.append("\($0)") })
        _ = optionalPublish.subscribe(onNext: { published.append("\($0 as Int?)") })
        let source = Infallible.of(1, 2)
        _ = source.bind(to: behavior)
        _ = source.bind(to: optionalBehavior)
        _ = source.bind(to: publish)
        _ = source.bind(to: optionalPublish)
        _ = source.bind(to: replay)
        _ = source.bind(to: optionalReplay)
        #expect(behavior.value == 2)
        #expect(optionalBehavior.value == 2)
        #expect(published == ["1", "2", "Optional(1)", "Optional(2)"])
        var replayed: [String] = []
        _ = replay.subscribe(onNext: { replayed.append("\($0)") })
        _ = optionalReplay.subscribe(onNext: { replayed.append("\($0 as Int?)") })
        #expect(replayed == ["1", "2", "Optional(1)", "Optional(2)"])
    }

    @Test func bindToSeveralRelaysAtOnce() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        _ = Infallible.just(3).bind(to: first, second)
        #expect(first.value == 3)
        #expect(second.value == 3)
    }

    @Test func bindOnNextAndBinderClosures() {
        var received: [Int] = []
        _ = Infallible.of(1, 2).bind(onNext: { received.append($0) })
        #expect(received == [1, 2])
        var result: Int?
        let binder: (Infallible<Int>) -> any Disposable = { source in
            source.subscribe(onNext: { result = $0 })
        }
        _ = Infallible.just(5).bind(to: binder)
        #expect(result == 5)
        let curried = Infallible.just(1).bind(
            to: { source in { (suffix: String) in "bound\(suffix)" } }, curriedArgument: "!")
        #expect(curried == "bound!")
    }

    /// RxCocoa binds observers through the event subscription, which refuses an error
    /// (`rxFatalErrorInDebug`), and relays through `subscribe(onNext:)`, whose error goes to the
    /// default error handler: the same two routes here.
    @Test func anErrorLetInIsReportedToObserversAndGoesToTheDefaultHandlerFromRelays() {
        // The handler is global and tests run in parallel: record only this test's own errors.
        let marker = "infallible relay failure \(#line)"
        let unhandled = LockedValue<[String]>([])
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { stack, error in
            if "\(error)".hasPrefix(marker) {
                unhandled.withLock { $0.append("\(error)") }
            } else {
                original(stack, error)
            }
        }
        defer { Hooks.defaultErrorHandler = original }
        let anomalies = AnomalyLog()
        let log = EventLog<Int>()
        let relay = BehaviorRelay(value: 0)
        let failing = Infallible.just(1).flatMap { _ in Observable<Int>.error(TestError(marker)) }
        Hooks.withAnomalyHandler(anomalies.record) {
            _ = failing.bind(to: log.observer)
            _ = failing.bind(to: relay)
        }
        #expect(log.events.isEmpty)
        #expect(relay.value == 0)
        #expect(anomalies.kinds == [.bindingError])
        #expect(unhandled.value == [marker])
    }
}
