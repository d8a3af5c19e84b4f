import Foundation
import GitHubSearchFeature
import ReactiveTesting
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Keeps `docs/Comparison.md` and its pictures in step with the scenarios' runs.
@Suite(.leakChecked) struct ComparisonReportTests {
    private var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_COMPARISON"] == "1" }

    @Test func checkedInReportMatchesAFreshRun() throws {
        let fresh = try ComparisonReport().markdown()
        let url = ImplementationSource.root.appendingPathComponent(ComparisonReport.path)
        if updating {
            try fresh.write(to: url, atomically: true, encoding: .utf8)
        }
        let checkedIn = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            checkedIn == fresh,
            "\(ComparisonReport.path) is stale; regenerate it with `\(ComparisonReport.command)`")
    }

    /// One picture per scenario, byte for byte what a fresh run draws, and no picture of a
    /// scenario that no longer exists.
    @Test func checkedInPicturesMatchAFreshRun() throws {
        let pictures = ComparisonReport().pictures()
        let folder = ImplementationSource.root.appendingPathComponent(ComparisonReport.picturesFolder)
        if updating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".svg") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for picture in pictures {
                try picture.svg.write(
                    to: ImplementationSource.root.appendingPathComponent(picture.path), atomically: true,
                    encoding: .utf8)
            }
        }
        for picture in pictures {
            let checkedIn = try? String(
                contentsOf: ImplementationSource.root.appendingPathComponent(picture.path), encoding: .utf8)
            #expect(
                checkedIn == picture.svg, "\(picture.path) is stale; regenerate it with `\(ComparisonReport.command)`")
        }
        let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let expected = Set(pictures.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        #expect(Set(onDisk.filter { $0.hasSuffix(".svg") }) == expected, "stale pictures in \(folder.path)")
    }

    @Test func picturesAreWellFormedSVGWithEveryArchitectureLane() throws {
        let report = ComparisonReport()
        for scenario in SearchScenario.all {
            let svg = report.picture(scenario)
            let parser = XMLParser(data: Data(svg.utf8))
            let names = LaneNames()
            parser.delegate = names
            #expect(parser.parse(), "\(scenario.name): \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(names.root == "svg")
            for architecture in SearchArchitecture.allCases {
                #expect(names.texts.contains("\(architecture.rawValue) requests"))
                #expect(names.texts.contains("\(architecture.rawValue) states"))
            }
            #expect(names.texts.contains("queries"))
        }
    }

    @Test func reportEmbedsEveryPictureWithACaption() throws {
        let markdown = try ComparisonReport().markdown()
        for scenario in SearchScenario.all {
            let path = ComparisonReport.picturePath(scenario).replacingOccurrences(of: "docs/", with: "")
            #expect(markdown.contains("](\(path))\n\n*`\(scenario.name)`*: \(scenario.summary)"))
        }
    }

    @Test func everyScenarioHasAVerdictForEveryArchitecture() {
        let report = ComparisonReport()
        let verdicts = SearchScenario.all.flatMap { scenario in
            SearchArchitecture.allCases.map { "\(scenario.name), \($0.rawValue): " + report.verdict(scenario, $0) }
        }
        let unrecorded = verdicts.filter { $0.contains("❌") }
        #expect(verdicts.count == SearchScenario.all.count * SearchArchitecture.allCases.count)
        #expect(unrecorded.isEmpty)
    }
}

/// The root element and the texts of an SVG document, as Foundation's XML parser reads them.
private final class LaneNames: NSObject, XMLParserDelegate {
    var root: String?
    var texts: [String] = []
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { texts.append(text) }
        text = ""
    }
}
