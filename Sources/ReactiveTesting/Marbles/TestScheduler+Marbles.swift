import Reactive

extension TestScheduler {
    /// A hot observable from a marble diagram; `^` marks the subscription time `subscribed`.
    ///
    /// - Parameters:
    ///   - marble: The diagram (see `MarbleParser`).
    ///   - values: The element for each value symbol.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - subscribed: The time of the `^` frame.
    /// - Returns: The observable.
    /// - Throws: `MarbleError` for a malformed diagram.
    public func createHotObservable<Element>(
        _ marble: String,
        values: [String: Element],
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        subscribed: TestTime = Defaults.subscribed
    ) throws(MarbleError) -> TestableObservable<Element> {
        let events = try MarbleParser.hot(
            marble, values: values, error: error, frameLength: frameLength, subscribed: subscribed)
        return createHotObservable(events)
    }

    /// A hot observable of strings from a marble diagram whose symbols are the elements.
    ///
    /// - Parameters:
    ///   - marble: The diagram (see `MarbleParser`).
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    ///   - subscribed: The time of the `^` frame.
    /// - Returns: The observable.
    /// - Throws: `MarbleError` for a malformed diagram.
    public func createHotObservable(
        _ marble: String,
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1,
        subscribed: TestTime = Defaults.subscribed
    ) throws(MarbleError) -> TestableObservable<String> {
        createHotObservable(
            try MarbleParser.hot(marble, error: error, frameLength: frameLength, subscribed: subscribed))
    }

    /// A cold observable from a marble diagram, timed from each subscription.
    ///
    /// - Parameters:
    ///   - marble: The diagram (see `MarbleParser`).
    ///   - values: The element for each value symbol.
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    /// - Returns: The observable.
    /// - Throws: `MarbleError` for a malformed diagram.
    public func createColdObservable<Element>(
        _ marble: String,
        values: [String: Element],
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1
    ) throws(MarbleError) -> TestableObservable<Element> {
        createColdObservable(try MarbleParser.cold(marble, values: values, error: error, frameLength: frameLength))
    }

    /// A cold observable of strings from a marble diagram whose symbols are the elements.
    ///
    /// - Parameters:
    ///   - marble: The diagram (see `MarbleParser`).
    ///   - error: The error `#` stands for.
    ///   - frameLength: Ticks per frame.
    /// - Returns: The observable.
    /// - Throws: `MarbleError` for a malformed diagram.
    public func createColdObservable(
        _ marble: String,
        error: any Error = MarbleTestError(),
        frameLength: TestTime = 1
    ) throws(MarbleError) -> TestableObservable<String> {
        createColdObservable(try MarbleParser.cold(marble, error: error, frameLength: frameLength))
    }
}
