import FeedbackArchitecture
import Reactive
import ReactiveTesting
import Testing

/// The counter example of the seed documents (RxFeedback's README), compiled as written there
/// except for the scheduler, against stand-ins for the UIKit controls, and run in virtual time.
@Suite(.leakChecked) struct CounterExampleTests {
    @Test func theCounterCountsTapsAndItsViewControllerCanGoAway() {
        let scheduler = TestScheduler(initialClock: 0)
        var controller: CounterViewController? = CounterViewController()
        // Set apart from its declaration: `weak let` needs Swift 6.3, and 6.3 warns about a
        // `weak var` that is never set.
        weak var weakController: CounterViewController?
        weakController = controller
        let label = controller!.label
        let plus = controller!.plus
        let minus = controller!.minus
        controller!.start(on: scheduler)
        var shown: [Recorded<String?>] = []
        scheduler.scheduleAt(205) { shown.append(Recorded(time: 205, value: label.text)) }
        scheduler.scheduleAt(210) { plus.tap() }
        scheduler.scheduleAt(220) { plus.tap() }
        scheduler.scheduleAt(230) { minus.tap() }
        scheduler.scheduleAt(240) { shown.append(Recorded(time: 240, value: label.text)) }
        scheduler.scheduleAt(250) { controller = nil }
        scheduler.start()
        #expect(shown == [Recorded(time: 205, value: "0"), Recorded(time: 240, value: "1")])
        #expect(label.history == ["0", "1", "2", "1"])
        // Its dispose bag went with it, and took the system along.
        #expect(weakController == nil)
        #expect(!plus.taps.hasObservers)
    }
}

/// The counter screen of the seed documents.
final class CounterViewController {
    typealias State = Int

    enum Event {
        case increment
        case decrement
    }

    let label = FakeLabel()
    let plus = FakeButton()
    let minus = FakeButton()
    private let disposeBag = DisposeBag()

    func start(on scheduler: TestScheduler) {
        // doc:counter-begin
        Observable.system(
            initialState: 0,
            reduce: { (state, event) -> State in
                switch event {
                case .increment:
                    return state + 1
                case .decrement:
                    return state - 1
                }
            },
            scheduler: scheduler,
            feedback:
                // UI is user feedback
                bind(self) { me, state -> Bindings<Event> in
                    let subscriptions = [
                        state.map(String.init).bind(to: me.label.rx.text)
                    ]

                    let events = [
                        me.plus.rx.tap.map { Event.increment },
                        me.minus.rx.tap.map { Event.decrement },
                    ]

                    return Bindings(
                        subscriptions: subscriptions,
                        events: events
                    )
                }
        )
        .subscribe()
        .disposed(by: disposeBag)
        // doc:counter-end
    }
}

/// A stand-in for `UILabel` with its `rx.text` binder.
final class FakeLabel {
    private(set) var text: String?
    private(set) var history: [String?] = []

    struct Extensions {
        fileprivate weak var label: FakeLabel?

        /// Sets the label's text; holds the label weakly, like RxCocoa's binders.
        var text: AnyObserver<String?> {
            AnyObserver { [label] event in
                guard case .next(let text) = event else { return }
                label?.text = text
                label?.history.append(text)
            }
        }
    }

    var rx: Extensions {
        Extensions(label: self)
    }
}

/// A stand-in for `UIButton` with its `rx.tap` events.
final class FakeButton {
    let taps = PublishSubject<Void>()

    struct Extensions {
        fileprivate let taps: PublishSubject<Void>

        var tap: Observable<Void> {
            taps.asObservable()
        }
    }

    var rx: Extensions {
        Extensions(taps: taps)
    }

    func tap() {
        taps.onNext(())
    }
}
