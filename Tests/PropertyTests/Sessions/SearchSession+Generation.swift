import Foundation
import GitHubAPI
import GitHubSearchFeature
import GitHubSearchTesting
import ReactiveTesting
import SeededRandomness

extension SearchSession {
    /// Texts a user types: prefixes of one word, other words, the same word in other cases and
    /// spacing (one query for the cache, a repeat for the throttle), and blanks.
    static let texts = [
        "s", "sw", "swift", "swift", " swift ", "Swift", "SWIFT", "go", "go", "rust", "r", "", "  ",
    ]

    /// Every typed error the service can answer with. The rate limit is received at tick 200, so
    /// its message ("try again in …") depends on when the answer arrives.
    static let errors: [GitHubSearchError] = [
        .offline, .timedOut, .rateLimited(RateLimit(retryAfter: 600, receivedAt: SearchContractModel.date(at: 200))),
        .validationFailed(message: "Validation Failed: the query is too long"), .serverError(status: 502),
        .serverError(status: 503), .malformedResponse("items[0].html_url is not a URL"),
    ]

    /// A random session: 1 to 12 inputs at random gaps (inside and outside the throttle window,
    /// sometimes in the same tick), `nearBottom` and taps at any moment, and a service that
    /// answers each query's pages early or late, with pages, every typed error or the 1,000-result
    /// cap, or never.
    ///
    /// - Parameter rng: The case's generator.
    /// - Returns: The session.
    static func random(_ rng: inout SplitMix64, settled: Bool = false) -> SearchSession {
        var steps: [Step] = []
        var time = subscribed + TestTime(rng.int(1...10))
        for _ in 0..<rng.int(settled ? 1...8 : 1...12) {
            let input: Input =
                switch rng.int(0...19) {
                case 0...10: .type(rng.pick(texts))
                case 11...16: .nearBottom
                default: .select(rng.int(-1...5))
                }
            steps.append(Step(time: time, input: input))
            time += settled ? TestTime(rng.int(Int(settledGap)...60)) : randomGap(&rng)
        }
        let queries = Set(texts.map(SearchQuery.normalized).filter { !$0.isEmpty })
        var scripts: [Script] = []
        for query in queries.sorted() {
            for page in 1...3 where rng.chance(0.85) {
                let answers = (0..<(rng.chance(0.3) ? 2 : 1)).map { _ in randomAnswer(&rng, page: page) }
                scripts.append(Script(query: query, page: page, answers: answers))
            }
        }
        let capacity = rng.pick([50, 50, 50, 1, 0])
        let lastInput = steps.last?.time ?? subscribed
        let disposal =
            rng.chance(0.5) ? 1000 : max(subscribed + 2, lastInput + TestTime(rng.int(settled ? 10...60 : -20...60)))
        return SearchSession(steps: steps, scripts: scripts, cacheCapacity: capacity, disposal: disposal)
    }

    /// The fewest ticks between one input or answer and the next in a settled session.
    static let settledGap: TestTime = 10

    /// A random settled session (see `isSettled`): sessions are drawn until one is, up to 200
    /// times; then a session of one input.
    ///
    /// - Parameter rng: The case's generator.
    /// - Returns: The session.
    static func randomSettled(_ rng: inout SplitMix64) -> SearchSession {
        for _ in 0..<200 {
            let session = random(&rng, settled: true)
            if session.isSettled { return session }
        }
        return SearchSession(
            steps: [Step(time: 201, input: .type("swift"))], scripts: [], cacheCapacity: 50, disposal: 1000)
    }

    /// Whether every input, answer and the disposal comes at least `settledGap` ticks after the
    /// one before, in every architecture's timeline: then each has finished reacting to one before
    /// the next arrives, and the feedback loop's timeline is the contract's, later by its hops.
    var isSettled: Bool {
        // The architectures with the fewest differences first: their models are the cheapest.
        SearchArchitecture.allCases.sorted { SessionDifference.of($0).count < SessionDifference.of($1).count }
            .allSatisfy { isSettled(in: SearchContractModel.expected(for: self, $0).log) }
    }

