import ReactiveTesting
import ReactorArchitecture
import Testing

/// `Observable.reactor(actions:_:)`: a reactor per subscription, released with its streams, and
/// the work in flight cancelled, the moment the subscription is disposed, wherever the reactor
/// keeps its streams. Leak-checked: nothing outlives the subscription, not even a side-table entry.
@Suite(.leakChecked) struct ObservableReactorTests {
    @Test func workInFlightIsCancelledAtDisposalForAReactorInTheSideTable() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let actions = scheduler.createHotObservable([.next(210, 0)])

        let res = scheduler.start(disposed: 250) {
            Observable.reactor(actions: actions.asObservable()) {
                TableForwardingReactor { _ in request.asObservable() }
            }
        }

        #expect(res.events == [.next(200, [])])
        #expect(actions.subscriptions == [Subscription(200, 250)])
        // Without it, the request would run on until a sweep after the reactor's death.
        #expect(request.subscriptions == [Subscription(210, 250)])
    }

    @Test func workInFlightIsCancelledAtDisposalForAReactorWithItsOwnStorage() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let actions = scheduler.createHotObservable([.next(210, 0)])

        let res = scheduler.start(disposed: 250) {
            Observable.reactor(actions: actions.asObservable()) {
                ForwardingReactor(scheduler: CurrentThreadScheduler.instance) { _ in request.asObservable() }
            }
        }

        #expect(res.events == [.next(200, [])])
        #expect(request.subscriptions == [Subscription(210, 250)])
    }

    @Test func eachSubscriptionGetsAReactorOfItsOwnReleasedWithIt() {
        weak var first: TableCounterReactor?
        weak var second: TableCounterReactor?
        let actions = PublishSubject<Void>()
        let states = Observable.reactor(actions: actions.asObservable()) { () -> TableCounterReactor in
            let reactor = TableCounterReactor()
            if first == nil { first = reactor } else { second = reactor }
            return reactor
        }
        var firstStates: [Int] = []
        var secondStates: [Int] = []
        let firstSubscription = states.subscribe(onNext: { firstStates.append($0) })
        actions.onNext(())
        let secondSubscription = states.subscribe(onNext: { secondStates.append($0) })
        actions.onNext(())
        #expect(first !== second)
        #expect(firstStates == [0, 1, 2])
        #expect(secondStates == [0, 1])

        firstSubscription.dispose()
        #expect(first == nil, "released at disposal")
        #expect(second != nil)
        secondSubscription.dispose()
        #expect(second == nil)
        #expect(!actions.hasObservers)
    }
}

/// `ForwardingReactor` as ReactorKit documents a reactor: its streams live in the side table.
private final class TableForwardingReactor: Reactor {
    typealias Action = Int
    typealias Mutation = Int
    typealias State = [Int]

    let initialState: State = []
    private let work: (Int) -> Observable<Int>

    init(work: @escaping (Int) -> Observable<Int>) {
        self.work = work
    }

    func mutate(action: Int) -> Observable<Int> {
        work(action)
    }

    func reduce(state: State, mutation: Mutation) -> State {
        state + [mutation]
    }
}
