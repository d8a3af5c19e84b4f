import Testing

@testable import Reactive

/// Records events as their debug descriptions (`next(1)`, `error(boom)`, `completed`), so tests
/// can compare whole event lists, errors included.
final class StringEventLog<Element> {
    private(set) var events: [String] = []

    func record(_ event: Event<Element>) {
        events.append(event.debugDescription)
    }
}

extension ObservableType {
    /// Subscribes a recorder of every event into `log`.
    func record(into log: StringEventLog<Element>) -> any Disposable {
        subscribe { log.record($0) }
    }
}

/// Whether `values` are consecutive integers, which is what a subscriber must see from a source
/// that emits 0, 1, 2, … serially: a gap is a lost delivery, a repeat a duplicated one.
func isConsecutive(_ values: [Int]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
}

/// Runs `body` and expects every resource it created to be released by the time it returns.
func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    let live = try Resources.countLive(in: body)
    #expect(live == 0, "resources created by the test are still alive", sourceLocation: sourceLocation)
}
