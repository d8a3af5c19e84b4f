import CAllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Numbers from a debug build describe the unoptimized compiler output, not the library; refuse to print them.
#if DEBUG
writeStandardError(
    "reactive-benchmarks: error: this is a debug build. Run `swift run -c release reactive-benchmarks` instead.\n"
)
exit(2)
#else
let options = Options.parse(CommandLine.arguments)
let families = Workloads.families
let every = families.flatMap(\.workloads)
let selected = every.filter { workload in
    options.filter.map { workload.name.contains($0) } ?? true
}
if options.list {
    for workload in every { print(workload.name) }
    exit(0)
}
if options.soak {
    exit(Soak.run(quick: options.quick) ? 0 : 1)
}
if let name = options.profile {
    guard let workload = every.first(where: { $0.name == name }) else {
        fail("no workload named \(name); --list shows them")
    }
    Harness.profile(workload)
    exit(0)
}
if selected.isEmpty { fail("no workload matches --filter \(options.filter ?? "")") }
if options.markdown { MarkdownReport.checkDestination() }

let interposed = rb_alloc_interposition_works() != 0
let allocationMethod =
    interposed
    ? "malloc/calloc/realloc/memalign interposed in the executable, counted in one extra untimed run per workload"
    : "unavailable (malloc interposition not active on this platform); allocation counts read 0"

var results: [Measurement] = []
for workload in selected {
    let result = Harness.run(workload, quick: options.quick)
    results.append(result)
    if !options.json {
        // Progress on stderr so a long run shows life without disturbing the table on stdout.
        writeStandardError("  done \(workload.name)\n")
    }
}
let peakRSS = rb_peak_rss_kib()
if options.markdown {
    // `checkDestination` made sure this is the package root, so the paths land in its docs/.
    let command = (["swift run -c release reactive-benchmarks"] + CommandLine.arguments.dropFirst()).joined(
        separator: " ")
    MarkdownReport.write(
        results, families: families, command: command, allocationMethod: allocationMethod, quick: options.quick)
}
if options.json {
    print(Report.json(results, allocationMethod: allocationMethod, peakRSS: peakRSS))
} else {
    print("reactive-benchmarks (release\(options.quick ? ", --quick smoke run" : ""))")
    print("allocations: \(allocationMethod)")
    print(
        "timing: 1 warm-up + \(results.first?.runs ?? 0) runs per workload; ns/elem is the median run's thread CPU time, "
            + "spread = (max-min)/median of it; wall ns is the median wall-clock time"
    )
    print("")
    Report.table(results)
    print("")
    print("process peak RSS (VmHWM): \(peakRSS) KiB; the per-workload column resets VmHWM via /proc/self/clear_refs")
}
#endif
