import FeedbackArchitecture
import Foundation
import Reactive
import ReactiveTesting

/// The feedback type of the Observable systems under test.
typealias StringFeedback = Observable<Any>.Feedback<String, String>

/// The reducer most tests use: appends the event to the state.
func appendEvent(_ state: String, _ event: String) -> String {
    state + event
}

/// A feedback that answers some states at once, with no scheduler hop: the synchronous feedback
/// RxFeedback guards against.
func answering(_ answers: [String: String]) -> StringFeedback {
    { context in
        context.flatMapLatest { state -> Observable<String> in
            answers[state].map { Observable.just($0) } ?? Observable.never()
        }
    }
}

/// What happened, and at which tick, to the effects and sources a test watches.
final class TimelineLog<Entry: Equatable> {
    private let scheduler: TestScheduler
    private(set) var entries: [Recorded<Entry>] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func record(_ entry: Entry) {
        entries.append(Recorded(time: scheduler.clock, value: entry))
    }

    /// The entries of one tick, in any order: for effects started from a set or a dictionary,
    /// whose order is the hash order.
    func entries(at time: TestTime) -> [Entry] {
        entries.filter { $0.time == time }.map(\.value)
    }
}

/// A request with an identifier, for the dictionary form of `react`.
struct IdentifiedRequest: Hashable {
    var id: Int
    var value: String
}

/// What the effects of a dictionary `react` did.
enum EffectEntry: Hashable {
    case started(IdentifiedRequest)
    case subscribed(id: Int)
    case disposed(id: Int)
    case sourceDisposed
}

/// The test error.
struct FeedbackTestError: Error, Equatable {}

extension Array where Element == IdentifiedRequest {
    /// The requests by identifier.
    var byID: [Int: IdentifiedRequest] {
        Dictionary(map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Whether `actual` holds the same elements as `expected`, in any order: for effects started from
/// a set or a dictionary in the same tick, whose order is the hash order.
func sameElements<Element: Equatable>(_ actual: some Collection<Element>, _ expected: [Element]) -> Bool {
    var remaining = expected
    for element in actual {
        guard let index = remaining.firstIndex(of: element) else { return false }
        remaining.remove(at: index)
    }
    return remaining.isEmpty
}

/// Records the anomalies the runtime reports inside `Hooks.withAnomalyHandler`.
final class AnomalyRecorder: @unchecked Sendable {
    // @unchecked: `kinds` is only touched under `lock`.
    private let lock = NSLock()
    private var recorded: [Anomaly.Kind] = []

    var handler: @Sendable (Anomaly) -> Void {
        { [self] anomaly in lock.withLock { recorded.append(anomaly.kind) } }
    }

    var kinds: [Anomaly.Kind] {
        lock.withLock { recorded }
    }
}

/// The design the seed documents sketch, `Feedback = (Observable<State>) -> Observable<Event>`
/// with the states fed back by a subject straight from `scan`: kept here only to show that the
/// re-entrancy tests fail on it.
func seedDocumentSystem<State, Event>(
    initialState: State,
    reduce: @escaping (State, Event) -> State,
    feedback: [(Observable<State>) -> Observable<Event>]
) -> Observable<State> {
    Observable.deferred {
        let states = ReplaySubject<State>.create(bufferSize: 1)
        return Observable.merge(feedback.map { $0(states.asObservable()) })
            .scan(initialState, accumulator: reduce)
            .startWith(initialState)
            .do(onNext: { states.onNext($0) })
    }
}
