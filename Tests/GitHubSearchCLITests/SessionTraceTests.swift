import Foundation
import GitHubSearch
import GitHubSearchCLI
import GitHubSearchTesting
import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The debugging tools of the app, in virtual time: the state diffs file, the SVG trace and the
/// lanes of the full screen, fed by a one-shot search over a scripted service.
@Suite(.leakChecked) struct SessionTraceTests {
    /// A fresh folder for the files of one test.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("session-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a one-shot search of two pages of "swift" with `trace`; the service answers after 10 ticks.
    private func runSearch(_ architecture: SearchArchitecture, scheduler: TestScheduler, trace: SessionTrace) {
        let service = ScriptedGitHubService(scheduler: scheduler)
        let first = SearchPage.stub(for: SearchRequest(query: "swift"), ["a/1", "a/2"], hasNextPage: true)
        service.script(query: "swift", page: 1, after: 10, .success(first))
        service.script(query: "swift", page: 2, after: 10, .success(.stub(for: first.nextPage!, ["b/1"])))
        SharingScheduler.mock(scheduler: scheduler) {
            let environment = SearchEnvironment(
                service: trace.tracing(service), scheduler: scheduler, throttle: .milliseconds(0))
            let subscription = OneShotSearch.start(
                architecture: architecture, environment: environment,
                follower: PageFollower(searchText: "swift", pages: 2, limit: nil), inputScheduler: scheduler,
                trace: trace
            ) { _ in }
            scheduler.scheduleAt(1000) { subscription.dispose() }
            scheduler.start()
        }
    }

    @Test(arguments: SearchArchitecture.allCases)
    func stateDiffsListEachChangeFieldByField(architecture: SearchArchitecture) throws {
        let folder = try folder()
        var options = SearchOptions()
        options.stateDiffsPath = folder.appendingPathComponent("diffs.txt").path
        let scheduler = TestScheduler(initialClock: 0)
        var trace: SessionTrace? = try SessionTrace(options: options)
        runSearch(architecture, scheduler: scheduler, trace: trace!)
        trace = nil  // closes the file
        let text = try String(contentsOfFile: options.stateDiffsPath!, encoding: .utf8)
        #expect(text.hasPrefix(#"initial: SearchViewState(query: "", repositories: [], isSearching: false, "#))
        // The same states, so the same diffs, whichever architecture runs; a repository is shown
        // whole, cut here after its type's name.
        let changes = text.split(separator: "\n").dropFirst().map { line in
            line.range(of: "Repository(").map { line[..<$0.upperBound] + "…)" } ?? line
        }
        #expect(
            changes == [
                "changed",
                #"  .query: "" → "swift""#,
                "  .isSearching: false → true",
                "changed",
                "  .repositories: 0 → 2 elements (2 inserted)",
                "  .repositories[0]: inserted Repository(…)",
                "  .repositories[1]: inserted Repository(…)",
                "  .isSearching: true → false",
                "  .hasNextPage: false → true",
                "changed",
                "  .isLoadingNextPage: false → true",
                "changed",
                "  .repositories: 2 → 3 elements (1 inserted)",
                "  .repositories[2]: inserted Repository(…)",
                "  .isLoadingNextPage: true → false",
                "  .hasNextPage: true → false",
            ])
        try FileManager.default.removeItem(at: folder)
    }

    @Test func theTraceIsAnSVGOfEveryLane() throws {
        let folder = try folder()
        var options = SearchOptions()
        options.traceSVGPath = folder.appendingPathComponent("trace.svg").path
        let scheduler = TestScheduler(initialClock: 0)
        let trace = try SessionTrace(options: options) { TimelineRecorder(testScheduler: scheduler) }
        #expect(trace.isRecording)
        runSearch(.mvvm, scheduler: scheduler, trace: trace)
        trace.finish(title: "github-search · mvvm · swift")
        let svg = try String(contentsOfFile: options.traceSVGPath!, encoding: .utf8)
        let texts = try SVGTexts(svg).texts
        for lane in SessionTrace.lanes {
            #expect(texts.contains(lane))
        }
        for mark in ["\"swift\"", "→ swift p1", "✓ swift p1", "→ swift p2", "✓ swift p2"] {
            #expect(texts.contains(mark), "no \(mark) in \(texts)")
        }
        #expect(trace.recorder?.timeline.lane(named: "requests")?.marks.count == 4)
        try FileManager.default.removeItem(at: folder)
    }

    @Test func aCancelledRequestIsMarkedAndAFailedOneIsAnError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let service = ScriptedGitHubService(scheduler: scheduler)
        service.script(query: "go", page: 1, after: 10, .failure(.offline))
        let trace = try SessionTrace(options: SearchOptions()) { TimelineRecorder(testScheduler: scheduler) }
        trace.startRecording()
        let traced = trace.tracing(service)
        let cancelled = traced.search(SearchRequest(query: "swift")).subscribe()
        scheduler.advanceTo(5)
        cancelled.dispose()
        let failed = traced.search(SearchRequest(query: "go")).subscribe()
        scheduler.start()
        failed.dispose()
        let marks = trace.recorder?.timeline.lane(named: "requests")?.marks
        #expect(
            marks == [
                .init(time: 0, kind: .value("→ swift p1")), .init(time: 5, kind: .value("✗ swift p1")),
                .init(time: 5, kind: .value("→ go p1")),
                .init(time: 15, kind: .error("go p1: \(GitHubSearchError.offline)")),
            ])
    }

    @Test func withoutTheFlagsNothingIsRecordedUntilAskedTo() throws {
        let trace = try SessionTrace(options: SearchOptions())
        #expect(!trace.isRecording)
        trace.keystroke("s")
        trace.state(SearchViewState())
        #expect(trace.lanes(last: 5, width: 60).isEmpty)
        trace.startRecording()
        trace.keystroke("sw")
        let lanes = trace.lanes(last: 5, width: 60)
        #expect(
            lanes.map { String($0.prefix(11)) }.prefix(4) == [
                "keystrokes ", "queries    ", "requests   ", "states     ",
            ])
    }

    @Test func filesThatCannotBeWrittenAreUsageErrors() throws {
        let folder = try folder()
        var options = SearchOptions()
        options.stateDiffsPath = folder.appendingPathComponent("missing/diffs.txt").path
        #expect(
            throws: UsageError.unwritableFile(
                option: "--state-diffs", path: options.stateDiffsPath!, reason: "no such folder")
        ) {
            try SessionTrace(options: options)
        }
        options.stateDiffsPath = nil
        options.traceSVGPath = folder.path
        #expect(
            throws: UsageError.unwritableFile(option: "--trace-svg", path: folder.path, reason: "it is a directory")
        ) {
            try SessionTrace(options: options)
        }
        #expect(
            UsageError.unwritableFile(option: "--trace-svg", path: "/x/t.svg", reason: "no such folder").message
                == "github-search: cannot write '/x/t.svg' for --trace-svg: no such folder")
        try FileManager.default.removeItem(at: folder)
    }
}

/// The texts of an SVG document, read with Foundation's XML parser, which fails on anything that is
/// not well-formed XML.
private final class SVGTexts: NSObject, XMLParserDelegate {
    private(set) var texts: [String] = []
    private var text = ""

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" || elementName == "title" { texts.append(text) }
        text = ""
    }
}
