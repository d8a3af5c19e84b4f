import Foundation
import Testing

/// Runs the built `github-search` binary with pipes for its output, as a script would.
enum AppProcess {
    /// What one run printed and how it ended.
    struct Result: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Standard error's lines, without the empty one after the last newline.
        var stderrLines: [String] {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The binary: `swift build` puts it next to the test bundle, in the products directory.
    static let executable: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        return candidates.map { $0.appendingPathComponent("github-search") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// An environment without the caller's tokens or `NO_COLOR`, so runs are the same everywhere,
    /// plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for variable in ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"] {
            environment[variable] = nil
        }
        environment["NO_COLOR"] = nil
        // Under `swift test --sanitize=address` the binary is instrumented too. It ends with `exit()`
        // while its pipeline is alive, by design, and LeakSanitizer then reports the Swift runtime's
        // weak-reference side tables (pointers it stores encoded, which the scanner cannot follow) as
        // leaks and fails the exit status. Leak checking belongs to the in-process suites; the
        // binary keeps the rest of AddressSanitizer. Ignored by a normal build.
        environment["ASAN_OPTIONS"] = "detect_leaks=0"
        return environment.merging(extra) { _, new in new }
    }

    /// Runs the binary with `arguments`, standard input from /dev/null, and waits (at most 60 s,
    /// then it is killed and the run fails) for it to exit.
    static func run(_ arguments: [String], environment: [String: String] = environment()) throws -> Result {
        let binary = try #require(executable, "github-search is not built next to the tests; run swift build first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Both pipes are drained at once so a full one cannot block the program.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        if exited.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            Issue.record("github-search \(arguments) did not exit within 60 s")
            exited.wait()
        }
        group.wait()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
