import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import ReactiveTesting

/// The search screen's contract as a plain, non-reactive function: from a session's timed inputs
/// and the service's scripted answers to the states the screen must receive, the pages it must
/// open and the requests that must be sent, answered and cancelled, tick for tick.
///
/// Each rule below is one row of the contract table in docs/Comparison.md ("Random sessions"):
///
/// | Input | The contract |
/// |---|---|
/// | text | trimmed, throttled (the first text of a window at once, the window's last at its end), repeats dropped: a query |
/// | a query | stops the search in flight; empty: the empty screen; cached: its first page, nothing sent; otherwise: its first page requested, "searching" |
/// | first page answered | shown (and cached); a failure: no results, the message |
/// | next page answered | appended; a failure: results kept, the message, the page stays next (`nearBottom` retries it) |
/// | `nearBottom` | the next page requested, the message cleared, if one exists and nothing is in flight; otherwise nothing |
/// | a selection | the tapped row's page opened, if the screen shows that row; otherwise nothing |
/// | disposal | stops the search in flight; nothing is delivered after it |
///
/// A state is delivered one tick after the change that made it (the `Driver`'s hop), never twice
/// in a row, and a backlog drains one state per tick; a page to open one tick after the tap (the
/// `Signal`'s hop). A tap is judged against the rows on screen when it happens. Where an architecture
/// legitimately differs, `SessionDifference` says how, and the model applies it by name.
///
/// Same-tick order follows `TestScheduler`: inputs (scheduled when the session is set up) before
/// the disposal, before timers and answers, which run in the order they were scheduled.
struct SearchContractModel {
    /// The session being modelled.
    let session: SearchSession
    /// The differences of the architecture whose timeline is predicted.
    let differences: Set<SessionDifference>

    /// The timeline `architecture` must produce for `session`.
    static func expected(for session: SearchSession, _ architecture: SearchArchitecture) -> SessionTimeline {
        expected(for: session, differences: SessionDifference.of(architecture))
    }

    /// The timeline the contract expects for `session`, with `differences` applied.
    static func expected(for session: SearchSession, differences: Set<SessionDifference>) -> SessionTimeline {
        var model = SearchContractModel(session: session, differences: differences)
        return model.run()
    }

    enum Action {
        case input(SearchSession.Input)
        case throttleWindowEnds(window: Int)
        case answer(request: Int)
        case disposal
        /// The feedback loop's output is subscribed.
        case loopSubscribed
        /// One step of one of the feedback loop's queues.
        case drain(LoopQueue)
        /// The feedback loop itself stops, a tick after its output is disposed.
        case loopDisposal
    }

    /// What `reduce` is given: at once by the contract, through queues by the feedback loop.
    enum Reduced {
        case query(String)
        case nearBottom
        case answer(InFlight)
    }

    /// The script's answer to a request: which one, and what it says.
    struct Scripted {
        var reply: SearchSession.Reply
        var index: Int
    }

    /// A request sent and not yet answered or cancelled.
    struct InFlight {
        var id: Int
        var request: SearchRequest
        /// The scripted answer the service will give; its page is made only when it arrives.
        var scripted: Scripted?
        /// The answer, once it has arrived.
        var result: Result<SearchPage, GitHubSearchError>?
        var arrival: TestTime?
    }

    // The agenda, in three arrays so that finding the next action compares plain integers.
    private var agendaTimes: [TestTime] = []
    private var agendaOrders: [Int] = []
    private var agendaActions: [Action] = []
    private var scheduledCount = 0
    var now: TestTime = SearchSession.subscribed
    var disposed = false
    var timeline = SessionTimeline()

    // The screen, and what it knows beyond what it shows. In the feedback loop, the state
    // `reduce` made: `inFlight` is the request the state wants (`loadNextPage`), which `react`
    // sends when it sees that state.
    var screen = SearchViewState()
    private var nextPage: SearchRequest?
    var inFlight: InFlight?
    private var requestCount = 0

    // The feedback loop's pipeline (`SearchContractModel+FeedbackLoop.swift`).
    var loopQueues: [LoopQueue: LoopQueueState] = [:]
    /// The request whose effect `react` runs.
    var running: InFlight?
    /// The last state the loop's output delivered.
    var shown: SearchViewState?
    var outputDisposed = false
    /// Whether the feedback loop's pipeline is modelled (`SessionDifference.feedbackHops`).
    let isLoop: Bool
    /// First pages by lowercased query, least recently used first.
    private var cache: [(key: String, page: SearchPage)] = []
    private var answersUsed: [SearchRequest: Int] = [:]

    // The query input: throttle, then repeats dropped.
    private var lastSent: TestTime?
    private var pendingText: String?
    /// Counts the texts sent: a window's end scheduled before the last one is void.
    private var window = 0
    private var lastQuery: String?

    private init(session: SearchSession, differences: Set<SessionDifference>) {
        self.session = session
        self.differences = differences
        isLoop = differences.contains(.feedbackHops)
    }

