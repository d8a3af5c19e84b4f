#if canImport(XCTest) && !canImport(ObjectiveC)
import Foundation
import XCTest

extension XCTestCase {
    /// Waits until `expectations` are fulfilled, with no time limit: the form of Apple's XCTest
    /// that swift-corelibs-xctest lacks (there the timeout has no default), so that tests written
    /// against Apple's XCTest, RxSwift's among them, build on Linux.
    ///
    /// - Parameters:
    ///   - expectations: The expectations to wait for.
    ///   - enforceOrder: Whether they must be fulfilled in the order given.
    ///   - file: The file to report a failure in.
    ///   - line: The line to report a failure at.
    public func wait(
        for expectations: [XCTestExpectation],
        enforceOrder: Bool = false,
        file: StaticString = #file,
        line: Int = #line
    ) {
        wait(
            for: expectations,
            timeout: Date.distantFuture.timeIntervalSinceNow,
            enforceOrder: enforceOrder,
            file: file,
            line: line
        )
    }
}
#endif
