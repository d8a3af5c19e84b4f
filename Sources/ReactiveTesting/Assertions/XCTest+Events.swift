#if canImport(XCTest)
import Reactive
import XCTest

// RxTest's `XCTAssertEqual` overloads, so RxTest suites port unchanged. Each compares element by
// element and, on a mismatch, fails once with both arrays and the positions where they differ.

/// Fails the test when two arrays of events differ.
///
/// Events are equal when they are the same case with equal elements; errors are equal when they
/// have the same type and are `==` (for `Equatable` errors) or have the same description.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>],
    _ rhs: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test when two arrays of `Single` events differ.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>],
    _ rhs: [SingleEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: singleEventsAreEqual, file: file, line: line)
}

/// Fails the test when two arrays of `Maybe` events differ.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>],
    _ rhs: [MaybeEvent<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test when two arrays of `Completable` events differ.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent],
    _ rhs: [CompletableEvent],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test when two recorded timelines differ: in a time or in an event.
///
/// - Parameters:
///   - lhs: The events received, usually `observer.events`.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>],
    _ rhs: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test when two recorded timelines of optional elements differ.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>],
    _ rhs: [Recorded<Event<Element?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertElementwise(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Fails the test unless `stream` holds exactly `elements`, in order, and no stop event; the
/// times are not compared.
///
/// - Parameters:
///   - stream: The events received.
///   - elements: The elements expected.
///   - file: The file to report the failure in.
///   - line: The line to report the failure at.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>],
    _ elements: [Element],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    var received: [Element] = []
    for recorded in stream {
        guard case .next(let element) = recorded.value else {
            XCTFail("A stop event was recorded where only elements were expected: \(recorded)", file: file, line: line)
            return
        }
        received.append(element)
    }
    assertElementwise(received, elements, by: { $0 == $1 }, file: file, line: line)
}

/// `SingleEvent` is a `Result` whose failure is `any Error`, which cannot be `Equatable`.
private func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>)
    -> Bool
{
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsAreEqual(left, right)
    default: return false
    }
}

private func assertElementwise<Value>(
    _ lhs: [Value],
    _ rhs: [Value],
    by equal: (Value, Value) -> Bool,
    file: StaticString,
    line: UInt
) {
    guard let message = elementwiseFailureMessage(lhs, rhs, by: equal) else { return }
    XCTFail(message, file: file, line: line)
}

/// Nil when the arrays are equal element by element; otherwise both arrays and, for each position
/// where they differ, what each side holds there.
func elementwiseFailureMessage<Value>(_ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool) -> String? {
    let differing = (0..<max(lhs.count, rhs.count)).filter { index in
        index >= lhs.count || index >= rhs.count || !equal(lhs[index], rhs[index])
    }
    guard !differing.isEmpty else { return nil }
    func describe(_ values: [Value], at index: Int) -> String {
        index < values.count ? String(describing: values[index]) : "(nothing)"
    }
    let positions = differing.map { index in
        "  [\(index)] lhs: \(describe(lhs, at: index))\n       rhs: \(describe(rhs, at: index))"
    }
    return """
        XCTAssertEqual failed: ("\(lhs)") is not equal to ("\(rhs)")
        Differences:
        \(positions.joined(separator: "\n"))
        """
}
#endif
