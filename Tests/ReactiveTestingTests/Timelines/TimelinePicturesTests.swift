import Foundation
import ReactiveDebugging
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TimelinePicturesTests {
    private let expected = Timeline(
        lanes: [Timeline.Lane("xs", marks: [.init(time: 210, kind: .value("a"))])], unit: .ticks)
    private let actual = Timeline(
        lanes: [Timeline.Lane("xs", marks: [.init(time: 230, kind: .value("b"))])], unit: .ticks)

    @Test func nothingIsWrittenWithoutTheVariable() throws {
        #expect(try TimelinePictures.write(name: "x", expected: expected, actual: actual, environment: [:]).isEmpty)
    }

    @Test func bothPicturesAreWrittenOverTheSameSpan() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("timeline-pictures-\(UUID().uuidString)").appendingPathComponent("nested").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try TimelinePictures.write(
            name: "search/typing fast", expected: expected, actual: actual,
            environment: [TimelinePictures.environmentVariable: directory])
        #expect(
            paths.map { ($0 as NSString).lastPathComponent } == [
                "search-typing-fast.expected.svg", "search-typing-fast.actual.svg",
            ])
        let written = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let span = Timeline.commonSpan([expected, actual])
        #expect(written[0] == TimelineSVG.render(expected.drawn(over: span), title: "search/typing fast: expected"))
        #expect(written[1] == TimelineSVG.render(actual.drawn(over: span), title: "search/typing fast: actual"))
    }

    @Test func fileNamesKeepOnlySafeCharacters() {
        #expect(TimelinePictures.fileName("Tests/a b.swift-42") == "Tests-a-b.swift-42")
        #expect(TimelinePictures.fileName("é") == "-")
        #expect(TimelinePictures.fileName("") == "timeline")
    }
}