    private mutating func run() -> SessionTimeline {
        // The order the session is set up in: text, nearBottom, selection, then the disposal.
        for step in session.steps { if case .type = step.input { schedule(.input(step.input), at: step.time) } }
        for step in session.steps where step.input == .nearBottom { schedule(.input(step.input), at: step.time) }
        for step in session.steps { if case .select = step.input { schedule(.input(step.input), at: step.time) } }
        if isLoop { schedule(.loopSubscribed, at: SearchSession.subscribed) }
        schedule(.disposal, at: session.disposal)
        if !isLoop { deliver(screen) }
        while let next = nextScheduled() {
            now = agendaTimes.remove(at: next)
            agendaOrders.remove(at: next)
            let action = agendaActions.remove(at: next)
            if disposed { break }
            perform(action)
        }
        timeline.states.removeAll { $0.time >= session.disposal }
        timeline.urls.removeAll { $0.time >= session.disposal }
        return timeline
    }

    /// The index of the action `TestScheduler` runs next: the earliest, then the first scheduled.
    /// A plain loop, and `mutating` so that a debug build does not copy the model per call: the
    /// session property runs the model several times for every session it draws.
    private mutating func nextScheduled() -> Int? {
        guard !agendaTimes.isEmpty else { return nil }
        var best = 0
        for index in 1..<agendaTimes.count
        where agendaTimes[index] < agendaTimes[best]
            || (agendaTimes[index] == agendaTimes[best] && agendaOrders[index] < agendaOrders[best])
        {
            best = index
        }
        return best
    }

    mutating func schedule(_ action: Action, at time: TestTime) {
        agendaTimes.append(time)
        agendaOrders.append(scheduledCount)
        agendaActions.append(action)
        scheduledCount += 1
    }

    private mutating func perform(_ action: Action) {
        if case .input = action, differences.contains(.feedbackHops), now < Self.feedbackListensFrom {
            return  // the loop subscribes to its inputs on its scheduler, a tick late
        }
        switch action {
        case .input(.type(let text)): typed(SearchQuery.normalized(text))
        case .input(.nearBottom): reduce(.nearBottom)
        case .input(.select(let row)): selected(row)
        case .throttleWindowEnds(let window): throttleWindowEnded(window)
        case .answer(let id): arrived(id)
        case .disposal: isLoop ? disposeOutput() : dispose()
        case .loopSubscribed: loopSubscribed()
        case .drain(let queue): drain(queue)
        case .loopDisposal: disposeLoop()
        }
    }

    /// The contract's reaction to what `reduce` is given.
    mutating func reduced(_ reduced: Reduced) {
        switch reduced {
        case .query(let text): query(text)
        case .nearBottom: nearBottom()
        case .answer(let answered): apply(answered)
        }
    }

    // MARK: text → queries

    /// The first text of a throttle window goes at once; later ones wait for the window's end,
    /// and only the last of them goes.
    private mutating func typed(_ text: String) {
        if let lastSent, now - lastSent < SearchSession.throttle {
            if pendingText == nil {
                schedule(.throttleWindowEnds(window: window), at: lastSent + SearchSession.throttle)
            }
            pendingText = text
        } else {
            send(text)
        }
    }

    private mutating func throttleWindowEnded(_ endedWindow: Int) {
        guard endedWindow == window, let text = pendingText else { return }
        send(text)
    }

    private mutating func send(_ text: String) {
        pendingText = nil
        window += 1
        lastSent = now
        guard text != lastQuery else { return }  // a repeat is no new query
        lastQuery = text
        reduce(.query(text))
    }

    /// The first tick at which the feedback loop hears its inputs.
    static let feedbackListensFrom: TestTime = SearchSession.subscribed + 3

    /// Reduces an input now, or sends it into the feedback loop's UI feedback.
    private mutating func reduce(_ reduced: Reduced) {
        if isLoop { enqueue(.event(reduced), in: .bindEvents) } else { self.reduced(reduced) }
    }

    // MARK: the contract

    private mutating func query(_ query: String) {
        let first = SearchSession.request(query)
        let stopsFirst = !differences.contains(.newRequestBeforeCancel)
        if stopsFirst || query.isEmpty || cachedPage(query) != nil { stopTheSearchInFlight() }
        if query.isEmpty {
            nextPage = nil
            show(SearchViewState())
        } else if let page = cachedPage(query) {
            touchCache(query)
            nextPage = page.nextPage
            show(
                SearchViewState(
                    query: query, repositories: RepositoryList(page.repositories), hasNextPage: page.nextPage != nil))
        } else {
            nextPage = nil
            let previous = inFlight
            inFlight = nil
            send(first)
            if !stopsFirst, let previous { cancel(previous) }
            show(SearchViewState(query: query, isSearching: true))
        }
    }

    private mutating func nearBottom() {
        guard inFlight == nil, let request = nextPage else { return }
        send(request)
        var state = screen
        state.isLoadingNextPage = true
        state.errorMessage = nil
        show(state)
    }

