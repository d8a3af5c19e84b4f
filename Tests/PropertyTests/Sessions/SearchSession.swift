import Foundation
import GitHubAPI
import GitHubSearchTesting
import ReactiveTesting

/// One random use of the search screen, in virtual time: what the user does and when, how the
/// service answers each page, the cache's size and when the screen goes away.
///
/// The outputs are subscribed at 200, every input comes later, and the query throttle is
/// `SearchSession.throttle` ticks, as in the scenario suite.
struct SearchSession: Equatable, CustomStringConvertible {
    /// What the user does at one tick.
    enum Input: Equatable {
        /// The search field's text became this (as typed: untrimmed, any case).
        case type(String)
        /// The list scrolled near its end.
        case nearBottom
        /// The row at this index was tapped; it may be out of range.
        case select(Int)
    }

    /// An input at a tick.
    struct Step: Equatable {
        /// When it happens.
        var time: TestTime
        /// What happens.
        var input: Input
    }

    /// How the service answers one request.
    enum Reply: Equatable {
        /// A page of `count` repositories, with a following page when `more`.
        case page(count: Int, more: Bool)
        /// A typed failure.
        case failure(GitHubSearchError)
    }

    /// One scripted answer: the reply, `delay` ticks after the request.
    struct Answer: Equatable {
        /// Ticks from the request to the answer (at least 1).
        var delay: TestTime
        /// The reply.
        var reply: Reply
    }

    /// The answers to one query's page, used in order; the last one repeats. A page with no
    /// script is never answered (the request hangs until cancelled).
    struct Script: Equatable {
        /// The query exactly as requested.
        var query: String
        /// The page number.
        var page: Int
        /// The answers, in order.
        var answers: [Answer]
    }

    /// The throttle window of the query input, in ticks.
    static let throttle: TestTime = 3
    /// When the outputs are subscribed.
    static let subscribed: TestTime = 200
    /// Results per page, as requested.
    static let pageSize = 30

    /// The inputs, in time order.
    var steps: [Step]
    /// The service's answers.
    var scripts: [Script]
    /// How many queries' first pages the cache keeps.
    var cacheCapacity: Int
    /// When the outputs are disposed.
    var disposal: TestTime

    /// The request for `query`'s page `page`, as the feature sends it.
    static func request(_ query: String, page: Int = 1) -> SearchRequest {
        SearchRequest(query: query, page: page, perPage: pageSize)
    }

    /// The page `reply` stands for when it answers `request`: repositories named after the
    /// request and the answer's position, so every page's rows are told apart in a timeline.
    static func page(_ count: Int, more: Bool, answering request: SearchRequest, answer index: Int) -> SearchPage {
        let owner = request.query.lowercased().map { $0.isLetter ? String($0) : "_" }.joined()
        let answer = index == 0 ? "" : "\(index)"
        let names = (0..<count).map { row in "\(owner)\(answer)/p\(request.page)r\(row)" }
        return .stub(for: request, names, hasNextPage: more)
    }

    /// The service as the session scripts it, answering on `scheduler`.
    func service(on scheduler: TestScheduler) -> ScriptedGitHubService {
        let service = ScriptedGitHubService(scheduler: scheduler)
        for script in scripts {
            let request = Self.request(script.query, page: script.page)
            for (index, answer) in script.answers.enumerated() {
                service.script(request, after: answer.delay, result(of: answer.reply, for: request, answer: index))
            }
        }
        return service
    }

    /// What the service delivers for `reply` to `request`.
    func result(of reply: Reply, for request: SearchRequest, answer index: Int) -> Result<SearchPage, GitHubSearchError>
    {
        switch reply {
        case .page(let count, let more): .success(Self.page(count, more: more, answering: request, answer: index))
        case .failure(let error): .failure(error)
        }
    }

    /// The session as a script: one line per input tick, then the service's answers.
    var description: String {
        var lines = [
            "cache \(cacheCapacity), throttle \(Self.throttle), subscribed @\(Self.subscribed), disposed @\(disposal)"
        ]
        for step in steps {
            lines.append("@\(step.time) \(step.input)")
        }
        for script in scripts {
            let answers = script.answers.map { "+\($0.delay): \($0.reply)" }.joined(separator: ", then ")
            lines.append("service \"\(script.query)\" p\(script.page): \(answers)")
        }
        if scripts.isEmpty { lines.append("service: nothing answers") }
        return lines.joined(separator: "\n")
    }
}

extension SearchSession.Input: CustomStringConvertible {
    /// `type "sw"`, `nearBottom`, `select #2`.
    var description: String {
        switch self {
        case .type(let text): "type \"\(text)\""
        case .nearBottom: "nearBottom"
        case .select(let index): "select #\(index)"
        }
    }
}

extension SearchSession.Reply: CustomStringConvertible {
    /// `2 repos +more`, `offline`, `422 …`.
    var description: String {
        switch self {
        case .page(let count, let more): "\(count) repos" + (more ? " +more" : "")
        case .failure(let error): Self.name(of: error)
        }
    }

    /// A short name for each typed error the generator draws.
    static func name(of error: GitHubSearchError) -> String {
        switch error {
        case .offline: "offline"
        case .timedOut: "timed out"
        case .rateLimited: "rate limited"
        case .validationFailed where error.isResultCap: "422 result cap"
        case .validationFailed: "422"
        case .serverError(let status): "\(status)"
        case .malformedResponse: "malformed"
        default: "\(error)"
        }
    }
}
