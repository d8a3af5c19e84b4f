import GitHubSearchFeature

/// A named, documented way an architecture's timeline legitimately departs from the contract
/// model; `SearchContractModel` applies each by name, and docs/Comparison.md lists them.
enum SessionDifference: String, CaseIterable, Hashable {
    /// A new query's request is sent before the old one is cancelled, in the same tick. The
    /// reactor's old request has `take(until: action)`, which sees the action only after
    /// `mutate(action:)` has started the new one; the feedback loop's `react(request:)` subscribes
    /// the new request's effect before it disposes the old one.
    case newRequestBeforeCancel

    /// The feedback loop runs on the Driver's scheduler, as RxFeedback does: every event, every
    /// state a feedback sees and every state it publishes crosses that scheduler, through
    /// `observe(on:)` queues that deliver one item per tick (`SearchContractModel+FeedbackLoop`).
    /// A query or `nearBottom` is reduced 2 ticks after it arrives, an answer 3 ticks after; a
    /// request is sent a tick after the state that wants it, a state shows 2 ticks after it is
    /// made; the first state shows a tick later and disposal cancels a tick later. It subscribes
    /// to its inputs on its scheduler, so an input in the two ticks after the outputs are
    /// subscribed is not heard. On racing inputs the queues decide the order: a `nearBottom` in
    /// the tick after a page arrives reaches `reduce` before that page and loads nothing, and
    /// every event `reduce` ignores still sends a state down the queues, which can delay the next
    /// state by a tick.
    case feedbackHops

    /// The differences `architecture` shows.
    ///
    /// - Parameter architecture: Any of `SearchArchitecture.allCases`; a new one adds its line.
    /// - Returns: Its differences; none for the view model.
    static func of(_ architecture: SearchArchitecture) -> Set<Self> {
        switch architecture {
        case .feedback: [.feedbackHops, .newRequestBeforeCancel]
        case .reactor: [.newRequestBeforeCancel]
        case .mvvm: []
        case .concurrency: []  // a query cancels the old request first, as the contract says
        }
    }
}
