import Dispatch
import Foundation
import GitHubAPI
import GitHubSearchFeature
import Reactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `github-search` program: parses the command line, then runs the one-shot search or the
/// interactive screen, and exits with an `ExitStatus`.
///
/// Both modes run everything on the main queue, which the main thread's run loop drains: the keys,
/// the search feature (its scheduler is `MainScheduler.instance`), the client's answers (its
/// `URLSession` delivers there) and the drawing. Nothing is shared between threads, so nothing
/// needs a lock. The program exits from the main queue when it is done.
package enum GitHubSearchCommand {
    /// Runs the program; it never returns.
    ///
    /// - Parameters:
    ///   - arguments: The arguments without the program name.
    ///   - environment: The process environment.
    @MainActor
    package static func main(arguments: [String], environment: [String: String]) -> Never {
        let options: SearchOptions
        do {
            guard let parsed = try searchOptions(arguments) else {
                Terminal.write(HelpText.text, to: STDOUT_FILENO)
                exit(ExitStatus.success.rawValue)
            }
            options = parsed
        } catch {
            Terminal.write(error.message + "\n", to: STDERR_FILENO)
            exit(ExitStatus.usage.rawValue)
        }
        let service: any GitHubSearchService
        do {
            service = try SearchBackend.service(for: options, environment: environment)
        } catch {
            Terminal.write("github-search: \(error.message)\n", to: STDERR_FILENO)
            exit(ExitStatus.usage.rawValue)
        }
        // The files of --state-diffs and --trace-svg are created now: one that cannot be is a usage error.
        let trace: SessionTrace
        do {
            trace = try SessionTrace(options: options)
        } catch {
            Terminal.write(error.message + "\n", to: STDERR_FILENO)
            exit(ExitStatus.usage.rawValue)
        }
        // The interactive session lives as long as the process, which it ends from the main queue.
        let session: InteractiveSession?
        if options.words.isEmpty {
            session = InteractiveSession.launch(
                options: options, service: service, environment: environment, trace: trace)
        } else {
            runOnce(options: options, service: service, environment: environment, trace: trace)
            session = nil
        }
        // The main thread's run loop drains the main queue, as `dispatchMain()` would, but keeps
        // the main thread: `dispatchMain()` ends it with `pthread_exit`, which runs its thread-local
        // destructors while the program goes on, and AddressSanitizer fails on that path.
        while true {
            withExtendedLifetime(session) { RunLoop.main.run() }
        }
    }

    /// The options to search with, or `nil` for `--help`.
    private static func searchOptions(_ arguments: [String]) throws(UsageError) -> SearchOptions? {
        guard case .search(let options) = try ArgumentParser.parse(arguments) else { return nil }
        if options.words.isEmpty {
            guard Terminal.isTerminal(STDIN_FILENO), Terminal.isTerminal(STDOUT_FILENO) else {
                throw .noQueryWithoutTerminal
            }
        } else if SearchQuery.normalized(options.searchText).isEmpty {
            throw .emptyQuery
        }
        return options
    }

    /// Starts the one-shot search; the completion prints and exits.
    private static func runOnce(
        options: SearchOptions, service: any GitHubSearchService, environment: [String: String], trace: SessionTrace
    ) {
        let searchEnvironment = SearchEnvironment(
            service: trace.tracing(service),
            scheduler: MainScheduler.instance,
            // Nobody is typing: the query should go out at once.
            throttle: .milliseconds(0)
        )
        let follower = PageFollower(searchText: options.searchText, pages: options.pages, limit: options.limit)
        let isTerminal = Terminal.isTerminal(STDOUT_FILENO)
        let formatter = ResultFormatter(
            style: .forOutput(isTerminal: isTerminal, environment: environment),
            width: isTerminal ? Terminal.size(of: STDOUT_FILENO)?.columns : nil
        )
        let errorStyle = TextStyle.forOutput(isTerminal: Terminal.isTerminal(STDERR_FILENO), environment: environment)
        var subscription: (any Disposable)?
        subscription = OneShotSearch.start(
            architecture: options.architecture,
            environment: searchEnvironment,
            follower: follower,
            inputScheduler: MainScheduler.asyncInstance,
            trace: trace
        ) { outcome in
            trace.finish(title: "github-search · \(options.architecture.rawValue) · \(options.searchText)")
            let state: SearchViewState
            let failure: String?
            switch outcome {
            case .finished(let finished): (state, failure) = (finished, nil)
            case .failed(let message, let failed): (state, failure) = (failed, message)
            }
            let shown = Array(state.repositories.prefix(options.limit ?? Int.max))
            let output = options.json ? JSONLines.text(for: shown) : formatter.text(for: shown)
            Terminal.write(output, to: STDOUT_FILENO)
            if let failure {
                Terminal.write(errorStyle.red("github-search: \(failure)") + "\n", to: STDERR_FILENO)
                exit(ExitStatus.failure.rawValue)
            }
            let footer = ResultFormatter.footer(
                shown: shown.count,
                query: options.searchText,
                source: options.source,
                hasMore: state.hasNextPage || state.repositories.count > shown.count
            )
            Terminal.write(errorStyle.dim(footer) + "\n", to: STDERR_FILENO)
            subscription?.dispose()
            exit(ExitStatus.success.rawValue)
        }
    }
}
