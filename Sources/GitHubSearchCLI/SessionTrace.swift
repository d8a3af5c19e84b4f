import Foundation
import GitHubAPI
import GitHubSearchFeature
import Reactive
import ReactiveDebugging

/// The app's debugging tools: the state's changes, field by field, written to a file as they
/// happen (`--state-diffs`), and the session's timeline — keystrokes, throttled queries, requests,
/// states — recorded for an SVG written on exit (`--trace-svg`) and for the text lanes the full
/// screen shows under the list (Ctrl-T).
///
/// ```swift
/// let trace = try SessionTrace(options: options)   // opens the files the flags name
/// trace.startRecording()                           // or later, on Ctrl-T
/// trace.keystroke("sw"); trace.state(newState)     // called by the session
/// trace.finish(title: "github-search · mvvm")      // writes the SVG
/// ```
///
/// Nothing is put in the feature's streams: the session tells the trace what it typed and what it
/// shows, and the wrapped service reports its requests to a subject that the recorder observes
/// while it records. Without the flags and before Ctrl-T, each hook is one `nil` check in app code.
/// Like the rest of the app, the trace is used on the main queue only (or on a test's thread); the
/// service, which may answer anywhere, holds only the subject, and the recorder is thread-safe.
package final class SessionTrace {
    /// The lanes, top to bottom.
    package static let lanes = ["keystrokes", "queries", "requests", "states"]

    /// What records the timeline, once recording has started.
    package private(set) var recorder: TimelineRecorder?
    private let makeRecorder: () -> TimelineRecorder
    /// The marks of the requests of the services `tracing(_:)` wrapped, from whichever thread
    /// they happen on; observed by the recorder once recording starts.
    private let requestMarks = PublishSubject<Timeline.Kind>()
    private let recording = DisposeBag()
    private let stateDiffs: FileHandle?
    private let traceSVGPath: String?
    private var lastState: SearchViewState?
    private var diffOptions = ValueDiff.Options.default

    /// Opens the files `options` names; records from the start when an SVG is wanted.
    ///
    /// - Parameters:
    ///   - options: The command line; `stateDiffsPath` and `traceSVGPath` are used.
    ///   - makeRecorder: Makes the recorder; real time in seconds by default.
    /// - Throws: `UsageError.unwritableFile` when a file cannot be created.
    package init(
        options: SearchOptions, makeRecorder: @escaping () -> TimelineRecorder = { TimelineRecorder() }
    ) throws(UsageError) {
        self.makeRecorder = makeRecorder
        stateDiffs = try options.stateDiffsPath.map { path throws(UsageError) in
            try Self.create(path, option: "--state-diffs")
        }
        traceSVGPath = options.traceSVGPath
        if let traceSVGPath {
            // Created now, so that a path that cannot be written stops the program before it starts.
            try Self.create(traceSVGPath, option: "--trace-svg").closeFile()
            startRecording()
        }
    }

    deinit {
        stateDiffs?.closeFile()
    }

    private static func create(_ path: String, option: String) throws(UsageError) -> FileHandle {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritableFile(option: option, path: path, reason: "it is a directory")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            let folder = (path as NSString).deletingLastPathComponent
            let reason =
                FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder)
                ? "permission denied" : "no such folder"
            throw .unwritableFile(option: option, path: path, reason: reason)
        }
        return handle
    }

    /// Whether the timeline is being recorded.
    package var isRecording: Bool { recorder != nil }

    /// Starts recording the timeline, if it has not started.
    package func startRecording() {
        guard recorder == nil else { return }
        let recorder = makeRecorder()
        for lane in Self.lanes {
            recorder.declare(lane)
        }
        self.recorder = recorder
        requestMarks.subscribe(onNext: { recorder.record($0, in: "requests") }).disposed(by: recording)
    }

    /// The search text as typed.
    ///
    /// - Parameter typed: The whole field.
    package func keystroke(_ typed: String) {
        recorder?.record(.value("\"\(typed)\""), in: "keystrokes")
    }

    /// A query the view's throttle let through.
    ///
    /// - Parameter query: The trimmed query.
    package func query(_ query: String) {
        recorder?.record(.value("\"\(query)\""), in: "queries")
    }

    /// A state the screen shows: recorded in the timeline, and its changes written to the
    /// `--state-diffs` file.
    ///
    /// - Parameter state: The whole state.
    package func state(_ state: SearchViewState) {
        recorder?.record(.value(state.description), in: "states")
        guard let stateDiffs else { return }
        let time = recorder.map { String(format: " @ %.3f s", $0.now) } ?? ""
        let text: String
        if let lastState {
            let diff = ValueDiff(from: lastState, to: state, options: diffOptions)
            guard !diff.isEmpty else { return }
            text = "changed\(time)\n" + diff.rendered(style: .transition, indent: "  ") + "\n"
        } else {
            text = "initial\(time): " + ValueDiff.describe(state, options: diffOptions) + "\n"
        }
        lastState = state
        stateDiffs.write(Data(text.utf8))
    }

    /// `service`, with each request recorded in the `requests` lane while recording: `→` when it
    /// starts, `✓` when it answers, `✗` when it is cancelled, an error mark when it fails.
    ///
    /// - Parameter service: The service the feature uses.
    /// - Returns: The service to give the feature.
    package func tracing(_ service: any GitHubSearchService) -> any GitHubSearchService {
        TracingSearchService(base: service, marks: requestMarks)
    }

    /// The recorder's last `seconds` as text lanes, for the full screen; none when not recording.
    ///
    /// - Parameters:
    ///   - seconds: How far back the lanes go.
    ///   - width: The columns available.
    /// - Returns: The lines, lanes then the axis.
    package func lanes(last seconds: Double, width: Int) -> [String] {
        guard let recorder else { return [] }
        let text = TimelineText.render(recorder.timeline(last: seconds), width: max(10, width - 14))
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Writes the SVG timeline, if `--trace-svg` asked for one.
    ///
    /// - Parameter title: The picture's heading.
    package func finish(title: String) {
        guard let traceSVGPath, let recorder else { return }
        let svg = TimelineSVG.render(recorder.timeline, title: title, style: TimelineSVG.Style(width: 1200))
        try? svg.write(toFile: traceSVGPath, atomically: true, encoding: .utf8)
    }
}

/// A service that tells a `SessionTrace`'s subject about each request, while the trace records.
private struct TracingSearchService: GitHubSearchService {
    let base: any GitHubSearchService
    let marks: PublishSubject<Timeline.Kind>

    func search(_ request: SearchRequest) -> Single<SearchPage> {
        guard marks.hasObservers else { return base.search(request) }
        let label = "\(request.query) p\(request.page)"
        let (base, marks) = (base, marks)
        return Observable.deferred {
            var answered = false
            return base.search(request).asObservable().do(
                onNext: { _ in
                    answered = true
                    marks.onNext(.value("✓ " + label))
                },
                onError: { error in
                    answered = true
                    marks.onNext(.error("\(label): \(error)"))
                },
                onSubscribe: { marks.onNext(.value("→ " + label)) },
                onDispose: { if !answered { marks.onNext(.value("✗ " + label)) } }
            )
        }
        .asSingle()
    }
}
