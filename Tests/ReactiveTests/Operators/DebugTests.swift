import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DebugTests {
    @Test func logsSubscriptionEventsAndDisposal() {
        var lines: [String] = []
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start { xs.debug("numbers", log: { lines.append($0) }) }
            #expect(res.events == [.next(210, 1), .completed(250)])
        }
        #expect(leaked == 0)
        let contents = lines.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        #expect(
            contents == [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event completed",
                "numbers -> isDisposed",
            ]
        )
    }

    @Test func trimsLongEventsWhenAsked() {
        var lines: [String] = []
        _ = Observable.just(String(repeating: "x", count: 100))
            .debug("long", trimOutput: true, log: { lines.append($0) })
            .subscribe()
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "long -> Event next(" + String(repeating: "x", count: 15) + "..."
                        + String(repeating: "x", count: 19) + ")")
            })
    }

    @Test func disposalIsLoggedOnce() {
        var lines: [String] = []
        let subscription = Observable<Int>.never().debug("never", log: { lines.append($0) }).subscribe()
        subscription.dispose()
        subscription.dispose()
        #expect(lines.filter { $0.hasSuffix("isDisposed") }.count == 1)
    }
}
