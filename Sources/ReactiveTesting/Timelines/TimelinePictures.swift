import Foundation
import ReactiveDebugging

/// Writes the pictures of a failed timeline comparison: `<name>.expected.svg` and
/// `<name>.actual.svg`, drawn over the same span so that they line up side by side, into the
/// directory named by the environment variable `REACTIVE_TIMELINES_DIR`. Nothing is written when
/// it is not set, so a CI job opts in by setting it and keeping the directory as an artifact.
public enum TimelinePictures {
    /// The environment variable naming the directory: `REACTIVE_TIMELINES_DIR`.
    public static let environmentVariable = "REACTIVE_TIMELINES_DIR"

    /// Writes the two pictures if the directory is configured.
    ///
    /// - Parameters:
    ///   - name: The pictures' base name; characters other than letters, digits, `.`, `_` and
    ///     `-` become `-`.
    ///   - expected: The expected timeline.
    ///   - actual: The actual timeline.
    ///   - environment: Where to look the variable up; the process environment by default.
    /// - Returns: The paths written, expected first; empty when the variable is not set.
    /// - Throws: The file system's error when the directory cannot be created or written.
    @discardableResult
    public static func write(
        name: String,
        expected: Timeline,
        actual: Timeline,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> [String] {
        guard let directory = environment[environmentVariable], !directory.isEmpty else { return [] }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let span = Timeline.commonSpan([expected, actual])
        var paths: [String] = []
        for (suffix, timeline) in [("expected", expected), ("actual", actual)] {
            let path = (directory as NSString).appendingPathComponent("\(fileName(name)).\(suffix).svg")
            try TimelineSVG.render(timeline.drawn(over: span), title: "\(name): \(suffix)").write(
                toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return paths
    }

    /// `name` with every character that is not safe in a file name replaced by `-`.
    ///
    /// - Parameter name: A test or scenario name.
    /// - Returns: The file name.
    public static func fileName(_ name: String) -> String {
        let safe = name.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
                ? character : "-"
        }
        return safe.isEmpty ? "timeline" : String(safe)
    }
}
