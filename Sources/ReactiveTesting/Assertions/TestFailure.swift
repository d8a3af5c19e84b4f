#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where in the test source a failure is reported: the caller's `#fileID`, `#filePath`, `#line`
/// and `#column`, which both Swift Testing and XCTest can point at.
public struct TestSourceLocation: Sendable {
    /// The file's `module/file.swift` identifier.
    public let fileID: StaticString
    /// The file's full path.
    public let filePath: StaticString
    /// The line.
    public let line: UInt
    /// The column.
    public let column: UInt

    /// Captures the caller's location.
    ///
    /// - Parameters:
    ///   - fileID: The file's identifier.
    ///   - filePath: The file's path.
    ///   - line: The line.
    ///   - column: The column.
    public init(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed check to whichever test library is running the current test, so one helper
/// serves both: an `Issue` under Swift Testing (`Test.current` is set), `XCTFail` otherwise.
/// Where neither library can be imported, the message is printed.
public enum TestFailure {
    /// Records `message` as a failure at `location`.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - location: Where to point the failure.
    public static func record(_ message: String, at location: TestSourceLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
                column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("\(location.fileID):\(location.line): test failure: \(message)")
        #endif
    }
}
