import GitHubSearch

extension MarkdownReport {
    /// The fourth architecture (plain Swift concurrency) set beside the three Rx ones, per
    /// keystroke, per burst and per page: where each wins, in words computed from this run.
    static func asyncVersusRxSection(_ results: [Measurement]) -> [String] {
        let measured = byName(results)
        let rx = SearchArchitecture.allCases.filter { $0 != .concurrency }
        let paths = [
            ("a keystroke", "search-keystroke-"), ("a 20-key typing burst", "search-typing-burst-"),
            ("a page (list of 1 page)", "search-page-growth-"),
        ]
        var lines = [
            "", "## Plain Swift concurrency against Rx", "",
            "The same workloads for the fourth architecture (`RepositorySearchModel`: an actor, a task per",
            "search, a throttle task sleeping on a `SchedulerClock`, run on a `SchedulerExecutor` of the",
            "virtual clock) and the three Rx ones. Lower is better; the ratio is concurrency over the fastest",
            "Rx architecture.", "",
            "| path | concurrency ns | fastest Rx ns | ratio | concurrency allocations | fewest Rx allocations | ratio |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        var verdicts: [String] = []
        for (path, prefix) in paths {
            func row(_ architecture: SearchArchitecture) -> Measurement? {
                let name = prefix + architecture.rawValue + (prefix == "search-page-growth-" ? "-1" : "")
                return measured[name]
            }
            guard let async = row(.concurrency) else { continue }
            let rxRows = rx.compactMap { row($0) }
            guard let fastest = rxRows.min(by: { $0.nsPerElement < $1.nsPerElement }),
                let leanest = rxRows.min(by: { $0.allocationsPerElement < $1.allocationsPerElement }),
                fastest.nsPerElement > 0, leanest.allocationsPerElement > 0
            else { continue }
            let timeRatio = async.nsPerElement / fastest.nsPerElement
            let allocationRatio = async.allocationsPerElement / leanest.allocationsPerElement
            lines.append(
                "| \(path) | \(Report.fmt(async.nsPerElement, 0)) | \(Report.fmt(fastest.nsPerElement, 0)) | "
                    + "\(Report.fmt(timeRatio, 2))× | \(Report.fmt(async.allocationsPerElement, 1)) | "
                    + "\(Report.fmt(leanest.allocationsPerElement, 1)) | \(Report.fmt(allocationRatio, 2))× |")
            let slower = rxRows.filter { $0.nsPerElement > async.nsPerElement }.count
            // Within 3 % of the fastest Rx way is a tie on this shared machine, not a win or a loss.
            let tie = abs(timeRatio - 1) < 0.03
            verdicts.append(
                "\(path): "
                    + (tie
                        ? "async/await ties with the fastest Rx way (within 3 %)"
                        : slower == rxRows.count
                            ? "async/await is the fastest"
                            : slower == 0
                                ? "every Rx way is faster" : "async/await beats \(slower) of \(rxRows.count) Rx ways")
                    + (allocationRatio < 1 ? ", with fewer allocations" : ", with more allocations"))
        }
        let screens = rx.compactMap { measured["search-live-screen-\($0.rawValue)"] }
        if let async = measured["search-live-screen-concurrency"],
            let leanest = screens.min(by: { $0.unfreedBytesPerElement < $1.unfreedBytesPerElement })
        {
            let less = async.unfreedBytesPerElement < leanest.unfreedBytesPerElement
            verdicts.append(
                "a live screen: async/await keeps \(Report.fmt(async.unfreedBytesPerElement / 1024, 1)) KiB, "
                    + (less ? "less than" : "more than") + " the leanest Rx way's "
                    + "\(Report.fmt(leanest.unfreedBytesPerElement / 1024, 1)) KiB (see the memory table)")
        }
        guard !verdicts.isEmpty else { return [] }
        lines += [""] + verdicts.map { "- \($0)." }
        lines += [
            "",
            "Where the time goes: every task start, actor hop, continuation and sleep is a job through the",
            "executor (a closure allocation each here) and a task or continuation allocation in the runtime,",
            "where an Rx pipeline calls the next operator directly; Rx pays instead in per-subscription",
            "operator objects and, for the Driver-based outputs, its scheduler hops.",
        ]
        return lines
    }
}
