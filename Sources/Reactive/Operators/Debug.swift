import Foundation

extension ObservableType {
    /// Prints every event and the subscription's lifecycle to standard output, then passes the
    /// events on unchanged.
    ///
    /// Each line reads `<time>: <identifier> -> <what>`, where what is `subscribed`,
    /// `Event next(1)`, `Event completed` or `isDisposed`.
    ///
    /// - Parameters:
    ///   - identifier: The label of each line; by default the file, line and function of the call.
    ///   - trimOutput: Shortens long event descriptions to 40 characters.
    ///   - file: The calling file (filled in).
    ///   - line: The calling line (filled in).
    ///   - function: The calling function (filled in).
    /// - Returns: The same sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let label = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return Debug(source: asObservable(), identifier: label, trimOutput: trimOutput) { print($0) }
    }

    /// The same as `debug(_:trimOutput:)`, but writes each line to `log` (for tests and loggers).
    ///
    /// - Parameters:
    ///   - identifier: The label of each line.
    ///   - trimOutput: Shortens long event descriptions to 40 characters.
    ///   - log: Receives each line.
    /// - Returns: The same sequence.
    public func debug(_ identifier: String, trimOutput: Bool = false, log: @escaping (String) -> Void)
        -> Observable<Element>
    {
        Debug(source: asObservable(), identifier: identifier, trimOutput: trimOutput, log: log)
    }
}

private final class Debug<Element>: Producer<Element> {
    let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool
    let log: (String) -> Void

    init(source: Observable<Element>, identifier: String, trimOutput: Bool, log: @escaping (String) -> Void) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.log = log
    }

    func write(_ content: String) {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        log("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        write("subscribed")
        let sink = DebugSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let parent: Debug<Observer.Element>

    init(parent: Debug<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        let maximumLength = 40
        var text = "\(event.debugDescription)"
        if parent.trimOutput && text.count > maximumLength {
            text = String(text.prefix(maximumLength / 2)) + "..." + String(text.suffix(maximumLength / 2))
        }
        parent.write("Event \(text)")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        if !isDisposed {
            parent.write("isDisposed")
        }
        super.dispose()
    }
}
