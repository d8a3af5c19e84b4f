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

/// The full-screen search: raw keys in, the architecture's state out, redrawn on every change.
///
/// Everything runs on the main queue: the state driver delivers there, and the key, resize, signal
/// and spinner sources are set up there, so the session's fields need no lock. Leaving (Esc, Ctrl-C,
/// Enter on a result, end of input, SIGTERM/SIGHUP) restores the terminal before exiting.
package final class InteractiveSession: @unchecked Sendable {
    // @unchecked: every field is read and written on the main queue only (see above).
    private let options: SearchOptions
    private let style: TextStyle
    private let rawMode: RawMode?
    private let query = BehaviorSubject(value: "")
    /// Kept until the feature listens: a key pressed just as a page lands must not be lost.
    private let nearBottom = PageRequests()
    private let selection = PublishSubject<Int>()
    private let bag = CompositeDisposable()
    private var sources: [any DispatchSourceProtocol] = []
    /// Held for the life of the process: its read source is how signals reach the main queue.
    private var signals: SignalWatcher?
    private var decoder = KeyDecoder()
    private var state = SearchViewState()
    private var model: SearchScreenModel
    private var size: TerminalSize
    private var search: (any RepositorySearch)?

    /// The running session; the process ends with it.
    nonisolated(unsafe) private static var current: InteractiveSession?

    /// Takes over the terminal and starts the session; the main queue must then be drained.
    ///
    /// - Parameters:
    ///   - options: The architecture and data source.
    ///   - service: The search service.
    ///   - environment: The process environment, for `NO_COLOR`.
    package static func launch(options: SearchOptions, service: any GitHubSearchService, environment: [String: String])
    {
        let session = InteractiveSession(options: options, environment: environment)
        current = session
        // `start` is queued first, so it runs before any signal the watcher queues; the watcher is
        // in place before `start` draws, so a SIGTERM from the first frame on finds the handler.
        DispatchQueue.main.async { session.start(service: service) }
        session.watchSignals()
    }

    private init(options: SearchOptions, environment: [String: String]) {
        self.options = options
        style = .forOutput(isTerminal: true, environment: environment)
        rawMode = RawMode(descriptor: STDIN_FILENO)
        size = Terminal.size(of: STDOUT_FILENO) ?? TerminalSize(rows: 24, columns: 80)
        model = SearchScreenModel(architecture: options.architecture, source: options.source)
    }

    private func start(service: any GitHubSearchService) {
        rawMode?.enable()
        Terminal.write(ScreenWriter.enter, to: STDOUT_FILENO)
        render()
        let environment = SearchEnvironment(
            service: service,
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "github-search.feature")
        )
        let search = options.architecture.make(environment: environment)
        self.search = search
        let outputs = search.bind(
            SearchInputs(
                searchText: query.asObservable(),
                nearBottom: nearBottom.observable,
                selection: selection.asObservable()
            )
        )
        _ = bag.insert(outputs.state.drive(onNext: { [unowned self] in show($0) }))
        _ = bag.insert(
            outputs.openURL.emit(onNext: { [unowned self] in finish(.success, printing: $0.absoluteString) }))
        watchInput()
        startSpinner()
    }

    private func show(_ newState: SearchViewState) {
        state = newState
        model.viewport.clamp(count: state.repositories.count, visibleRows: SearchScreen.visibleRows(for: size))
        render()
    }

    private func render() {
        let lines = SearchScreen.render(state: state, model: model, size: size)
        Terminal.write(ScreenWriter.frame(lines, style: style), to: STDOUT_FILENO)
    }

    private func handle(_ key: Key) {
        let rows = SearchScreen.visibleRows(for: size)
        let count = state.repositories.count
        switch key {
        case .character(let character): edit(model.typed + String(character))
        case .backspace: edit(String(model.typed.dropLast()))
        case .clearLine: edit("")
        case .move(let movement): move(movement, count: count, rows: rows)
        case .enter:
            if state.repositories.indices.contains(model.viewport.selection) {
                selection.onNext(model.viewport.selection)
            }
        case .escape: finish(.success)
        case .interrupt: finish(.interrupted)
        }
    }

    private func edit(_ typed: String) {
        model.typed = typed
        model.viewport = ListViewport()
        nearBottom.discardPending()
        render()
        query.onNext(typed)
    }

    /// Moves the selection; at the end of the list, with another page to load, asks for it.
    private func move(_ movement: ListViewport.Movement, count: Int, rows: Int) {
        model.viewport.move(movement, count: count, visibleRows: rows)
        render()
        let busy = state.isSearching || state.isLoadingNextPage
        if state.hasNextPage && !busy && model.viewport.isNearBottom(count: count) {
            nearBottom.request()
        }
    }

    private func watchInput() {
        let source = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        source.setEventHandler { [unowned self] in
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
                finish(.success)  // the terminal went away
                return
            }
            for key in decoder.decode(Array(buffer.prefix(count))) {
                handle(key)
            }
        }
        source.resume()
        sources.append(source)
    }

    /// SIGWINCH redraws at the new size; SIGTERM, SIGHUP and SIGINT leave cleanly.
    private func watchSignals() {
        do {
            signals = try SignalWatcher(signals: [SIGWINCH, SIGTERM, SIGHUP, SIGINT], queue: .main) {
                [unowned self] number in
                received(number)
            }
        } catch {
            Terminal.write("github-search: \(error)\n", to: STDERR_FILENO)
            exit(ExitStatus.failure.rawValue)
        }
    }

    private func received(_ signal: Int32) {
        switch signal {
        case SIGTERM, SIGHUP: finish(.failure)
        case SIGINT: finish(.interrupted)
        default:
            size = Terminal.size(of: STDOUT_FILENO) ?? size
            show(state)
        }
    }

    /// Turns the spinner while a page loads; nothing is redrawn while idle.
    private func startSpinner() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { [unowned self] in
            guard state.isSearching || state.isLoadingNextPage else { return }
            model.spinnerFrame += 1
            render()
        }
        timer.resume()
        sources.append(timer)
    }

    /// Restores the terminal exactly, prints `text` (a URL) on the normal screen, and exits.
    private func finish(_ status: ExitStatus, printing text: String? = nil) {
        // The signal handlers stay: a second SIGTERM during clean-up must not cut it short.
        for source in sources {
            source.cancel()
        }
        bag.dispose()
        Terminal.write(ScreenWriter.leave, to: STDOUT_FILENO)
        rawMode?.restore()
        if let text {
            Terminal.write(text + "\n", to: STDOUT_FILENO)
        }
        exit(status.rawValue)
    }
}
