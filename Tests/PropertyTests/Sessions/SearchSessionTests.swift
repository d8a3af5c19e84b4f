import GitHubSearchFeature
import SeededRandomness
import Testing

/// Every architecture against the contract model, over thousands of random sessions, settled and
/// racing: the same states at the same ticks, the same requests sent, answered and cancelled, the
/// same pages opened, and nothing left alive after disposal.
@Suite(.leakChecked) struct SearchSessionTests {
    /// The two kinds of session every architecture is checked on.
    enum Kind: String, CaseIterable, Sendable {
        /// Every input, answer and the disposal at least `SearchSession.settledGap` ticks after the
        /// one before (`SearchSession.randomSettled`).
        case settled
        /// Inputs in one tick and in the ticks between a scheduler hop and its effect
        /// (`SearchSession.randomRacing`).
        case racing

        /// Draws a session of this kind for `architecture`.
        func generate(_ rng: inout SplitMix64, _ architecture: SearchArchitecture) -> SearchSession {
            switch self {
            case .settled: SearchSession.randomSettled(&rng)
            case .racing: SearchSession.randomRacing(&rng, architecture)
            }
        }
    }

    /// The session property for the search `make` builds, checked against `architecture`'s
    /// expected timeline.
    ///
    /// - Parameters:
    ///   - name: The property's name, which also picks its seed.
    ///   - architecture: Whose named differences the model applies.
    ///   - kind: Settled or racing sessions.
    ///   - count: Sessions per run, unless `PROPERTY_ITERATIONS` says otherwise.
    ///   - make: Builds the search under test; the architecture itself by default.
    /// - Returns: The property.
    static func sessionProperty(
        _ name: String,
        _ architecture: SearchArchitecture,
        _ kind: Kind,
        count: Int = 2000,
        make: ((SearchEnvironment) -> any RepositorySearch)? = nil
    ) -> Property<SearchSession> {
        let build = make ?? { architecture.make(environment: $0) }
        return Property(
            name: name,
            unit: "\(kind) sessions",
            defaultCount: count,
            generate: { kind.generate(&$0, architecture) },
            check: { session in
                let expected = SearchContractModel.expected(for: session, architecture)
                return expected.firstDifference(from: SessionRun.run(session, make: build))
            },
            // A settled failure shrinks to settled sessions; a racing one to any session.
            shrink: { session in session.shrinkCandidates.filter { kind == .racing || $0.isSettled } },
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

    /// 2,000 settled sessions (`PROPERTY_ITERATIONS` to change it) per architecture.
    @Test(arguments: SearchArchitecture.allCases)
    func settledSessionsMatchTheContractModel(_ architecture: SearchArchitecture) {
        Self.sessionProperty("settled sessions (\(architecture))", architecture, .settled).verify()
    }

    /// 2,000 racing sessions (`PROPERTY_ITERATIONS` to change it) per architecture.
    @Test(arguments: SearchArchitecture.allCases)
    func racingSessionsMatchTheContractModel(_ architecture: SearchArchitecture) {
        Self.sessionProperty("racing sessions (\(architecture))", architecture, .racing).verify()
    }
}
