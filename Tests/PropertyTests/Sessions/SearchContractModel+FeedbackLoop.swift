import GitHubAPI
import GitHubSearchFeature
import ReactiveTesting

/// The feedback loop's pipeline (`SessionDifference.feedbackHops`), as the model runs it: the same
/// contract, but every event reaches `reduce`, and every state leaves it, through the
/// `observe(on:)` queues that `Driver.system`, `bind` and `react` put on the Driver's scheduler,
/// as RxFeedback's do.
///
/// Each queue delivers one item per scheduler action, the tick after the action was scheduled,
/// and schedules its next step after delivering (as `observe(on:)` does on a `TestScheduler`), so
/// a backlog drains one item per tick and same-tick order follows scheduling order. That is what
/// decides racing inputs: an event and an answer a tick apart may reach `reduce` in either order.
///
/// | From | Through | To |
/// |---|---|---|
/// | a query or `nearBottom` | `bind`'s `observe(on:)`, its `asSignal` | `reduce` (2 ticks) |
/// | an answer | the effect's `asSignal`, `react`'s hop per effect, `react`'s `asSignal` | `reduce` (3 ticks) |
/// | each state `reduce` makes, a no-op included | `react`'s `asDriver` | `react` sends or cancels (1 tick) |
/// | the same state | the system's `observe(on:)`, the output's `asDriver` | the screen (2 ticks) |
///
/// The output is subscribed at 200 and its first state shows at 202; the UI feedback is subscribed
/// at 202, so inputs before 203 are not heard. Disposing the output stops the loop a tick later
/// (its `subscribe(on:)`), and the search in flight is cancelled then.
extension SearchContractModel {
    /// One `observe(on:)` of the feedback loop's pipeline.
    enum LoopQueue: Hashable {
        /// `bind`'s hop of the UI feedback's events.
        case bindEvents
        /// `bind`'s `asSignal`.
        case bindSignal
        /// The effect's `asSignal`, one per request.
        case effect(Int)
        /// `react`'s hop of each effect's events, one per request.
        case effectScheduler(Int)
        /// `react`'s `asSignal`.
        case reactEvents
        /// `react`'s view of the state: its `asDriver`.
        case reactState
        /// The system's `observe(on:)` of its states.
        case systemStates
        /// The output `Driver`'s `observe(on:)`.
        case driverStates
    }

    /// What travels through the loop's queues.
    enum LoopItem {
        /// An event on its way to `reduce`.
        case event(Reduced)
        /// A state `reduce` made: the request it wants performed, and what the screen shows of it.
        case state(wanted: SearchRequest?, view: SearchViewState)
    }

    /// A queue's items and whether a step of it is scheduled.
    struct LoopQueueState {
        var items: [LoopItem] = []
        var pumping = false
    }

    /// Puts `item` in `queue`, scheduling a step for the next tick if none is.
    mutating func enqueue(_ item: LoopItem, in queue: LoopQueue) {
        var state = loopQueues[queue] ?? LoopQueueState()
        state.items.append(item)
        if !state.pumping {
            state.pumping = true
            schedule(.drain(queue), at: now + 1)
        }
        loopQueues[queue] = state
    }

    /// One step of `queue`: its first item goes on, then the next step is scheduled if items wait.
    /// A disposed queue (an effect stopped, the output disposed) is gone, with its items.
    mutating func drain(_ queue: LoopQueue) {
        guard var state = loopQueues[queue], !state.items.isEmpty else { return }
        let item = state.items.removeFirst()
        loopQueues[queue] = state
        pass(item, from: queue)
        guard var after = loopQueues[queue] else { return }
        if after.items.isEmpty {
            after.pumping = false
        } else {
            schedule(.drain(queue), at: now + 1)
        }
        loopQueues[queue] = after
    }

    private mutating func pass(_ item: LoopItem, from queue: LoopQueue) {
        switch (queue, item) {
        case (.bindEvents, _): enqueue(item, in: .bindSignal)
        case (.effect(let id), _): enqueue(item, in: .effectScheduler(id))
        case (.effectScheduler, _): enqueue(item, in: .reactEvents)
        case (.bindSignal, .event(let event)), (.reactEvents, .event(let event)): reduceInLoop(event)
        case (.reactState, .state(let wanted, _)): react(to: wanted)
        case (.systemStates, _): enqueue(item, in: .driverStates)
        case (.driverStates, .state(_, let view)):
            guard view != shown else { return }  // the output's `distinctUntilChanged`
            shown = view
            timeline.states.append(.next(now, view))
        default: break
        }
    }

    /// `reduce` and `scan`: every event makes a state, unchanged or not, and it goes to `react`
    /// first (the system's subject), then to the output.
    private mutating func reduceInLoop(_ event: Reduced) {
        reduced(event)
        let state = LoopItem.state(wanted: inFlight?.request, view: screen)
        enqueue(state, in: .reactState)
        if !outputDisposed { enqueue(state, in: .systemStates) }
    }

    /// `react(request:)` sees a state: an equal request keeps its effect; another starts its own
    /// effect, then stops the old one (`SessionDifference.newRequestBeforeCancel`; without it, the
    /// old one first).
    private mutating func react(to wanted: SearchRequest?) {
        guard wanted != running?.request else { return }
        let old = running
        if let old, !differences.contains(.newRequestBeforeCancel) { stopEffect(old) }
        running = wanted.map { start($0) }
        if let old, differences.contains(.newRequestBeforeCancel) { stopEffect(old) }
    }

    /// Stops `effect`: the service logs a cancellation if it has not answered, and the answer's
    /// events still in its queues are dropped.
    private mutating func stopEffect(_ effect: InFlight) {
        cancel(effect)
        loopQueues[.effect(effect.id)] = nil
        loopQueues[.effectScheduler(effect.id)] = nil
    }

    /// The output is subscribed: its first state, the initial one, is on its way to the screen.
    mutating func loopSubscribed() {
        enqueue(.state(wanted: nil, view: screen), in: .systemStates)
    }

    /// The output is disposed: nothing more reaches the screen; the loop stops a tick later.
    mutating func disposeOutput() {
        outputDisposed = true
        loopQueues[.systemStates] = nil
        loopQueues[.driverStates] = nil
        schedule(.loopDisposal, at: now + 1)
    }

    /// The loop stops: `react`'s effect with it.
    mutating func disposeLoop() {
        if let running { stopEffect(running) }
        running = nil
        disposed = true
    }
}
