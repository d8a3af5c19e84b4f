import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// Pain point: `bind(owner)` and the owner's lifetime. RxFeedback holds the owner weakly too, but
/// keeps the owner's bindings (and whatever they hold) running until the whole system is disposed,
/// so a view that goes away while its system lives on leaks its bindings. Here the owner
/// deallocates while the system runs, and its bindings go with it at the next state.
@Suite(.leakChecked) struct OwnerLifetimeTests {
    /// A view that shows the state and reports taps.
    final class CounterView {
        let taps = PublishSubject<String>()
        private(set) var shown: [String] = []

        func show(_ text: String) {
            shown.append(text)
        }
    }

    @Test func theOwnerDeallocatesWhileTheSystemRunsAndItsBindingsGoWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<String>(scheduler)
        let other = scheduler.createHotObservable([.next(250, "+"), .next(260, "+")])
        var view: CounterView? = CounterView()
        // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
        // `weak var` that is never set.
        weak var weakView: CounterView?
        weakView = view
        var taps: PublishSubject<String>? = view?.taps
        let feedback: StringFeedback = bind(view!) { view, state in
            let shows = state.subscribe(with: view, onNext: { view, text in view.show(text) })
            return Bindings(
                subscriptions: [shows, Disposables.create { log.record("bindings disposed") }],
                events: [view.taps.asObservable()]
            )
        }
        scheduler.scheduleAt(220) { taps?.onNext("t") }
        scheduler.scheduleAt(230) {
            #expect(weakView?.shown == ["", "t"])
            view = nil
        }
        scheduler.scheduleAt(240) { log.record(weakView == nil ? "view deallocated" : "view alive") }
        // Sent by the subject the dead view left behind: when it arrives, a hop later, it is dropped
        // and ends the bindings.
        scheduler.scheduleAt(245) { taps?.onNext("t") }
        let res = scheduler.start {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                { _ in other.asObservable() }
            )
        }
        taps = nil
        #expect(
            log.entries == [
                Recorded(time: 240, value: "view deallocated"), Recorded(time: 246, value: "bindings disposed"),
            ])
        #expect(res.events == [.next(201, ""), .next(222, "t"), .next(251, "t+"), .next(261, "t++")])
    }

    @Test func theNextStateDisposesTheBindingsOfAnOwnerThatWentAway() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TimelineLog<String>(scheduler)
        let other = scheduler.createHotObservable([.next(250, "+")])
        var view: CounterView? = CounterView()
        let feedback: StringFeedback = bind(view!) { view, state in
            Bindings(
                subscriptions: [Disposables.create { log.record("bindings disposed") }],
                events: [view.taps.asObservable()]
            )
        }
        scheduler.scheduleAt(230) { view = nil }
        _ = scheduler.start {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                { _ in other.asObservable() }
            )
        }
        #expect(log.entries == [Recorded(time: 250, value: "bindings disposed")])
    }

    @Test func anOwnerGoneBeforeTheSystemStartsGetsNoBindings() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        var view: CounterView? = CounterView()
        let feedback: StringFeedback = bind(view!) { view, _ in
            calls += 1
            return Bindings(subscriptions: [], events: [view.taps.asObservable()])
        }
        view = nil
        let other = scheduler.createHotObservable([.next(210, "+")])
        let res = scheduler.start {
            Observable.system(
                initialState: "",
                reduce: appendEvent,
                scheduler: scheduler,
                feedback: feedback,
                { _ in other.asObservable() }
            )
        }
        #expect(calls == 0)
        #expect(res.events == [.next(201, ""), .next(211, "+")])
    }
}
