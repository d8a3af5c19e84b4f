import ArchitectureTesting
import FeedbackArchitecture
import Foundation
import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

/// The examples of docs/Testing.md and docs/ArchitectureTesting.md, compiled and run here; the
/// guide tests check that the documents quote them verbatim.
@Suite(.leakChecked) struct DocumentationExampleTests {
    @Test func counterReactor() {
        // doc:reactor-store-counter-begin
        let scheduler = TestScheduler(initialClock: 0)
        let store = ReactorTestStore(reactor: CounterReactor(), scheduler: scheduler)
        store.send(.increase) {
            $0.count = 1
            $0.history = [1]
        }
        store.send(.decrease) {
            $0.count = 0
            $0.history = [1, 0]
        }
        store.finish()
        // doc:reactor-store-counter-end
    }

    @Test func searchReactor() {
        // doc:reactor-store-search-begin
        let scheduler = TestScheduler(initialClock: 0)
        let search = { (query: String) in
            scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
        }
        let store = ReactorTestStore(reactor: SearchReactor(search: search), scheduler: scheduler)
        store.send(.updateQuery("rx"))
        store.receive(.setQuery("rx")) { $0.query = "rx" }
        store.receive(.setLoading(true)) { $0.isLoading = true }
        store.advance(by: 10)
        store.receive(.setResults(["rx-1"])) { $0.results = ["rx-1"] }
        store.receive(.setLoading(false)) { $0.isLoading = false }
        store.finish()
        // doc:reactor-store-search-end
    }

    @Test func searchReactorFailures() {
        let messages = failureMessages {
            // doc:reactor-store-failures-begin
            let scheduler = TestScheduler(initialClock: 0)
            let search = { (query: String) in
                scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
            }
            let store = ReactorTestStore(reactor: SearchReactor(search: search), scheduler: scheduler)
            store.send(.updateQuery("rx"))
            store.receive(.setQuery("rx"))  // the change of state is not stated
            store.receive(.setLoading(true)) { $0.isLoading = true }
            store.finish()  // the answer has not arrived yet
            // doc:reactor-store-failures-end
        }
        #expect(
            messages == [
                """
                The state after receiving .setQuery("rx") @ 0 is not the expected one (no change was stated):
                  .query: expected "", actual "rx"
                """,
                """
                Work was still in flight when the test finished at 0: running the clock on produced:
                  .setResults(["rx-1"]) @ 10, changing the state:
                    .results: 0 → 1 elements (1 inserted)
                    .results[0]: inserted "rx-1"
                """,
                """
                1 effect was still running when the test finished:
                  mutate(action: .updateQuery("rx")), started @ 0
                """,
            ])
    }

    @Test func feedbackSystem() {
        // doc:feedback-store-begin
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let service = { (query: String) in
            scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
        }
        let store = FeedbackTestStore(
            initialState: SearchSystem.State(),
            reduce: SearchSystem.reduce,
            scheduler: scheduler,
            feedback: SearchSystem.search(service)
        )
        store.send(.queryChanged("rx")) {
            $0.query = "rx"
            $0.request = "rx"
        }
        store.advance(by: 10)
        store.receive(.response(["rx-1"])) {
            $0.results = ["rx-1"]
            $0.request = nil
        }
        store.finish()
        // doc:feedback-store-end
    }

    @Test func viewModel() {
        // doc:view-model-store-begin
        let scheduler = TestScheduler(initialClock: 0)
        let service = { (query: String) in
            scheduler.createColdObservable([.next(10, ["\(query)-1"]), .completed(10)]).asObservable()
        }
        let store = ViewModelTestStore(scheduler: scheduler)
        let query = store.input(String.self, "query")
        let viewModel = SearchViewModel(query: query.asObservable(), search: service)
        let isSearching = store.output(viewModel.isSearching, "isSearching")
        let results = store.output(viewModel.results, "results")
        store.send(query, "rx")
        store.receive(isSearching, true)
        store.advance(by: 10)
        store.receive(isSearching, false)
        store.receive(results, ["rx-1"])
        store.finish()
        // doc:view-model-store-end
    }

    @Test func valueDiff() {
        // doc:value-diff-begin
        let old = SearchReactor.State(query: "sw", results: ["apple/swift"], isLoading: true)
        var new = old
        new.query = "swift"
        new.results.append("apple/swift-nio")
        new.isLoading = false

        let diff = ValueDiff(from: old, to: new)

        #expect(
            diff.description == """
                .query: "sw" → "swift"
                .results: 1 → 2 elements (1 inserted)
                .results[1]: inserted "apple/swift-nio"
                .isLoading: true → false
                """
        )
        #expect(diff.rendered(style: .expectedActual).hasPrefix(#".query: expected "sw", actual "swift""#))
        // doc:value-diff-end
    }

    @Test func debugDiff() {
        // doc:debug-diff-begin
        let reactor = CounterReactor()
        var report: [String] = []
        let subscription = reactor.state
            .debugDiff("counter") { report.append($0) }
            .subscribe()
        reactor.action.onNext(.increase)
        subscription.dispose()

        #expect(
            report == [
                "counter: initial State(count: 0, history: [])",
                "counter: changed\n  .count: 0 → 1\n  .history: 0 → 1 elements (1 inserted)\n  .history[0]: inserted 1",
            ]
        )
        // doc:debug-diff-end
    }

    @Test func timelinePicture() throws {
        // doc:timeline-begin
        let scheduler = TestScheduler(initialClock: 0)
        let query = scheduler.createHotObservable([.next(210, "r"), .next(220, "rx"), .next(300, "rxs")])
        let debounced = scheduler.start { query.debounce(.seconds(50), scheduler: scheduler) }
        let timeline = Timeline(recorded: [("query", query.recordedEvents), ("debounced", debounced.events)])

        let svg = TimelineSVG.render(timeline, title: "debounce(.seconds(50))")
        let text = TimelineText.render(timeline, width: 40)

        #expect(
            text == """
                query      r-rx---------------------rxs------------
                debounced  ----------------rx---------------------rxs
                           210                                  350
                """
        )
        // doc:timeline-end
        try DocumentationPicture.check(svg, at: "docs/images/timeline-debounce.svg")
    }
}

@Suite(.leakChecked) struct DocumentationRecorderTests {
    @Test func realTimeRecorder() {
        // doc:recorder-begin
        let recorder = TimelineRecorder()  // seconds since now, from a monotonic clock
        let keystrokes = PublishSubject<String>()
        let subscription = keystrokes.recordTimeline("keystrokes", in: recorder).subscribe()
        keystrokes.onNext("r")
        keystrokes.onNext("rx")
        subscription.dispose()

        let lanes = TimelineText.render(recorder.timeline(last: 5), width: 60)
        #expect(lanes.hasPrefix("keystrokes  "))
        // doc:recorder-end
    }
}

/// Pictures committed under docs/ are the output of the examples: a changed drawing fails until
/// the file is regenerated with `UPDATE_DOCS_PICTURES=1 swift test --filter DocumentationExampleTests`.
enum DocumentationPicture {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ svg: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(path)
        if ProcessInfo.processInfo.environment["UPDATE_DOCS_PICTURES"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == svg, "\(path) is stale: rerun with UPDATE_DOCS_PICTURES=1", sourceLocation: sourceLocation)
    }
}
