import Dispatch
import Foundation
import GitHubAPI
import GitHubSearchFeature
import Reactive
import TerminalSignals

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen search: raw keys in, the architecture's state out, redrawn on every change.
///
/// Everything runs on the main queue: the keys, resize, signal and spinner sources are set up
/// there, the search feature runs there (`MainScheduler.instance`) and the client answers there,
/// so the session's fields need no lock. The feature is bound as its architecture's users bind a
/// screen (see `SearchScreenBinding`); the session is the screen's outlets. Leaving (Esc, Ctrl-C,
/// Enter on a result, end of input, SIGTERM/SIGHUP) restores the terminal before exiting.
@MainActor
package final class InteractiveSession: SearchScreenOutlets {
    private let options: SearchOptions
    private let style: TextStyle
    private let rawMode: RawMode?
    private let typedText = BehaviorSubject(value: "")
    private let nearBottomRequests = PublishSubject<Void>()
    private let selectedRows = PublishSubject<Int>()
    private var sources: [any DispatchSourceProtocol] = []
    /// Held for the life of the process: its read source is how signals reach the main queue.
    private var signals: SignalWatcher?
    private var decoder = KeyDecoder()
    private var state = SearchViewState()
    private var model: SearchScreenModel
    private var size: TerminalSize
    /// The view the feature is bound to; the bindings last as long as it does.
    private var screen: AnyObject?
    private var renderIsScheduled = false
    /// The debugging tools: `--state-diffs`, `--trace-svg` and the timeline under the list.
    private let trace: SessionTrace
    /// The view's throttle, replayed for the timeline's `queries` lane while it records.
    private var tracedQueries: (any Disposable)?
    /// The feature's query throttle, for `tracedQueries`.
    private var throttle = RxTimeInterval.milliseconds(300)

    /// Takes over the terminal and starts the session; the main queue must then be drained.
    ///
    /// - Parameters:
    ///   - options: The architecture and data source.
    ///   - service: The search service; it answers on the main queue.
    ///   - environment: The process environment, for `NO_COLOR`.
    ///   - trace: The debugging tools the command line asked for.
    /// - Returns: The session; keep it for the life of the process, which it ends.
    package static func launch(
        options: SearchOptions, service: any GitHubSearchService, environment: [String: String], trace: SessionTrace
    ) -> InteractiveSession {
        let session = InteractiveSession(options: options, environment: environment, trace: trace)
        // `start` is queued first, so it runs before any signal the watcher queues; the watcher is
        // in place before `start` draws, so a SIGTERM from the first frame on finds the handler.
        _ = MainScheduler.asyncInstance.schedule(()) { [unowned session] _ in
            session.start(service: service)
            return Disposables.create()
        }
        session.watchSignals()
        return session
    }

    private init(options: SearchOptions, environment: [String: String], trace: SessionTrace) {
        self.options = options
        self.trace = trace
        style = .forOutput(isTerminal: true, environment: environment)
        rawMode = RawMode(descriptor: STDIN_FILENO)
        size = Terminal.size(of: STDOUT_FILENO) ?? TerminalSize(rows: 24, columns: 80)
        model = SearchScreenModel(architecture: options.architecture, source: options.source)
    }

    private func start(service: any GitHubSearchService) {
        rawMode?.enable()
        Terminal.write(ScreenWriter.enter, to: STDOUT_FILENO)
        render()
        // The service reports its requests to the trace only while it records (Ctrl-T or --trace-svg).
        let environment = SearchEnvironment(service: trace.tracing(service), scheduler: MainScheduler.instance)
        throttle = environment.throttle
        if trace.isRecording { traceQueries() }
        trace.keystroke("")
        screen = SearchScreenBinding.bind(options.architecture, environment: environment, to: self)
        watchInput()
        startSpinner()
    }

    // MARK: the outlets

    var searchText: Observable<String> { typedText.asObservable() }
    var nearBottom: Observable<Void> { nearBottomRequests.asObservable() }
    var selection: Observable<Int> { selectedRows.asObservable() }

    func show(_ newState: SearchViewState) {
        state = newState
        stateChanged()
    }

    func show(results: SearchResults) {
        state.query = results.query
        state.repositories = results.repositories
        state.hasNextPage = results.nextPage != nil
        stateChanged()
    }

    func show(error: String?) {
        state.errorMessage = error
        stateChanged()
    }

    func show(processing: Bool) {
        // The view model's data comes first in each step, so the list already says which page it is.
        state.isSearching = processing && state.repositories.isEmpty
        state.isLoadingNextPage = processing && !state.repositories.isEmpty
        stateChanged()
    }

    func open(_ url: URL) {
        finish(.success, printing: url.absoluteString)
    }

    /// Keeps the selection on the list and draws once for everything that changed in this turn
    /// of the main queue (a view model's three outputs change together).
    private func stateChanged() {
        model.viewport.clamp(
            count: state.repositories.count, visibleRows: SearchScreen.visibleRows(for: size, model: model))
        guard !renderIsScheduled else { return }
        renderIsScheduled = true
        _ = MainScheduler.asyncInstance.schedule(()) { [unowned self] _ in
            renderIsScheduled = false
            trace.state(state)
            render()
            return Disposables.create()
        }
    }

    private func render() {
        if !model.timeline.isEmpty {
            model.timeline = trace.lanes(last: Double(SearchScreen.timelineSeconds), width: size.columns)
        }
        let lines = SearchScreen.render(state: state, model: model, size: size)
        Terminal.write(ScreenWriter.frame(lines, style: style), to: STDOUT_FILENO)
    }

    private func handle(_ key: Key) {
        let rows = SearchScreen.visibleRows(for: size, model: model)
        let count = state.repositories.count
        switch key {
        case .character(let character): edit(model.typed + String(character))
        case .backspace: edit(String(model.typed.dropLast()))
        case .clearLine: edit("")
        case .move(let movement): move(movement, count: count, rows: rows)
        case .enter:
            if state.repositories.indices.contains(model.viewport.selection) {
                selectedRows.onNext(model.viewport.selection)
            }
        case .escape: finish(.success)
        case .interrupt: finish(.interrupted)
        case .toggleTimeline: toggleTimeline()
        }
    }

    /// Shows or hides the timeline under the list; the first time, recording starts.
    private func toggleTimeline() {
        if model.timeline.isEmpty {
            if !trace.isRecording {
                trace.startRecording()
                trace.keystroke(model.typed)
                trace.state(state)
                traceQueries()
            }
            model.timeline = [""]  // filled by `render`
        } else {
            model.timeline = []
        }
        model.viewport.clamp(
            count: state.repositories.count, visibleRows: SearchScreen.visibleRows(for: size, model: model))
        render()
    }

    /// Records the queries the view's throttle lets through: the same operator on the same typing.
    private func traceQueries() {
        tracedQueries = typedText.searchQueries(throttle: throttle, scheduler: MainScheduler.instance)
            .subscribe(onNext: { [unowned self] in trace.query($0) })
    }

    private func edit(_ typed: String) {
        trace.keystroke(typed)
        model.typed = typed
        model.viewport = ListViewport()
        render()
        typedText.onNext(typed)
    }

    /// Moves the selection; at the end of the list, with another page to load, asks for it.
    private func move(_ movement: ListViewport.Movement, count: Int, rows: Int) {
        model.viewport.move(movement, count: count, visibleRows: rows)
        render()
        let busy = state.isSearching || state.isLoadingNextPage
        if state.hasNextPage && !busy && model.viewport.isNearBottom(count: count) {
            nearBottomRequests.onNext(())
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
            model.viewport.clamp(
                count: state.repositories.count, visibleRows: SearchScreen.visibleRows(for: size, model: model))
            render()
        }
    }

    /// Turns the spinner while a page loads; nothing is redrawn while idle.
    private func startSpinner() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { [unowned self] in
            // The timeline moves on with time, so it is redrawn even when nothing loads.
            guard state.isSearching || state.isLoadingNextPage || !model.timeline.isEmpty else { return }
            if state.isSearching || state.isLoadingNextPage { model.spinnerFrame += 1 }
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
        screen = nil
        tracedQueries?.dispose()
        trace.finish(title: "github-search · \(options.architecture.rawValue) · full screen")
        Terminal.write(ScreenWriter.leave, to: STDOUT_FILENO)
        rawMode?.restore()
        if let text {
            Terminal.write(text + "\n", to: STDOUT_FILENO)
        }
        exit(status.rawValue)
    }
}
