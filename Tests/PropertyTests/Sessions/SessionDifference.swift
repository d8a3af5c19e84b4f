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
    /// state a feedback sees and every state it publishes crosses that scheduler. A query or
    /// `nearBottom` is reduced (and its request sent) `SearchContractModel.inputHops` ticks after
    /// it arrives, an answer `answerHops` ticks after; the first state shows a tick later and
    /// disposal cancels a tick later. It subscribes to its inputs on its scheduler, so an input in
    /// the two ticks after the outputs are subscribed is not heard. Its feedbacks act on a state
    /// some ticks old, so it is checked on settled sessions only (`SearchSession.isSettled`): every
    /// input and answer at least `settledGap` ticks after the one before.
    case feedbackHops

    /// The differences `architecture` shows.
    ///
    /// - Parameter architecture: One of the three.
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