    /// Whether the session is settled in the timeline whose service log is `log`.
    func isSettled(in log: [ScriptedGitHubService.LogEntry]) -> Bool {
        var times = steps.map(\.time)
        var sent: [SearchRequest: Int] = [:]
        // Every answer's due time, including answers a cancellation will pre-empt.
        for case .requested(let request, let time) in log {
            guard
                let script = scripts.first(where: {
                    $0.page == request.page && Self.request($0.query, page: $0.page) == request
                }),
                !script.answers.isEmpty
            else { continue }
            let index = min(sent[request, default: 0], script.answers.count - 1)
            sent[request, default: 0] += 1
            times.append(time + script.answers[index].delay)
        }
        if disposal != 1000 { times.append(disposal) }
        times.sort()
        for index in times.indices.dropFirst() where times[index] - times[index - 1] < Self.settledGap {
            return false
        }
        return true
    }

    /// A gap between inputs: the same tick, inside the throttle window, just outside it, while a
    /// page is on its way, or long after.
    private static func randomGap(_ rng: inout SplitMix64) -> TestTime {
        switch rng.int(0...9) {
        case 0: 0
        case 1...3: TestTime(rng.int(1...Int(throttle)))
        case 4...6: TestTime(rng.int(4...15))
        default: TestTime(rng.int(16...60))
        }
    }

    /// One answer: usually a page within 1 to 40 ticks, otherwise a typed error; pages after the
    /// first sometimes hit the result cap.
    private static func randomAnswer(_ rng: inout SplitMix64, page: Int) -> Answer {
        let delay = TestTime(rng.chance(0.5) ? rng.int(1...12) : rng.int(13...40))
        let reply: Reply
        if page > 1 && rng.chance(0.1) {
            reply = .failure(.validationFailed(message: GitHubSearchError.resultCapMessage))
        } else if rng.chance(0.3) {
            reply = .failure(rng.pick(errors))
        } else {
            // A page with a following page always has rows, as GitHub's do.
            let more = page < 3 && rng.chance(0.6)
            reply = .page(count: rng.int(more ? 1...3 : 0...3), more: more)
        }
        return Answer(delay: delay, reply: reply)
    }
}

extension SearchSession {
    /// Simpler sessions that may fail the same way, simplest first: fewer inputs, fewer and plainer
    /// answers, shorter gaps, the cache's default size, an earlier disposal.
    var shrinkCandidates: [SearchSession] {
        var candidates: [SearchSession] = []
        func with(_ change: (inout SearchSession) -> Void) {
            var candidate = self
            change(&candidate)
            if candidate != self { candidates.append(candidate) }
        }
        if steps.count > 1 {
            with { $0.steps.removeLast(steps.count / 2) }
            with { $0.steps.removeFirst(steps.count / 2) }
        }
        for index in steps.indices {
            with { $0.steps.remove(at: index) }
        }
        for index in scripts.indices {
            with { $0.scripts.remove(at: index) }
        }
        for index in scripts.indices where scripts[index].answers.count > 1 {
            with { $0.scripts[index].answers.removeLast() }
            with { $0.scripts[index].answers.removeFirst() }
        }
        for index in scripts.indices {
            for answer in scripts[index].answers.indices {
                with { $0.scripts[index].answers[answer].delay = min(10, scripts[index].answers[answer].delay) }
                if case .page(let count, let more) = scripts[index].answers[answer].reply, count > 1 {
                    with { $0.scripts[index].answers[answer].reply = .page(count: 1, more: more) }
                }
            }
        }
        for index in steps.indices {
            if case .type(let text) = steps[index].input, text != SearchQuery.normalized(text) {
                with { $0.steps[index].input = .type(SearchQuery.normalized(text)) }
            }
        }
        // Close long gaps, keeping the order of the inputs.
        for index in steps.indices.dropFirst() where steps[index].time - steps[index - 1].time > 10 {
            with { session in
                let shift = steps[index].time - steps[index - 1].time - 10
                for later in index..<session.steps.count { session.steps[later].time -= shift }
                if session.disposal != 1000 { session.disposal = max(Self.subscribed + 2, session.disposal - shift) }
            }
        }
        if let first = steps.first, first.time > subscribedPlusOne {
            with { session in
                let shift = first.time - Self.subscribedPlusOne
                for index in session.steps.indices { session.steps[index].time -= shift }
                if session.disposal != 1000 { session.disposal = max(Self.subscribed + 2, session.disposal - shift) }
            }
        }
        if cacheCapacity != 50 { with { $0.cacheCapacity = 50 } }
        if disposal != 1000 { with { $0.disposal = 1000 } }
        return candidates
    }

    private static let subscribedPlusOne = subscribed + 1
    private var subscribedPlusOne: TestTime { Self.subscribedPlusOne }
}
