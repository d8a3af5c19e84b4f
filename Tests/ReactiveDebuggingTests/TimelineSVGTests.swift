import Foundation
import Reactive
import ReactiveDebugging
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct TimelineSVGTests {
    private let timeline = Timeline(
        lanes: [
            Timeline.Lane(
                "query",
                marks: [
                    .init(time: 210, kind: .value("r")), .init(time: 220, kind: .value("rx")),
                    .init(time: 260, kind: .completed),
                ]),
            Timeline.Lane(
                "results",
                marks: [.init(time: 230, kind: .value("[\"rx-1\"]")), .init(time: 250, kind: .error("offline"))]),
        ],
        unit: .ticks)

    @Test func theDocumentIsWellFormedXMLWithOneLanePerStream() throws {
        let document = SVGDocument(TimelineSVG.render(timeline, title: "search"))
        #expect(document.error == nil)
        let svg = try #require(document.elements.first)
        #expect(svg.name == "svg")
        #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(document.elements.filter { $0.attributes["class"] == "lane" }.count == 2)
        #expect(document.texts.contains("search"))
        #expect(document.texts.contains("query"))
        #expect(document.texts.contains("results"))
    }

    @Test func valuesAreLabelledAndStopEventsMarked() {
        let document = SVGDocument(TimelineSVG.render(timeline))
        #expect(document.elements(named: "circle").count == 3)
        #expect(document.texts.contains("rx"))
        #expect(document.texts.contains("[\"rx-1\"]"))
        #expect(document.elements.filter { $0.attributes["class"] == "completed" }.count == 1)
        #expect(document.elements.filter { $0.attributes["class"] == "error" }.count == 1)
        #expect(document.texts.contains("error: offline"))
        #expect(document.texts.contains("offline"))
    }

    @Test func theTimeAxisIsLabelledInTheTimelinesUnit() {
        let ticks = SVGDocument(TimelineSVG.render(timeline))
        #expect(ticks.texts.contains("time (virtual ticks)"))
        #expect(ticks.texts.contains("220"))
        #expect(ticks.texts.contains("260"))
        var seconds = timeline
        seconds.unit = .seconds
        seconds.start = 0
        seconds.end = 2.5
        let document = SVGDocument(TimelineSVG.render(seconds.window(0...2.5)))
        #expect(document.texts.contains("time (seconds)"))
        #expect(document.texts.contains("0.5 s"))
        #expect(document.texts.contains("2.5 s"))
    }

    @Test func theSameTimelineGivesTheSameBytes() {
        func run() -> String {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.map { $0 * 10 } }
            return TimelineSVG.render(Timeline(recorded: [("xs", xs.recordedEvents), ("mapped", res.events)]))
        }
        let first = run()
        #expect(first == run())
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(first.hasSuffix("</svg>\n"))
    }

    @Test func markupAndControlCharactersInLabelsStayValidXML() {
        let awkward = Timeline(
            lanes: [
                Timeline.Lane(
                    "<lane & \"name\">",
                    marks: [.init(time: 0, kind: .value("a<b>&'c'\u{1}\u{7}")), .init(time: 1, kind: .error("e\u{0}"))])
            ],
            unit: .seconds)
        let document = SVGDocument(TimelineSVG.render(awkward, title: "</svg>"))
        #expect(document.error == nil)
        #expect(document.texts.contains("<lane & \"name\">"))
        #expect(document.texts.contains("a<b>&'c'\u{FFFD}\u{FFFD}"))
        #expect(document.texts.contains("</svg>"))
    }

    @Test func eventsAtOneInstantShareAMarkerAndLongLabelsAreCut() {
        let crowded = Timeline(
            lanes: [
                Timeline.Lane(
                    "xs",
                    marks: [
                        .init(time: 5, kind: .value("a")), .init(time: 5, kind: .value("b")),
                        .init(time: 6, kind: .value(String(repeating: "x", count: 40))),
                    ])
            ],
            unit: .ticks)
        let document = SVGDocument(TimelineSVG.render(crowded, style: .init(maxLabelLength: 10)))
        #expect(document.elements(named: "circle").count == 2)
        #expect(document.texts.contains("a, b"))
        #expect(document.texts.contains("xxxxxxxxx…"))
        #expect(document.texts.contains(String(repeating: "x", count: 40)))
    }

    @Test func anEmptyTimelineStillDrawsAnAxis() {
        let document = SVGDocument(TimelineSVG.render(Timeline(lanes: [], unit: .ticks)))
        #expect(document.error == nil)
        #expect(document.texts.contains("time (virtual ticks)"))
    }
}
