import XScaleSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The scaling suite's harness (scripts/compat/cross-benchmark.sh --scaling). It is compiled with
// one case file per API family (RxScaling.swift twice, against RxSwift and against this package;
// OpenCombineScaling.swift; AsyncScaling.swift) into four executables of the generated package.
// A process runs one case at one size in one mode and prints one tab-separated line; the script
// runs a fresh process for every measurement, so one case's heap never flatters the next one's.

/// One prepared run of a case at one size: `measure` is the measured region (timed, or counted by
/// callgrind), `finish` tears down and returns what went wrong, or nil when the result is right.
struct ScaleTrial {
    /// How many operations `measure` performs: the divisor of its time and instructions.
    let operations: Int
    let measure: () -> Void
    let finish: () -> String?
}

/// A growth case: `make(n, target)` builds `n`-sized structures outside the measured region, as many
/// of them as it takes to perform about `target` operations (at least one structure of `n`).
struct ScaleCase {
    let name: String
    /// What one operation is, in this library's words.
    let unit: String
    /// Whether the work runs on other threads (tasks on the global executor): time is then the process's.
    var everyThread = false
    let make: (_ n: Int, _ target: Int) -> ScaleTrial
    /// Runs the case once at `n` for the stack probe and for memory; nil when the case has no such
    /// run. It calls `meter.start()` once the containers that hold the handles are reserved and
    /// `meter.stop()` while the `n` subscriptions (or operators) are alive.
    var hold: ((_ n: Int, _ meter: Meter) -> String?)?
}

/// The memory the live subscriptions of a `hold` added: heap bytes (each block by its usable size)
/// and resident KiB between `start()` and `stop()`.
final class Meter {
    let counting: Bool
    var heapBytes: Int64 = 0
    var residentKiB = 0
    private var residentBefore = 0

    init(counting: Bool) { self.counting = counting }

    func start() {
        guard counting else { return }
        residentBefore = rb_resident_kib()
        rb_alloc_counting_begin()
    }

    func stop() {
        guard counting else { return }
        _ = rb_alloc_counting_end()
        heapBytes = rb_alloc_net_bytes()
        residentKiB = rb_resident_kib() - residentBefore
    }
}

/// Reference-typed tally so closures handed to a library can update it.
final class Tally {
    var sum = 0
    var count = 0
}

func check(_ actual: Int, _ expected: Int, _ what: String) -> String? {
    actual == expected ? nil : "\(what): expected \(expected), got \(actual)"
}

/// 0 + 1 + … + (count − 1).
func triangle(_ count: Int) -> Int { count * (count - 1) / 2 }

/// How many `n`-sized structures make about `target` operations of `perStructure` each.
func structures(_ perStructure: Int, _ target: Int) -> Int { max(1, target / max(1, perStructure)) }

/// A fixed shuffle of `0..<count` (a linear congruential generator, so every library disposes the
/// same members in the same order: neither the oldest-first nor the newest-first special case).
func shuffled(_ count: Int) -> [Int] {
    var order = Array(0..<count)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for index in stride(from: count - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
    }
    return order
}

func fail(_ message: String) -> Never {
    var text = "xscale: error: \(message)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(1)
}

enum ScaleHarness {
    /// The CPU time of the calling thread, or of the whole process.
    static func cpuNanoseconds(everyThread: Bool) -> UInt64 {
        guard everyThread else { return rb_thread_cpu_ns() }
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func verify(_ scaleCase: ScaleCase, _ trial: ScaleTrial, _ n: Int) {
        if let problem = trial.finish() { fail("\(scaleCase.name) at N = \(n) computed a wrong result: \(problem)") }
    }

    /// A warm-up at the smallest size, then `repetitions` fresh trials at `n`, each timed: prints the
    /// median nanoseconds per operation.
    static func time(_ scaleCase: ScaleCase, n: Int, target: Int, repetitions: Int) {
        let warmUp = scaleCase.make(10, 1_000)
        warmUp.measure()
        verify(scaleCase, warmUp, 10)
        var samples: [Double] = []
        var operations = 0
        for _ in 0..<repetitions {
            let trial = scaleCase.make(n, target)
            let start = cpuNanoseconds(everyThread: scaleCase.everyThread)
            trial.measure()
            let end = cpuNanoseconds(everyThread: scaleCase.everyThread)
            verify(scaleCase, trial, n)
            operations = trial.operations
            samples.append(Double(end - start) / Double(trial.operations))
        }
        samples.sort()
        print("xscale-time\t\(scaleCase.name)\t\(n)\t\(samples[samples.count / 2])\t\(operations)")
    }

    /// A warm-up at the smallest size, then one trial at `n` with callgrind's instrumentation on only
    /// around `measure` (every thread is counted while it is on, so tasks on the executor's threads are
    /// too). Outside callgrind the requests do nothing.
    static func instructions(_ scaleCase: ScaleCase, n: Int, target: Int) {
        let warmUp = scaleCase.make(10, 1_000)
        warmUp.measure()
        verify(scaleCase, warmUp, 10)
        let trial = scaleCase.make(n, target)
        xscale_instrumentation_start()
        trial.measure()
        xscale_instrumentation_stop()
        verify(scaleCase, trial, n)
        print("xscale-instructions\t\(scaleCase.name)\t\(n)\t\(trial.operations)")
    }

    /// Runs the case's `hold` at `n` once: the stack probe (the process's exit status is the answer)
    /// and, with `memory`, the heap bytes and resident KiB the `n` live subscriptions added.
    static func hold(_ scaleCase: ScaleCase, n: Int, memory: Bool) {
        guard let hold = scaleCase.hold else { fail("\(scaleCase.name) has no single run at one size") }
        let meter = Meter(counting: memory)
        if let problem = hold(n, meter) { fail("\(scaleCase.name) at N = \(n) computed a wrong result: \(problem)") }
        print("xscale-hold\t\(scaleCase.name)\t\(n)\t\(meter.heapBytes)\t\(meter.residentKiB)")
    }

    static func main(_ arguments: [String]) {
        var mode = ""
        var name = ""
        var n = 0
        var target = 100_000
        var repetitions = 3
        var iterator = arguments.dropFirst().makeIterator()
        func number(_ flag: String) -> Int {
            guard let text = iterator.next(), let value = Int(text), value > 0 else {
                fail("\(flag) needs a positive count")
            }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--list":
                for scaleCase in ScaleCases.all {
                    print("\(scaleCase.name)\t\(scaleCase.unit)\t\(scaleCase.hold == nil ? "-" : "hold")")
                }
                return
            case "--time", "--instructions", "--probe", "--memory":
                mode = argument
                guard let value = iterator.next() else { fail("\(argument) needs a case name") }
                name = value
            case "--n": n = number(argument)
            case "--target": target = number(argument)
            case "--repetitions": repetitions = number(argument)
            default:
                fail(
                    "unknown argument \(argument) (--list, --time|--instructions|--probe|--memory CASE --n N [--target OPS])"
                )
            }
        }
        guard let scaleCase = ScaleCases.all.first(where: { $0.name == name }) else { fail("no case named \(name)") }
        guard n > 0 else { fail("--n is needed") }
        guard rb_alloc_interposition_works() == 1 else { fail("the allocation counter is not interposed") }
        switch mode {
        case "--time": time(scaleCase, n: n, target: target, repetitions: repetitions)
        case "--instructions": instructions(scaleCase, n: n, target: target)
        case "--probe": hold(scaleCase, n: n, memory: false)
        default: hold(scaleCase, n: n, memory: true)
        }
    }
}
