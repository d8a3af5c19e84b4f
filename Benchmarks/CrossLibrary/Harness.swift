import XBenchAllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The cross-library benchmark's harness. scripts/compat/cross-benchmark.sh compiles this folder
// twice, unchanged except for its import lines: once against an RxSwift checkout, once against
// this package. Each process runs the workloads it is asked for and prints one tab-separated
// line per workload; the script interleaves the two executables and makes the table. With
// `--peers` it also compiles the harness with each file of Peers/ (one per library family).

/// One prepared run of a workload: `measure` is the timed region, `finish` tears down and checks the result.
struct Trial {
    let measure: () -> Void
    /// Returns a description of what went wrong, or nil when the computed result is correct.
    let finish: () -> String?
    /// How many elements the trial really performs when it differs from the requested count (a
    /// workload made of whole screens rounds the request); nil means exactly the requested count.
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
    /// What one "element" means for this workload.
    let unit: String
    let elements: Int
    /// Whether the workload's work runs on other threads too (tasks on the global executor): then its
    /// time is the process's CPU time, not the calling thread's.
    var everyThread = false
    let make: (Int) -> Trial
}

/// Reference-typed accumulator so closures handed to the library can update it without capture gymnastics.
final class Accumulator {
    var sum = 0
    var count = 0
}

func check(_ actual: Int, _ expected: Int, _ what: String) -> String? {
    actual == expected ? nil : "\(what): expected \(expected), got \(actual)"
}

/// Keeps the optimizer from seeing through a value (so the baseline's closures stay real calls).
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// The region `--profile` collects instructions in: callgrind is started with
/// `--toggle-collect='*xbenchProfiledRegion*'`, so set-up, warm-up and tear-down stay out of the profile.
@inline(never)
func xbenchProfiledRegion(_ body: () -> Void) { body() }

func fail(_ message: String) -> Never {
    var text = "xbench: error: \(message)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(1)
}

enum Harness {
    /// Timed repetitions per workload in one process; the script takes the median over processes too.
    static let runs = 5

    /// Runs one workload: a warm-up, `runs` timed repetitions (the thread's CPU time), then one more
    /// in which allocations are counted, so counting never adds to a timed repetition. Prints
    /// `xbench<TAB>name<TAB>ns per element<TAB>allocations per element<TAB>elements<TAB>unit`.
    static func run(_ workload: Workload, quick: Bool) {
        let elements = quick ? max(1, workload.elements / 100) : workload.elements
        let timed = quick ? 1 : runs
        var samples: [Double] = []
        for index in 0..<(1 + timed) {
            let trial = workload.make(elements)
            let start = cpuNanoseconds(everyThread: workload.everyThread)
            trial.measure()
            let end = cpuNanoseconds(everyThread: workload.everyThread)
            verify(workload, trial)
            if index > 0 { samples.append(Double(end - start) / Double(trial.actualElements ?? elements)) }
        }
        let counted = workload.make(elements)
        rb_alloc_counting_begin()
        counted.measure()
        let allocations = rb_alloc_counting_end()
        verify(workload, counted)
        samples.sort()
        let performed = counted.actualElements ?? elements
        let perElement = Double(allocations) / Double(performed)
        print("xbench\t\(workload.name)\t\(samples[samples.count / 2])\t\(perElement)\t\(performed)\t\(workload.unit)")
    }

    /// The CPU time of the calling thread, or of the whole process.
    static func cpuNanoseconds(everyThread: Bool) -> UInt64 {
        guard everyThread else { return rb_thread_cpu_ns() }
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// One warm-up, then one repetition of a tenth of the elements (or of `elements`) inside `xbenchProfiledRegion`.
    static func profile(_ workload: Workload, elements requested: Int?) {
        let elements = requested ?? max(1, workload.elements / 10)
        let warmUp = workload.make(elements)
        warmUp.measure()
        verify(workload, warmUp)
        let trial = workload.make(elements)
        xbenchProfiledRegion(trial.measure)
        verify(workload, trial)
        print("xbench-profiled\t\(workload.name)\t\(trial.actualElements ?? elements)\t\(workload.unit)")
    }

    static func verify(_ workload: Workload, _ trial: Trial) {
        if let problem = trial.finish() {
            fail("workload \(workload.name) computed a wrong result: \(problem)")
        }
    }

    static func main(_ arguments: [String]) {
        var quick = false
        var only: [String] = []
        var profiled: String?
        var profiledElements: Int?
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": quick = true
            case "--list":
                for workload in Workloads.all { print("\(workload.name)\t\(workload.unit)") }
                return
            case "--only":
                guard let name = iterator.next() else { fail("--only needs a workload name") }
                only.append(name)
            case "--profile":
                guard let name = iterator.next() else { fail("--profile needs a workload name") }
                profiled = name
            case "--elements":
                guard let text = iterator.next(), let elements = Int(text), elements > 0 else {
                    fail("--elements needs a positive count")
                }
                profiledElements = elements
            default: fail("unknown argument \(argument) (--quick, --list, --only NAME, --profile NAME [--elements N])")
            }
        }
        guard rb_alloc_interposition_works() == 1 else { fail("the allocation counter is not interposed") }
        let names = Set(Workloads.all.map(\.name))
        for name in only + (profiled.map { [$0] } ?? []) where !names.contains(name) {
            fail("no workload named \(name); --list shows them")
        }
        if let profiled {
            profile(Workloads.all.first { $0.name == profiled }!, elements: profiledElements)
            return
        }
        for workload in Workloads.all where only.isEmpty || only.contains(workload.name) {
            run(workload, quick: quick)
        }
    }
}
