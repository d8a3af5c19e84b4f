import CAllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One prepared run of a workload: `measure` is the timed region, `finish` tears down and checks the result.
struct Trial {
    let measure: () -> Void
    /// Returns a description of what went wrong, or nil when the computed result is correct.
    let finish: () -> String?
    /// How many elements the trial really performs when it differs from the requested count (scaling series
    /// round the request to whole repetitions); nil means exactly the requested count.
    var actualElements: Int?

    func scaled(to elements: Int) -> Trial {
        var copy = self
        copy.actualElements = elements
        return copy
    }
}

/// A named workload; `make(n)` builds the subscriptions for `n` elements outside the timed region.
struct Workload {
    let name: String
    /// What one "element" means for this workload, shown in the table.
    let unit: String
    let elements: Int
    /// Measured repetitions in a full run; the long scaling series use fewer to keep the suite short.
    var runs = 7
    let make: (Int) -> Trial
}

struct Measurement {
    let name: String
    let unit: String
    let elements: Int
    let runs: Int
    /// The thread's CPU time of the median repetition, and of the fastest and slowest.
    let medianNanoseconds: Double
    let minNanoseconds: Double
    let maxNanoseconds: Double
    /// The wall-clock time of the median repetition (by wall clock).
    let medianWallNanoseconds: Double
    let allocations: UInt64
    /// Allocations not freed by the end of the counted repetition (net of frees).
    let unfreed: Int64
    /// Bytes allocated and not freed by the end of the counted repetition, by usable block size:
    /// for a workload that keeps what it builds, the memory it holds.
    let unfreedBytes: Int64
    /// Peak RSS while this workload ran (VmHWM is reset before each workload when the kernel allows it).
    let peakRSSKiB: Int

    var nsPerElement: Double { medianNanoseconds / Double(elements) }
    /// The fastest timed repetition, per element: how RxSwift's reference figures were taken.
    var bestNsPerElement: Double { minNanoseconds / Double(elements) }
    var wallNsPerElement: Double { medianWallNanoseconds / Double(elements) }
    var eventsPerSecond: Double { nsPerElement > 0 ? 1e9 / nsPerElement : 0 }
    var allocationsPerElement: Double { Double(allocations) / Double(elements) }
    var unfreedPerElement: Double { Double(unfreed) / Double(elements) }
    var unfreedBytesPerElement: Double { Double(unfreedBytes) / Double(elements) }
    /// (max - min) / median of the run times, as a percentage.
    var spreadPercent: Double {
        medianNanoseconds > 0 ? (maxNanoseconds - minNanoseconds) / medianNanoseconds * 100 : 0
    }
}

struct Options {
    var json = false
    var quick = false
    var filter: String?
    var list = false
    var soak = false
    var markdown = false
    var profile: String?

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--list": options.list = true
            case "--soak": options.soak = true
            case "--markdown": options.markdown = true
            case "--filter":
                guard let value = iterator.next() else { fail("--filter needs a substring") }
                options.filter = value
            case "--profile":
                guard let value = iterator.next() else { fail("--profile needs a workload name") }
                options.profile = value
            case "--help", "-h":
                print(
                    "usage: reactive-benchmarks [--quick] [--json] [--markdown] [--filter TEXT] [--list] [--soak] "
                        + "[--profile NAME]")
                print("  --markdown  also write docs/Benchmarks.md and the charts in docs/benchmarks/")
                print("  --profile   run NAME once for a profiler: a warm-up, then a tenth of its elements")
                print("              inside benchProfiledRegion (see scripts/profile-benchmarks.py)")
                print("  --soak      instead of timing, run the soaks (1,000,000 subscribe/dispose cycles; ten")
                print("              virtual minutes of searching per architecture); fail unless memory stays flat")
                exit(0)
            default: fail("unknown argument \(argument); try --help")
            }
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    writeStandardError("reactive-benchmarks: error: \(message)\n")
    exit(1)
}

/// Keeps the optimizer from seeing through a value (used so the baseline closures stay real calls).
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// The region a profile collects instructions in: scripts/profile-benchmarks.py starts callgrind
/// with `--toggle-collect='*benchProfiledRegion*'`, so set-up, warm-up and tear-down stay out.
@inline(never)
func benchProfiledRegion(_ body: () -> Void) { body() }

enum Harness {
    /// `--profile`: one warm-up, then one repetition of a tenth of the elements inside
    /// `benchProfiledRegion`; prints `profiled<TAB>name<TAB>elements<TAB>unit`.
    static func profile(_ workload: Workload) {
        let elements = max(1, workload.elements / 10)
        let warmUp = workload.make(elements)
        warmUp.measure()
        if let problem = warmUp.finish() { fail("workload \(workload.name) computed a wrong result: \(problem)") }
        let trial = workload.make(elements)
        benchProfiledRegion(trial.measure)
        if let problem = trial.finish() { fail("workload \(workload.name) computed a wrong result: \(problem)") }
        print("profiled\t\(workload.name)\t\(trial.actualElements ?? elements)\t\(workload.unit)")
    }

