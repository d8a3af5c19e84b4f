import Foundation
import GitHubAPI
import Reactive
import ReactiveTesting

/// A `GitHubSearchService` whose answers a test scripts on a `TestScheduler`, and which logs every
/// request it receives, answers and sees cancelled, stamped with virtual time.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let service = ScriptedGitHubService(scheduler: scheduler)
/// let swift = SearchRequest(query: "swift")
/// service.script(swift, after: 30, .success(.stub(for: swift, ["apple/swift"])))
///
/// let res = scheduler.start { service.search(swift).asObservable() }
/// // res.events == [.next(230, page), .completed(230)]
/// // service.log == [.requested(swift, at: 200), .succeeded(swift, at: 230)]
/// ```
///
/// Answers are looked up by the exact request first, then by query and page (ignoring page size
/// and sort). Several answers for one key are used in order, and the last one repeats. A request
/// with no script is logged and never answered, as a request that hangs. Disposing a search before
/// its answer logs `.cancelled` and removes the answer from the scheduler.
///
/// Like `TestScheduler`, the service is meant to be driven from one thread. Its state, the
/// scheduler included, is only used under a lock anyway, so a stray call from another thread cannot
/// corrupt it.
public final class ScriptedGitHubService: GitHubSearchService {
    private let state: LockedValue<State>

    /// The scripts, the log and the scheduler that stamps and answers: touched only under the lock
    /// (the scheduler too, whose `scheduleRelativeVirtual` only queues the answer).
    private struct State {
        let scheduler: TestScheduler
        var scripts: [ScriptKey: [Answer]] = [:]
        var entries: [LogEntry] = []
    }

    private struct Answer {
        let delay: TestTime
        let result: Result<SearchPage, GitHubSearchError>
    }

    /// Creates a service that answers on `scheduler`.
    ///
    /// - Parameter scheduler: The virtual clock; answers arrive `delay` ticks after the request.
    public init(scheduler: TestScheduler) {
        state = LockedValue(State(scheduler: scheduler))
    }

    /// Scripts the answer to exactly `request`.
    ///
    /// - Parameters:
    ///   - request: The request, compared in full.
    ///   - delay: Ticks between the request and the answer.
    ///   - result: The page or the error.
    public func script(
        _ request: SearchRequest, after delay: TestTime = 10, _ result: Result<SearchPage, GitHubSearchError>
    ) {
        add(Answer(delay: delay, result: result), for: .request(request))
    }

    /// Scripts the answer to any request for `query` and `page`, whatever its page size or sort.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - page: The page number.
    ///   - delay: Ticks between the request and the answer.
    ///   - result: The page or the error.
    public func script(
        query: String,
        page: Int = 1,
        after delay: TestTime = 10,
        _ result: Result<SearchPage, GitHubSearchError>
    ) {
        add(Answer(delay: delay, result: result), for: .queryPage(query, page))
    }

    /// Everything that happened, in order.
    public var log: [LogEntry] {
        state.withLock { $0.entries }
    }

    /// The requests received, in order.
    public var requests: [SearchRequest] {
        log.compactMap { entry in
            guard case .requested(let request, _) = entry else { return nil }
            return request
        }
    }

    /// Answers `request` as scripted, in virtual time; invalid requests fail at once with
    /// `invalidRequest`, as `GitHubClient` does.
    ///
    /// - Parameter request: The search.
    /// - Returns: The scripted answer.
    public func search(_ request: SearchRequest) -> Single<SearchPage> {
        Single.create { [self] observer in
            record { .requested(request, at: $0) }
            do throws(SearchRequestError) {
                try request.validate()
            } catch {
                record { .failed(request, .invalidRequest(error), at: $0) }
                observer(.failure(GitHubSearchError.invalidRequest(error)))
                return Disposables.create()
            }
            guard let answer = nextAnswer(for: request) else {
                return Disposables.create { [self] in record { .cancelled(request, at: $0) } }
            }
            // Only the scheduler's thread touches `answered`: the action and the disposal both
            // run in the test's virtual time.
            var answered = false
            let pending = state.withLock { state in
                state.scheduler.scheduleRelativeVirtual((), dueTime: answer.delay) { [self] _ in
                    answered = true
                    switch answer.result {
                    case .success(let page):
                        record { .succeeded(request, at: $0) }
                        observer(.success(page))
                    case .failure(let error):
                        record { .failed(request, error, at: $0) }
                        observer(.failure(error))
                    }
                    return Disposables.create()
                }
            }
            return Disposables.create { [self] in
                if !answered { record { .cancelled(request, at: $0) } }
                pending.dispose()
            }
        }
    }

    private func add(_ answer: Answer, for key: ScriptKey) {
        state.withLock { $0.scripts[key, default: []].append(answer) }
    }

    /// The first answer for the request's key; the last one stays so repeats get it too.
    private func nextAnswer(for request: SearchRequest) -> Answer? {
        state.withLock { state in
            for key in [ScriptKey.request(request), .queryPage(request.query, request.page)] {
                guard var answers = state.scripts[key], let first = answers.first else { continue }
                if answers.count > 1 {
                    answers.removeFirst()
                    state.scripts[key] = answers
                }
                return first
            }
            return nil
        }
    }

    /// Logs the entry `entry` makes of the scheduler's clock.
    private func record(_ entry: (_ now: TestTime) -> LogEntry) {
        state.withLock { $0.entries.append(entry($0.scheduler.clock)) }
    }
}
