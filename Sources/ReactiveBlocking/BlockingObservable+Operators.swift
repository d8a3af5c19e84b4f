import Foundation
import Reactive

extension BlockingObservable {
    /// Waits for the sequence to complete and returns every element.
    ///
    /// - Returns: The elements, in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect().elements()
    }

    /// Waits for the first element, then disposes the subscription.
    ///
    /// - Returns: The first element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error (if it came before an element), or `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(upTo: 1).elements().first
    }

    /// Waits for the sequence to complete and returns its last element.
    ///
    /// - Returns: The last element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect().elements().last
    }

    /// Waits for the sequence to complete and returns its only element.
    ///
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` if it completed empty, `RxError.moreThanOneElement` as soon
    ///   as a second element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to complete and returns its only element that satisfies
    /// `predicate`.
    ///
    /// - Parameter predicate: Chooses the elements that count; an error it throws ends the wait
    ///   with that error.
    /// - Returns: The element.
    /// - Throws: `RxError.noElements`, `RxError.moreThanOneElement` (as soon as a second match
    ///   arrives), the sequence's or the predicate's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matches = try collect(upTo: 2, where: predicate).elements()
        if matches.count > 1 { throw RxError.moreThanOneElement }
        guard let only = matches.first else { throw RxError.noElements }
        return only
    }

    /// Waits for the sequence to end and returns how it ended, with every element it sent.
    ///
    /// A timeout counts as a failure with `RxError.timeout`.
    ///
    /// - Returns: `.completed(elements:)` or `.failed(elements:error:)`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }

    /// Subscribes, keeps the elements `predicate` accepts, and waits until the sequence ends, an
    /// error is thrown, `limit` elements are kept or the timeout passes.
    private func collect(
        upTo limit: Int? = nil,
        where predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let wait = BlockingWait(timeout: timeout)
        let outcome = Outcome<Element>()
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }

        let subscribe = {
            let disposable = self.source.subscribe { event in
                let ended: Bool
                switch event {
                case .next(let element):
                    do {
                        ended = try predicate(element) ? outcome.keep(element, limit: limit) : false
                    } catch {
                        ended = outcome.end(with: error)
                    }
                case .error(let error):
                    ended = outcome.end(with: error)
                case .completed:
                    ended = outcome.end(with: nil)
                }
                if ended {
                    subscription.dispose()
                    wait.finish()
                }
            }
            subscription.setDisposable(disposable)
        }
        // Subscribing inside a trampoline, as a scheduled action would, so recursive scheduling
        // during the subscription runs in order instead of on the blocked stack.
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }

        let (elements, error) = wait.block() ? outcome.result() : outcome.end(timedOut: ())
        if let error {
            return .failed(elements: elements, error: error)
        }
        return .completed(elements: elements)
    }
}

extension MaterializedSequenceResult {
    fileprivate func elements() throws -> [T] {
        switch self {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}

/// What the subscription has seen, under a lock: after a timeout, events may still arrive on
/// another thread while the waiter reads.
private final class Outcome<Element>: @unchecked Sendable {
    // @unchecked: every field is only touched under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: (any Swift.Error)?
    private var ended = false

    /// Keeps `element`; returns whether that reached `limit` and so ended the wait.
    func keep(_ element: Element, limit: Int?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return false }
        elements.append(element)
        if let limit, elements.count >= limit { ended = true }
        return ended
    }

    /// Ends with `error` (or completion); returns whether this call ended it.
    func end(with error: (any Swift.Error)?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return false }
        ended = true
        self.error = error
        return true
    }

    /// Ends with `RxError.timeout` unless the sequence ended first, and returns the result.
    func end(timedOut: Void) -> ([Element], (any Swift.Error)?) {
        _ = end(with: RxError.timeout)
        return result()
    }

    func result() -> ([Element], (any Swift.Error)?) {
        lock.lock()
        defer { lock.unlock() }
        return (elements, error)
    }
}
