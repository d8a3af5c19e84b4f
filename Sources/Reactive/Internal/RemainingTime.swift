import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval once `elapsed` seconds have passed, or nil when nothing is.
    ///
    /// The remainder is exact to the nanosecond. RxSwift rounds it to whole units of the interval's
    /// own unit instead, so with `.seconds(1)` it treats 0.6 s as a full second and 0.4 s as none;
    /// `throttle` and `delay` compute their waits here to avoid that. `.never` never runs out.
    ///
    /// - Parameter elapsed: The time already spent, in seconds.
    /// - Returns: The time still to wait, or nil when the interval is over.
    func remaining(after elapsed: TimeInterval) -> RxTimeInterval? {
        if case .never = self { return .never }
        let nanoseconds = ((seconds - elapsed) * 1_000_000_000).rounded()
        guard nanoseconds > 0 else { return nil }
        guard nanoseconds < Double(Int.max) else { return self }
        return .nanoseconds(Int(nanoseconds))
    }
}
