import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval once `elapsed` seconds have passed, or nil when nothing is.
    ///
    /// The remainder is kept to the microsecond; anything finer is clock noise (a `Date` near today
    /// resolves about 0.1 µs), and treating it as time left would cost a needless extra timer.
    /// RxSwift rounds the remainder to whole units of the interval's own unit instead, so with
    /// `.seconds(1)` it treats 0.6 s left as a full second and 0.4 s as none; `throttle` and
    /// `delay` compute their waits here to avoid that. `.never` never runs out.
    ///
    /// - Parameter elapsed: The time already spent, in seconds.
    /// - Returns: The time still to wait, or nil when the interval is over.
    @usableFromInline
    func remaining(after elapsed: TimeInterval) -> RxTimeInterval? {
        if case .never = self { return .never }
        let microseconds = ((seconds - elapsed) * 1_000_000).rounded()
        guard microseconds > 0 else { return nil }
        guard microseconds < Double(Int.max) else { return self }
        return .microseconds(Int(microseconds))
    }
}
