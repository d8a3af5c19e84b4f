import Reactive
import ReactiveDebugging

/// Fails the current test (Swift Testing or XCTest) when `actual` is not `expected`, with both
/// timelines drawn as marbles in the message; with `REACTIVE_TIMELINES_DIR` set, it also writes
/// both as SVG pictures there and names the files in the message (see `TimelinePictures`).
///
/// - Parameters:
///   - actual: The recorded events, usually `observer.events`.
///   - expected: The expected events.
///   - name: The pictures' base name; the caller's file and line by default.
///   - label: The text of an element, in the marbles and the pictures.
///   - fileID: The caller's file identifier.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertTimeline<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    name: String? = nil,
    label: (Element) -> String = { "\($0)" },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard var message = TimelineAssertion.failureMessage(actual: actual, expected: expected, symbol: label) else {
        return
    }
    message += picturesNote(
        name: name ?? defaultName(location),
        expected: Timeline(recorded: [("expected", expected)], label: label),
        actual: Timeline(recorded: [("actual", actual)], label: label))
    TestFailure.record(message, at: location)
}

/// Fails the current test (Swift Testing or XCTest) when two timelines of several lanes differ,
/// with both drawn as text lanes and each differing lane's first difference in the message; with
/// `REACTIVE_TIMELINES_DIR` set, it also writes both as SVG pictures there.
///
/// - Parameters:
///   - actual: The recorded timeline.
///   - expected: The expected timeline.
///   - name: The pictures' base name; the caller's file and line by default.
///   - fileID: The caller's file identifier.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertTimeline(
    _ actual: Timeline,
    _ expected: Timeline,
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard actual != expected else { return }
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var lines = ["The recorded timeline differs from the expected one."]
    let names = (expected.lanes.map(\.name) + actual.lanes.map(\.name)).reduce(into: [String]()) { names, name in
        if !names.contains(name) { names.append(name) }
    }
    for name in names {
        let expectedMarks = expected.lane(named: name)?.marks
        let actualMarks = actual.lane(named: name)?.marks
        guard expectedMarks != actualMarks else { continue }
        lines.append("lane \"\(name)\": " + firstDifference(expectedMarks, actualMarks))
    }
    let span = Timeline.commonSpan([expected, actual])
    lines.append("expected:\n" + TimelineText.render(expected.drawn(over: span)))
    lines.append("actual:\n" + TimelineText.render(actual.drawn(over: span)))
    let message =
        lines.joined(separator: "\n")
        + picturesNote(name: name ?? defaultName(location), expected: expected, actual: actual)
    TestFailure.record(message, at: location)
}

private func firstDifference(_ expected: [Timeline.Mark]?, _ actual: [Timeline.Mark]?) -> String {
    guard let expected else { return "not expected" }
    guard let actual else { return "missing" }
    func describe(_ mark: Timeline.Mark?) -> String {
        guard let mark else { return "nothing" }
        let time = TimelineAxisLabel.time(mark.time)
        switch mark.kind {
        case .value(let text): return "\(text) @ \(time)"
        case .error(let text): return "error(\(text)) @ \(time)"
        case .completed: return "completed @ \(time)"
        }
    }
    let common = min(expected.count, actual.count)
    let index = (0..<common).first { expected[$0] != actual[$0] } ?? common
    let wanted = index < expected.count ? expected[index] : nil
    let got = index < actual.count ? actual[index] : nil
    return "mark \(index): expected \(describe(wanted)), actual \(describe(got))"
}

private enum TimelineAxisLabel {
    /// A time as the marks show it: whole numbers without a fraction.
    static func time(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
}

private func defaultName(_ location: TestSourceLocation) -> String {
    "\(location.fileID)-\(location.line)"
}

/// Writes the pictures when configured and says where they are, or why they are not there.
private func picturesNote(name: String, expected: Timeline, actual: Timeline) -> String {
    do {
        let paths = try TimelinePictures.write(name: name, expected: expected, actual: actual)
        return paths.isEmpty ? "" : "\npictures: " + paths.joined(separator: ", ")
    } catch {
        return "\nthe pictures could not be written: \(error)"
    }
}