    /// Runs one workload: a warm-up, `runs` timed repetitions, then one more repetition in which
    /// allocations are counted. Counting sums each block's usable size on every malloc and free,
    /// which would add its own cost to an allocation-heavy workload's time, so no timed repetition
    /// counts; the counted one runs after the warm-up and the timed ones, so a one-off cache fill
    /// is not in it either.
    static func run(_ workload: Workload, quick: Bool) -> Measurement {
        let elements = quick ? max(1, workload.elements / 100) : workload.elements
        let runs = quick ? 2 : workload.runs
        let warmups = 1
        let resetPeak = rb_reset_peak_rss() == 0
        // `nanoseconds` is the thread's CPU time, `wall` the monotonic clock (see README: Method).
        var samples: [(nanoseconds: Double, wall: Double)] = []
        var performed = elements
        samples.reserveCapacity(runs)
        for index in 0..<(warmups + runs) {
            let trial = workload.make(elements)
            let start = rb_now_ns()
            let startCPU = rb_thread_cpu_ns()
            trial.measure()
            let endCPU = rb_thread_cpu_ns()
            let end = rb_now_ns()
            if let problem = trial.finish() {
                fail("workload \(workload.name) computed a wrong result: \(problem)")
            }
            performed = trial.actualElements ?? elements
            if index >= warmups {
                samples.append((Double(endCPU - startCPU), Double(end - start)))
            }
        }
        let counted = workload.make(elements)
        rb_alloc_counting_begin()
        counted.measure()
        let allocations = rb_alloc_counting_end()
        let unfreed = Int64(allocations) - Int64(rb_alloc_frees())
        let bytes = rb_alloc_net_bytes()
        if let problem = counted.finish() {
            fail("workload \(workload.name) computed a wrong result: \(problem)")
        }
        let byTime = samples.sorted { $0.nanoseconds < $1.nanoseconds }
        return Measurement(
            name: workload.name,
            unit: workload.unit,
            elements: performed,
            runs: runs,
            medianNanoseconds: byTime[byTime.count / 2].nanoseconds,
            minNanoseconds: byTime.first!.nanoseconds,
            maxNanoseconds: byTime.last!.nanoseconds,
            medianWallNanoseconds: samples.map(\.wall).sorted()[samples.count / 2],
            allocations: allocations,
            unfreed: unfreed,
            unfreedBytes: bytes,
            peakRSSKiB: resetPeak ? rb_peak_rss_kib() : -1
        )
    }
}

enum Report {
    static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...].count
            if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
            if decimals == 0 { text = String(text[..<dot]) }
        }
        return text
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }

    static func table(_ results: [Measurement]) {
        let header = [
            "workload", "elements", "ns/elem", "spread%", "wall ns", "events/s", "allocs/elem", "unfreed/elem",
            "peakRSS KiB", "unit",
        ]
        var rows: [[String]] = [header]
        for result in results {
            rows.append([
                result.name,
                String(result.elements),
                format(result.nsPerElement, decimals: 1),
                format(result.spreadPercent, decimals: 1),
                format(result.wallNsPerElement, decimals: 1),
                format(result.eventsPerSecond, decimals: 0),
                format(result.allocationsPerElement, decimals: 3),
                format(result.unfreedPerElement, decimals: 3),
                result.peakRSSKiB < 0 ? "n/a" : String(result.peakRSSKiB),
                result.unit,
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : pad(cell, widths[column], left: column == 0)
            }
            print(cells.joined(separator: "  "))
            if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences("\\", with: "\\\\").replacingOccurrences("\"", with: "\\\"")
    }

    static func json(_ results: [Measurement], allocationMethod: String, peakRSS: Int) -> String {
        let objects = results.map { result in
            "  {\"name\": \"\(escape(result.name))\", \"unit\": \"\(escape(result.unit))\", "
                + "\"elements\": \(result.elements), \"runs\": \(result.runs), "
                + "\"nsPerElement\": \(format(result.nsPerElement, decimals: 3)), "
                + "\"spreadPercent\": \(format(result.spreadPercent, decimals: 2)), "
                + "\"wallNsPerElement\": \(format(result.wallNsPerElement, decimals: 3)), "
                + "\"eventsPerSecond\": \(format(result.eventsPerSecond, decimals: 0)), "
                + "\"allocationsPerElement\": \(format(result.allocationsPerElement, decimals: 4)), "
                + "\"unfreedPerElement\": \(format(result.unfreedPerElement, decimals: 4)), "
                + "\"unfreedBytesPerElement\": \(format(result.unfreedBytesPerElement, decimals: 1)), "
                + "\"allocationMethod\": \"\(escape(allocationMethod))\", \"peakRSSKiB\": \(result.peakRSSKiB), "
                + "\"processPeakRSSKiB\": \(peakRSS)}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}

extension String {
    /// Foundation-free replacement, since the package has no dependencies.
    fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

/// Writes straight to file descriptor 2; the C `stderr` global is not concurrency-safe under Swift 6.
func writeStandardError(_ message: String) {
    var message = message
    message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
