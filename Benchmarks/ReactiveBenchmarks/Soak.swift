import CAllocationCounter
import Foundation
import GitHubSearch
import Reactive

/// `--soak`: long runs whose memory must stay flat. Live allocations (mallocs minus frees, from the
/// interposed allocator) and the resident set are sampled at checkpoints; a run fails if live
/// allocations keep growing after the first checkpoint.
enum Soak {
    /// One checkpoint of a soak run.
    struct Sample {
        var label: String
        /// Allocations made minus allocations freed since the run began.
        var liveAllocations: Int64
        var residentKiB: Int
    }

    /// Runs every soak and prints its samples; returns false if any one's memory grew.
    static func run(quick: Bool) -> Bool {
        _ = InstantSearchService.pool  // generated once, before anything is counted
        let caught = !plantedLeak()
        print("soak self-check: a planted leak \(caught ? "is caught" : "WAS NOT CAUGHT")\n")
        var flat = subscribeDispose(cycles: quick ? 10_000 : 1_000_000)
        for architecture in SearchArchitecture.allCases {
            flat = searchSession(architecture, minutes: quick ? 2 : 10) && flat
        }
        return caught && flat
    }

    /// Keeps one subscription of every 100 cycles alive: the check must call that growing.
    static func plantedLeak() -> Bool {
        let subject = PublishSubject<Int>()
        var kept: [any Disposable] = []
        let samples = sampled(labels: (0...4).map { "\($0 * 1_000) cycles" }) { _ in
            for cycle in 0..<1_000 {
                let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
                if cycle % 100 == 0 { kept.append(subscription) } else { subscription.dispose() }
            }
        }
        defer { for subscription in kept { subscription.dispose() } }
        return report("planted leak: one subscription in 100 never disposed", samples)
    }

    /// One million subscribe + dispose cycles of `subject → map → filter → subscribe`.
    static func subscribeDispose(cycles: Int) -> Bool {
        let subject = PublishSubject<Int>()
        let sum = Accumulator()
        let samples = sampled(labels: (0...4).map { "\($0 * cycles / 4) cycles" }) { quarter in
            for _ in 0..<(cycles / 4) {
                let subscription = subject.map { $0 &* 3 }.filter { $0 % 2 == 0 }.subscribe(onNext: {
                    sum.sum &+= $0
                })
                subject.onNext(quarter)
                subscription.dispose()
            }
        }
        return report("subscribe/dispose: \(cycles) cycles of subject → map → filter → subscribe", samples)
    }

    /// A search screen used for `minutes` virtual minutes: ten keystrokes a second, queries that
    /// come back (cache hits), a page scrolled every half second, a new screen every minute.
    static func searchSession(_ architecture: SearchArchitecture, minutes: Int) -> Bool {
        var problems: [String] = []
        let samples = sampled(labels: (0...minutes).map { "minute \($0)" }) { minute in
            let screen = SimulatedSearchScreen(architecture, latency: 120, total: 300, throttle: 300)
            var typed = ""
            screen.run {
                for tenth in 0..<600 {
                    typed = String("query \(minute % 3)-\(tenth / 20 % 7)".prefix(6 + tenth % 20 / 4))
                    screen.type(typed)
                    if tenth % 5 == 4 { screen.scrollToBottom() }
                    screen.advance(by: 100)
                }
            }
            if let problem = screen.expectShowing(query: typed) { problems.append("minute \(minute): \(problem)") }
            screen.dispose()
        }
        for problem in problems { print("  wrong result: \(problem)") }
        return problems.isEmpty
            && report("search session, \(architecture.rawValue): \(minutes) virtual minutes", samples)
    }

    /// Runs `body` once per checkpoint, sampling memory before the first and after each; `labels`
    /// names the samples, so there is one checkpoint fewer than labels.
    private static func sampled(labels: [String], _ body: (Int) -> Void) -> [Sample] {
        var samples = [Sample(label: labels[0], liveAllocations: 0, residentKiB: rb_resident_kib())]
        var live: Int64 = 0
        for checkpoint in 0..<(labels.count - 1) {
            rb_alloc_counting_begin()
            body(checkpoint)
            live += Int64(rb_alloc_counting_end()) - Int64(rb_alloc_frees())
            samples.append(Sample(label: labels[checkpoint + 1], liveAllocations: live, residentKiB: rb_resident_kib()))
        }
        return samples
    }

    /// Prints the samples; flat means live allocations grew by at most 64 after the first
    /// checkpoint, which absorbs one-time caches (the runtime's metadata, Foundation's) while a
    /// leak of one allocation per cycle or per minute shows at once.
    private static func report(_ title: String, _ samples: [Sample]) -> Bool {
        print("soak: \(title)")
        print("  checkpoint          live allocations   resident KiB")
        for sample in samples {
            print(
                "  " + Report.pad(sample.label, 18, left: true) + Report.pad("\(sample.liveAllocations)", 18)
                    + Report.pad("\(sample.residentKiB)", 15))
        }
        let afterFirst = samples.count > 2 ? samples.last!.liveAllocations - samples[1].liveAllocations : 0
        let flat = afterFirst <= 64
        print(
            "  live allocations after the first checkpoint: \(afterFirst >= 0 ? "+" : "")\(afterFirst) → \(flat ? "flat" : "GROWING")"
        )
        return flat
    }

}
