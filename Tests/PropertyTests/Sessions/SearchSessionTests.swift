import GitHubSearchFeature
import Testing

/// Every architecture against the contract model, over thousands of random sessions: the same
/// states at the same ticks, the same requests sent, answered and cancelled, the same pages
/// opened, and nothing left alive after disposal.
@Suite(.leakChecked) struct SearchSessionTests {
    /// The session property for the search `make` builds, checked against `architecture`'s
    /// expected timeline.
    ///
    /// - Parameters:
    ///   - name: The property's name, which also picks its seed.
    ///   - architecture: Whose named differences the model applies.
    ///   - count: Sessions per run, unless `PROPERTY_ITERATIONS` says otherwise.
    ///   - make: Builds the search under test; the architecture itself by default.
    /// - Returns: The property.
    static func sessionProperty(
        _ name: String,
        _ architecture: SearchArchitecture,
        count: Int = 2000,
        make: ((SearchEnvironment) -> any RepositorySearch)? = nil
    ) -> Property<SearchSession> {
        let build = make ?? { architecture.make(environment: $0) }
        // The feedback loop is checked on settled sessions only (`SessionDifference.feedbackHops`).
        let settled = SessionDifference.of(architecture).contains(.feedbackHops)
        return Property(
            name: name,
            unit: settled ? "settled sessions" : "sessions",
            defaultCount: count,
            generate: { settled ? SearchSession.randomSettled(&$0) : SearchSession.random(&$0) },
            check: { session in
                let expected = SearchContractModel.expected(for: session, architecture)
                return expected.firstDifference(from: SessionRun.run(session, make: build))
            },
            shrink: { session in session.shrinkCandidates.filter { !settled || $0.isSettled } },
            describe: { session in
                // The contract, what this run had to produce and produced, then the other
                // architectures on the same session, aligned tick by tick.
                let others = SearchArchitecture.allCases.filter { make != nil || $0 != architecture }
                return SessionReport.describe(
                    session,
                    runs: [
                        ("expected (\(architecture))", SearchContractModel.expected(for: session, architecture)),
                        ("\(name)", SessionRun.run(session, make: build)),
                    ] + others.map { ("\($0)", SessionRun.run(session, $0)) })
            }
        )
    }

    /// 2,000 sessions (`PROPERTY_ITERATIONS` to change it) per architecture.
    @Test(arguments: SearchArchitecture.allCases)
    func architectureMatchesTheContractModel(_ architecture: SearchArchitecture) {
        Self.sessionProperty("sessions (\(architecture))", architecture).verify()
    }
}
