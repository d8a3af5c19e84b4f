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
/// Like `TestScheduler`, the service is meant to be driven from one thread; its state is locked
/// anyway, so a stray call from another thread cannot corrupt it.
public final class ScriptedGitHubService: GitHubSearchService, @unchecked Sendable {
    // @unchecked: `scheduler` is only used from the thread that drives it (virtual-time tests are
    // single-threaded); `scripts` and `entries` are guarded by `lock`.
    private let scheduler: TestScheduler
    private let lock = Lock()
    private var scripts: [ScriptKey: [Answer]] = [:]
    private var entries: [LogEntry] = []

    private struct Answer {
        let delay: TestTime
        let result: Result<SearchPage, GitHubSearchError>
    }

    /// Creates a service that answers on `scheduler`.
    ///
    /// - Parameter scheduler: The virtual clock; answers arrive `delay` ticks after the request.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
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
        lock.lock()
        defer { lock.unlock() }
        return entries
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
            record(.requested(request, at: scheduler.clock))
            do throws(SearchRequestError) {
                try request.validate()
            } catch {
                record(.failed(request, .invalidRequest(error), at: scheduler.clock))
                observer(.failure(GitHubSearchError.invalidRequest(error)))
                return Disposables.create()
            }
            guard let answer = nextAnswer(for: request) else {
                return Disposables.create { [self] in record(.cancelled(request, at: scheduler.clock)) }
            }
            // Only the scheduler's thread touches `answered`: the action and the disposal both
            // run in the test's virtual time.
            var answered = false
            let pending = scheduler.scheduleRelativeVirtual((), dueTime: answer.delay) { [self] _ in
                answered = true
                switch answer.result {
                case .success(let page):
                    record(.succeeded(request, at: scheduler.clock))
                    observer(.success(page))
                case .failure(let error):
                    record(.failed(request, error, at: scheduler.clock))
                    observer(.failure(error))
                }
                return Disposables.create()
            }
            return Disposables.create { [self] in
                if !answered { record(.cancelled(request, at: scheduler.clock)) }
                pending.dispose()
            }
        }
    }

    private func add(_ answer: Answer, for key: ScriptKey) {
        lock.lock()
        scripts[key, default: []].append(answer)
        lock.unlock()
    }

    /// The first answer for the request's key; the last one stays so repeats get it too.
    private func nextAnswer(for request: SearchRequest) -> Answer? {
        lock.lock()
        defer { lock.unlock() }
        for key in [ScriptKey.request(request), .queryPage(request.query, request.page)] {
            guard var answers = scripts[key], let first = answers.first else { continue }
            if answers.count > 1 {
                answers.removeFirst()
                scripts[key] = answers
            }
            return first
        }
        return nil
    }

    private func record(_ entry: LogEntry) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }
}