    /// The service answers: logged now, reduced now (in the feedback loop, its effect's events
    /// start through the loop's queues).
    private mutating func arrived(_ id: Int) {
        guard var answered = isLoop ? running : inFlight, answered.id == id, let scripted = answered.scripted else {
            return
        }
        let result = session.result(of: scripted.reply, for: answered.request, answer: scripted.index)
        answered.result = result
        switch result {
        case .success: timeline.log.append(.succeeded(answered.request, at: now))
        case .failure(let error): timeline.log.append(.failed(answered.request, error, at: now))
        }
        answered.arrival = now
        if isLoop {
            running = answered
            enqueue(.event(.answer(answered)), in: .effect(id))
        } else {
            inFlight = answered
            apply(answered)
        }
    }

    /// An answer reaches `reduce`: applied if the screen still waits for it (in the feedback loop,
    /// for an equal request, as `reduce` compares them).
    private mutating func apply(_ answered: InFlight) {
        let awaited = isLoop ? inFlight?.request == answered.request : inFlight?.id == answered.id
        guard awaited, let result = answered.result, let arrival = answered.arrival else { return }
        inFlight = nil
        let request = answered.request
        var state = screen
        switch result {
        case .success(let page):
            if request.page == 1 {
                insertInCache(page, for: screen.query)
                state.repositories = RepositoryList(page.repositories)
            } else {
                state.repositories += page.repositories
            }
            nextPage = page.nextPage
            state.errorMessage = nil
        case .failure(let error):
            if request.page == 1 { nextPage = nil }
            state.errorMessage = SearchFailure(error, now: Self.date(at: arrival)).message
        }
        state.isSearching = false
        state.isLoadingNextPage = false
        state.hasNextPage = nextPage != nil
        show(state)
    }

    /// A tap opens the row the screen showed when it was tapped: the last state delivered before
    /// this tick (a delivery due now comes after the tap, as inputs run first).
    private mutating func selected(_ row: Int) {
        let onScreen = timeline.states.last { $0.time < now }?.value.element ?? SearchViewState()
        guard onScreen.repositories.indices.contains(row) else { return }
        let time = max(now + 1, (timeline.urls.last?.time ?? 0) + 1)
        timeline.urls.append(.next(time, onScreen.repositories[row].htmlURL))
    }

    private mutating func dispose() {
        stopTheSearchInFlight()
        disposed = true
    }

    // MARK: the service

    /// The screen waits for `request`: sent now, or wanted by the loop's state (`react` sends it).
    private mutating func send(_ request: SearchRequest) {
        inFlight = isLoop ? InFlight(id: 0, request: request) : start(request)
    }

    /// Sends `request` to the service, which answers as scripted.
    mutating func start(_ request: SearchRequest) -> InFlight {
        requestCount += 1
        timeline.log.append(.requested(request, at: now))
        var started = InFlight(id: requestCount, request: request)
        guard
            let script = session.scripts.first(where: {
                $0.page == request.page && SearchSession.request($0.query, page: $0.page) == request
            }),
            !script.answers.isEmpty
        else { return started }  // never answered
        let index = min(answersUsed[request, default: 0], script.answers.count - 1)
        answersUsed[request] = index + 1
        let answer = script.answers[index]
        started.scripted = Scripted(reply: answer.reply, index: index)
        schedule(.answer(request: requestCount), at: now + max(1, answer.delay))
        return started
    }

    private mutating func stopTheSearchInFlight() {
        if let inFlight { cancel(inFlight) }
        inFlight = nil
    }

    /// Stops `request`; the service logs a cancellation only if its answer has not arrived yet.
    /// The feedback loop's state only stops wanting it; `react` stops it when it sees that.
    mutating func cancel(_ request: InFlight) {
        guard !isLoop || request.id != 0, request.arrival == nil else { return }
        timeline.log.append(.cancelled(request.request, at: now))
    }

    // MARK: the cache and the screen

    private func cachedPage(_ query: String) -> SearchPage? {
        cache.first { $0.key == query.lowercased() }?.page
    }

    private mutating func touchCache(_ query: String) {
        guard let index = cache.firstIndex(where: { $0.key == query.lowercased() }) else { return }
        cache.append(cache.remove(at: index))
    }

    private mutating func insertInCache(_ page: SearchPage, for query: String) {
        guard session.cacheCapacity > 0 else { return }
        cache.removeAll { $0.key == query.lowercased() }
        cache.append((query.lowercased(), page))
        if cache.count > session.cacheCapacity { cache.removeFirst() }
    }

    /// Shows `state` unless it is the state shown last; in the feedback loop, the state's view
    /// goes out through the loop's output (`loopOutput`).
    private mutating func show(_ state: SearchViewState) {
        guard state != screen else { return }
        if isLoop { screen = state } else { deliver(state) }
    }

    /// The output's hop: a state reaches the screen one tick after it was made, and a backlog
    /// drains one state per tick (`observe(on:)` delivers one element per scheduler action).
    private mutating func deliver(_ state: SearchViewState) {
        screen = state
        let time = max(now + 1, (timeline.states.last?.time ?? 0) + 1)
        timeline.states.append(.next(time, state))
    }

    /// The scheduler's date at `tick`, which failure messages ("try again in 10 min") count from.
    static func date(at tick: TestTime) -> Date {
        TestScheduler(initialClock: tick).now
    }
}
