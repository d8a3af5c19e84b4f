import Foundation
import Reactive

/// An observable whose operators wait for it: `toArray()`, `first()`, `last()`, `single()` and
/// `materialize()` subscribe, block the calling thread until the sequence ends (or the timeout
/// passes), and return what it sent.
///
/// Made for tests and command-line tools, as RxBlocking's is. On the main thread the wait runs
/// the main run loop, so work the sequence schedules on `MainScheduler` still happens.
public struct BlockingObservable<Element> {
    /// How long the operators wait before failing with `RxError.timeout`; `nil` waits for ever.
    public let timeout: TimeInterval?
    let source: Observable<Element>

    init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}

extension ObservableConvertibleType {
    /// A view of the sequence whose operators block until it ends.
    ///
    /// ```swift
    /// let values = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
    /// ```
    ///
    /// - Parameter timeout: Seconds to wait before an operator fails with `RxError.timeout`;
    ///   `nil` (the default) waits for ever.
    /// - Returns: The blocking view.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
