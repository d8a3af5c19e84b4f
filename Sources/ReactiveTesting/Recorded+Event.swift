import Reactive

extension Recorded {
    /// A `next` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - element: The element.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Value>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - type: The element type, when the context does not fix it.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Value>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - error: The error.
    ///   - type: The element type, when the context does not fix it.
    public static func error<Element>(
        _ time: TestTime,
        _ error: any Swift.Error,
        _ type: Element.Type = Element.self
    ) -> Recorded<Value> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// The recordings as an array, for call sites where a literal would need a type annotation.
    ///
    /// - Parameter recordings: The recordings.
    public static func events<Element>(_ recordings: Recorded<Value>...) -> [Recorded<Value>]
    where Value == Event<Element> {
        recordings
    }

    /// The recordings as an array.
    ///
    /// - Parameter recordings: The recordings.
    public static func events<Element>(_ recordings: [Recorded<Value>]) -> [Recorded<Value>]
    where Value == Event<Element> {
        recordings
    }
}
