"""The scaling suite of the cross-library benchmark (`cross-benchmark.sh RXSWIFT_CHECKOUT --scaling`).

For N = 10, 100, 1,000, 10,000 and 100,000 it measures the cost of one operation of each case
(Benchmarks/CrossLibrary/Scaling/: RxScaling.swift against RxSwift and against this package,
OpenCombineScaling.swift, AsyncScaling.swift) in every library that has the case, and writes
docs/benchmarks/scaling.md with one SVG chart per case. Every number comes from a fresh process:
- instructions: callgrind with its instrumentation off at start and turned on only around the
  measured region (every thread, so the async side's tasks count), divided by the operations in it;
  about 10,000 operations per size, and never fewer than one structure of N;
- time: the CPU time of the measured region (the thread's; the process's for the async side) per
  operation, the median of 3 fresh trials of about 100,000 operations, after a warm-up at N = 10;
- growth exponent k: the least-squares slope of log(cost) against log(N) over N = 1,000, 10,000 and
  100,000 (k = 0 is flat, k = 1 is linear per operation, so quadratic over N operations);
- stack limits: the stack-bound cases run once at growing N in child processes (main thread, the
  default 8 MiB stack; the async side on the executor's threads) until one crashes or times out,
  then the step is bisected;
- memory: the heap bytes (each block's usable size, counted by the interposed malloc) and the
  resident set (VmRSS) that N live subscriptions or operators added, in a fresh process, divided by N.

The generated package (default .build-xscale/) depends on the RxSwift checkout and this package by
path and on OpenCombine and swift-async-algorithms from their URLs (or the checkouts given).
"""

from __future__ import annotations

import json
import math
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import xbench_peers
from xbench_build import release_build

REPO = Path(__file__).resolve().parents[2]
SCALING = REPO / "Benchmarks" / "CrossLibrary" / "Scaling"
COUNTER = REPO / "Benchmarks" / "CAllocationCounter"
SIZES = [10, 100, 1_000, 10_000, 100_000]
FIT_FROM = 1_000
LIBRARIES = ["ours", "rxswift", "opencombine", "async"]
TITLES = xbench_peers.TITLES
COLOURS = {"ours": "#1f77b4", "rxswift": "#d62728", "opencombine": "#2ca02c", "async": "#9467bd"}
EXECUTABLES = {
    side: f"XScale{name}"
    for side, name in [("ours", "Ours"), ("rxswift", "RxSwift"), ("opencombine", "OpenCombine"), ("async", "Async")]
}
SOURCES = {
    "ours": ["RxScaling.swift"],
    "rxswift": ["RxScaling.swift"],
    "opencombine": ["OpenCombineScaling.swift"],
    # Shared with the peers' async workloads (Benchmarks/CrossLibrary/AsyncSupport/).
    "async": ["AsyncScaling.swift", SCALING.parent / "AsyncSupport" / "Blocking.swift"],
}
# The cases, in the page's order, with what the page says about each.
CASES = {
    "subject-dispose": "Dispose one of N subscribers of a subject (in a fixed shuffled order, the same for every library)",
    "composite-remove": "Remove one of N members of a CompositeDisposable (OpenCombine: `Set<AnyCancellable>` remove + cancel)",
    "subscribe": "Subscribe to a subject that has N subscribers already",
    "fan-out": "Deliver one event to one of N subscribers",
    "flatMap-alive": "One inner of a flatMap with N inners alive: subscribed, one event through it, disposed",
    "concat": "One source of a concat of N one-element sources",
    "replay": "One element of N replayed to a new subscriber",
    "map-chain": "One operator of a chain of N maps: subscribed, one event through, disposed",
    "disposebag": "One disposable inserted into a DisposeBag of N, disposed with the bag",
}
# Not built, and why (the case files say the same next to the code).
NOT_BUILT = {
    ("opencombine", "replay"): "Combine has no replay of N (`CurrentValueSubject` keeps one value)",
    (
        "async",
        "composite-remove",
    ): "no container of cancellation handles in Swift concurrency (a `[Key: Task]` would measure `Dictionary`)",
    ("async", "replay"): "`share()` buffers for slow consumers and replays nothing to a late one",
    (
        "async",
        "disposebag",
    ): "a task group holds tasks, not cancellables: the cost would be N task starts, as in `subscribe`",
}
# The cases whose size is bounded by the stack, probed at growing N.
STACK_CASES = ["map-chain", "concat", "flatMap-alive"]
PROBE_LADDER = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]
PROBE_TIMEOUT = 240
# One measuring process at most (set-up included: the async side's set-up of 100,000 consumer tasks
# of one share() is itself quadratic, and under callgrind it does not end in useful time).
MEASURE_TIMEOUT = 300
# A size whose timed process took longer than this (seconds) is not run again under callgrind.
CALLGRIND_AFTER = 30
MEMORY_CASES = {
    "subscribe": "live subscription to a subject",
    "flatMap-alive": "live inner of a flatMap",
    "map-chain": "operator of a built and subscribed chain of maps",
}


def package_manifest(rxswift: Path, opencombine: Path | None, async_algorithms: Path | None) -> str:
    def target(side: str, product: str, package: str, extra: str = "") -> str:
        return f"""
        .executableTarget(
            name: "{EXECUTABLES[side]}",
            dependencies: ["XScaleSupport", .product(name: "{product}", package: "{package}")]{extra}
        ),"""

    language_mode = ",\n            swiftSettings: [.swiftLanguageMode(.v5)]"
    return f"""// swift-tools-version: 6.0
// Generated by scripts/compat/cross-benchmark.py --scaling: the scaling cases against four libraries.
import PackageDescription

let package = Package(
    name: "XScale",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "RxSwift", path: "{rxswift}"),
        .package(name: "ReactiveArchitectures", path: "{REPO}"),{xbench_peers.package_dependencies(opencombine, async_algorithms)}
    ],
    targets: [
        .target(name: "XScaleSupport"),{target("rxswift", "RxSwift", "RxSwift")}{target("ours", "Reactive", "ReactiveArchitectures")}{target("opencombine", "OpenCombine", "OpenCombine")}{target("async", "AsyncAlgorithms", "swift-async-algorithms", language_mode)}
    ]
)
"""


def write_package(
    work: Path,
    rxswift: Path,
    opencombine: Path | None,
    async_algorithms: Path | None,
    write: Callable[[Path, str], None],
) -> None:
    write(work / "Package.swift", package_manifest(rxswift, opencombine, async_algorithms))
    support = work / "Sources" / "XScaleSupport"
    write(support / "AllocationCounter.c", (COUNTER / "AllocationCounter.c").read_text())
    write(support / "CallgrindRegion.c", (SCALING / "Support" / "CallgrindRegion.c").read_text())
    write(support / "include" / "CAllocationCounter.h", (COUNTER / "include" / "CAllocationCounter.h").read_text())
    write(support / "include" / "XScaleSupport.h", (SCALING / "Support" / "XScaleSupport.h").read_text())
    for side, files in SOURCES.items():
        directory = work / "Sources" / EXECUTABLES[side]
        names = ["ScaleHarness.swift", "main.swift", *(Path(file).name for file in files)]
        for stale in directory.glob("*.swift") if directory.exists() else []:
            if stale.name not in names:
                stale.unlink()
        for name, path in zip(names, ["ScaleHarness.swift", "ScaleMain.swift", *files]):
            source = SCALING / path
            text = source.read_text()
            if side == "ours":
                text = xbench_peers.RX_IMPORT.sub("import Reactive", text)
            write(directory / name, text)


def build(work: Path, die: Callable[[str], None]) -> None:
    for line in release_build(work, die):
        if ": warning: " in line and any(f"/{executable}/" in line for executable in EXECUTABLES.values()):
            print(f"cross-benchmark: a scaling case's build warns: {line}", file=sys.stderr)


def binary(work: Path, side: str) -> Path:
    return work / ".build" / "release" / EXECUTABLES[side]


def listed(work: Path, side: str) -> dict[str, tuple[str, bool]]:
    run = subprocess.run([str(binary(work, side)), "--list"], capture_output=True, text=True, check=True)
    cases = {}
    for line in run.stdout.splitlines():
        name, unit, hold = line.split("\t")
        cases[name] = (unit, hold == "hold")
    return cases


# Child processes crash by design in the stack probes: the Swift runtime's backtracer would spend
# seconds on each of those (and print thousands of frames), so it is off.
CHILD_ENVIRONMENT = {**os.environ, "SWIFT_BACKTRACE": "enable=no"}


def run_case(command: list[str], die: Callable[[str], None], prefix: str) -> list[str] | str:
    """The result line's fields, or a string saying how the process crashed or that it timed out (a
    stack overflow at a size the library cannot reach is a result, not an error); a wrong result
    stops the run."""
    try:
        run = subprocess.run(command, capture_output=True, text=True, env=CHILD_ENVIRONMENT, timeout=MEASURE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"timeout (> {MEASURE_TIMEOUT} s)"
    if run.returncode != 0:
        if "xscale: error" in run.stderr:
            die(f"{shlex.join(command)} failed (status {run.returncode}):\n{run.stderr.strip()[-2000:]}")
        signal = -run.returncode if run.returncode < 0 else run.returncode - 128 if run.returncode > 128 else None
        if signal is None and "SIGSEGV" in run.stderr:
            signal = 11
        return f"crash (signal {signal})" if signal else f"failed (status {run.returncode})"
    for line in run.stdout.splitlines():
        if line.startswith(prefix + "\t"):
            return line.split("\t")
    die(f"{shlex.join(command)} printed no result:\n{run.stdout[-2000:]}")
    raise AssertionError


def stripped(work: Path, side: str) -> Path:
    """Valgrind before 3.20 cannot read Swift's DWARF 5: callgrind runs a copy without debug information."""
    copy = work / "profile" / EXECUTABLES[side]
    copy.parent.mkdir(exist_ok=True)
    if not copy.exists() or copy.stat().st_mtime < binary(work, side).stat().st_mtime:
        subprocess.run(["objcopy", "--strip-debug", str(binary(work, side)), str(copy)], check=True)
    return copy


def instructions(work: Path, side: str, case: str, n: int, target: int, die: Callable[[str], None]) -> float | str:
    output = work / "profile" / f"callgrind.scale.{side}.{case}.{n}.out"
    command = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        f"--callgrind-out-file={output}",
        str(stripped(work, side)),
        "--instructions",
        case,
        "--n",
        str(n),
        "--target",
        str(target),
    ]
    fields = run_case(command, die, "xscale-instructions")
    if isinstance(fields, str):
        return fields
    operations = int(fields[3])
    total = 0
    for line in output.read_text().splitlines():
        if line.startswith("totals:") or line.startswith("summary:"):
            total = int(line.split()[1])
    return total / operations


def cpu_time(work: Path, side: str, case: str, n: int, target: int, die: Callable[[str], None]) -> float | str:
    # At the largest size the set-up dominates the process: one trial instead of the median of 3.
    repetitions = 1 if n >= 100_000 else 3
    command = [
        str(binary(work, side)),
        "--time",
        case,
        "--n",
        str(n),
        "--target",
        str(target),
        "--repetitions",
        str(repetitions),
    ]
    fields = run_case(command, die, "xscale-time")
    return fields if isinstance(fields, str) else float(fields[3])


def probe(work: Path, side: str, case: str, n: int) -> str:
    """ "ok", "crash (signal S)" or "timeout": one run of the case at `n` in a child process."""
    try:
        run = subprocess.run(
            [str(binary(work, side)), "--probe", case, "--n", str(n)],
            capture_output=True,
            text=True,
            timeout=PROBE_TIMEOUT,
            env=CHILD_ENVIRONMENT,
        )
    except subprocess.TimeoutExpired:
        return "timeout"
    if run.returncode == 0:
        return "ok"
    if run.returncode < 0:
        return f"crash (signal {-run.returncode})"
    return f"failed (status {run.returncode}): {run.stderr.strip()[-300:]}"


def stack_limit(work: Path, side: str, case: str, ladder: list[int], log: Callable[[str], None]) -> dict:
    """The largest N of the ladder that runs, the first that does not, and the bisected boundary."""
    good, bad, why = 0, None, ""
    for n in ladder:
        outcome = probe(work, side, case, n)
        log(f"  probe {side} {case} N = {n:,}: {outcome}")
        if outcome != "ok":
            bad, why = n, outcome
            break
        good = n
    if bad is not None and why != "timeout":
        # Bisect to within 5 % of the boundary (a crash is deterministic). A timeout is no stack limit:
        # it is reported as the size that did not finish, not bisected.
        while bad - good > max(10, good // 20):
            middle = (good + bad) // 2
            outcome = probe(work, side, case, middle)
            log(f"  probe {side} {case} N = {middle:,}: {outcome}")
            if outcome == "ok":
                good = middle
            else:
                bad, why = middle, outcome
    return {"largest": good, "first_failing": bad, "failure": why}


def memory(work: Path, side: str, case: str, n: int, die: Callable[[str], None]) -> dict | str:
    fields = run_case([str(binary(work, side)), "--memory", case, "--n", str(n)], die, "xscale-hold")
    if isinstance(fields, str):
        return fields
    return {"n": n, "heap_bytes": int(fields[3]) / n, "resident_bytes": int(fields[4]) * 1024 / n}


def exponent(points: dict[int, float]) -> float | None:
    """Least-squares slope of log(cost) on log(N) over the sizes from FIT_FROM up."""
    pairs = [(math.log(n), math.log(value)) for n, value in points.items() if n >= FIT_FROM and value > 0]
    if len(pairs) < 2:
        return None
    mean_x = statistics.fmean(x for x, _ in pairs)
    mean_y = statistics.fmean(y for _, y in pairs)
    denominator = sum((x - mean_x) ** 2 for x, _ in pairs)
    return sum((x - mean_x) * (y - mean_y) for x, y in pairs) / denominator


class Results:
    """The measurements, kept in the work directory as they arrive so an interrupted run can resume
    (`--reuse`); the page is written from it."""

    def __init__(self, path: Path, reuse: bool):
        self.path = path
        self.data: dict = json.loads(path.read_text()) if reuse and path.exists() else {}
        # How many values this run measured (a --reuse run that measured none only writes the page).
        self.measured = 0

    def get(self, *key: object) -> object:
        return self.data.get("/".join(map(str, key)))

    def put(self, value: object, *key: object) -> object:
        self.measured += 1
        self.data["/".join(map(str, key))] = value
        self.path.write_text(json.dumps(self.data, indent=1, sort_keys=True))
        return value


# What one measured region may cost, so that a case that grows (the async side's cancel is O(N)) does
# not take an hour at N = 100,000: its operations are cut to fit, never below MINIMUM_OPERATIONS.
BUDGET = {"instructions": 2e9, "ns": 2e9}
MINIMUM_OPERATIONS = 20


def budgeted(results: "Results", metric: str, name: str, side: str, n: int, target: int) -> int:
    """`target`, or fewer operations where the cost per operation extrapolated from the two sizes
    below `n` (log-log) would put the region over its budget."""
    below = [size for size in SIZES if size < n]
    known = [(size, results.get(metric, name, side, size)) for size in below[-2:]]
    known = [(size, value) for size, value in known if isinstance(value, (int, float)) and value > 0]
    if not known:
        return target
    size, value = known[-1]
    slope = 0.0
    if len(known) == 2:
        slope = max(0.0, math.log(known[1][1] / known[0][1]) / math.log(known[1][0] / known[0][0]))
    predicted = value * (n / size) ** slope
    return max(MINIMUM_OPERATIONS, min(target, int(BUDGET[metric] / predicted)))


def predicted_wall(results: "Results", metric: str, name: str, side: str, n: int) -> float:
    """Seconds the measuring process at `n` should take, set-up included, extrapolated (log-log) from
    the two sizes below it: a set-up that grows quadratically is skipped, not waited for."""
    below = [size for size in SIZES if size < n][-2:]
    walls = [results.get("wall", metric, name, side, size) for size in below]
    if len(walls) < 2 or not all(isinstance(wall, (int, float)) and wall > 0 for wall in walls):
        return 0.0
    growth = max(1.0, walls[1] / walls[0])
    return walls[1] * growth ** (math.log(n / below[1]) / math.log(below[1] / below[0]))


def measure(
    work: Path, quick: bool, only: list[str], results: Results, die: Callable[[str], None]
) -> tuple[list[str], dict]:
    sizes = SIZES[:3] if quick else SIZES
    time_target, instruction_target = (10_000, 2_000) if quick else (100_000, 10_000)
    ladder = [n for n in PROBE_LADDER if n <= 10_000] if quick else PROBE_LADDER
    cases = {side: listed(work, side) for side in LIBRARIES}
    for side, names in cases.items():
        for name in CASES:
            if name not in names and (side, name) not in NOT_BUILT:
                die(f"{EXECUTABLES[side]} lacks case {name} without a reason in xbench_scaling.NOT_BUILT")
    for name in only:
        if name not in CASES:
            die(f"no scaling case named {name}; cases: {', '.join(CASES)}")
    names = [name for name in CASES if not only or name in only]

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    def cached(compute: Callable[[], object], *key: object) -> object:
        value = results.get(*key)
        return value if value is not None else results.put(compute(), *key)

    def put_once(value: object, *key: object) -> object:
        known = results.get(*key)
        return known if known is not None else results.put(value, *key)

    for name in names:
        # Per library: why larger sizes are not run at all (a crash, a timeout, a set-up too slow),
        # and why they are not run under callgrind.
        stopped: dict[str, str] = {}
        no_callgrind: dict[str, str] = {}
        for n in sizes:
            for side in LIBRARIES:
                if name not in cases[side]:
                    continue
                if side in stopped:
                    put_once(stopped[side], "ns", name, side, n)
                    put_once(stopped[side], "instructions", name, side, n)
                    continue
                log(f"{name} N = {n:,}: {side}")
                value = results.get("ns", name, side, n)
                if value is None:
                    predicted = predicted_wall(results, "ns", name, side, n)
                    if predicted > MEASURE_TIMEOUT:
                        value = results.put(f"not run: would take ~{predicted:,.0f} s", "ns", name, side, n)
                    else:
                        began = time.time()
                        target = budgeted(results, "ns", name, side, n, time_target)
                        value = results.put(cpu_time(work, side, name, n, target, die), "ns", name, side, n)
                        results.put(time.time() - began, "wall", "ns", name, side, n)
                if isinstance(value, str):
                    why = value if value.startswith("not run") else f"not run ({value} at N = {n:,})"
                    stopped[side] = why
                    put_once(value if value.startswith("not run") else why, "instructions", name, side, n)
                    continue
                native = results.get("wall", "ns", name, side, n)
                if side not in no_callgrind and isinstance(native, (int, float)) and native > CALLGRIND_AFTER:
                    # Callgrind runs the whole process, set-up included, some 50× slower.
                    no_callgrind[side] = f"not run: the timed process took {native:,.0f} s at N = {n:,}"
                if side in no_callgrind:
                    put_once(no_callgrind[side], "instructions", name, side, n)
                    continue
                target = budgeted(results, "instructions", name, side, n, instruction_target)
                value = cached(lambda: instructions(work, side, name, n, target, die), "instructions", name, side, n)
                if isinstance(value, str):
                    no_callgrind[side] = value if value.startswith("not run") else f"not run ({value} at N = {n:,})"
    for name in (name for name in STACK_CASES if name in names):
        for side in LIBRARIES:
            if name in cases[side] and cases[side][name][1]:
                cached(lambda: stack_limit(work, side, name, ladder, log), "stack", name, side)
    for name in (name for name in MEMORY_CASES if name in names):
        for side in LIBRARIES:
            if name not in cases[side] or not cases[side][name][1]:
                continue
            n = 1_000 if quick else 100_000
            limit = results.get("stack", name, side)
            if isinstance(limit, dict) and limit["first_failing"] is not None:
                # Well inside the stack limit: the largest decade at most half of it.
                n = min(n, max(10, limit["largest"] // 2))
            log(f"memory {name} {side} N = {n:,}")
            cached(lambda: memory(work, side, name, n, die), "memory", name, side)
    return names, {
        side: {name: unit for name, (unit, _) in listed_cases.items()} for side, listed_cases in cases.items()
    }


def run(
    args,
    work: Path,
    rxswift: Path,
    opencombine: Path | None,
    async_algorithms: Path | None,
    write,
    die,
    header: Callable[[Path], list[str]],
) -> int:
    """`--scaling`: builds the scaling package, measures, writes the page."""
    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            die(f"--scaling needs {tool} on PATH")
    write_package(work, rxswift, opencombine, async_algorithms, write)
    started = time.time()
    build(work, die)
    built = time.time()
    results = Results(work / f"scaling-results{'-quick' if args.quick else ''}.json", args.reuse)

    names, units = measure(work, args.quick, args.only, results, die)
    if results.measured:
        # Every command that measured into these results, in order (a --reuse run adds to the last).
        command = "scripts/compat/cross-benchmark.sh " + shlex.join(sys.argv[1:])
        commands = results.get("commands")
        results.put((commands if isinstance(commands, list) else []) + [command], "commands")
    import xbench_scaling_page  # here, not at the top: it imports this module

    # A --quick run is a smoke test: its page goes into the work directory unless --output says otherwise.
    default = work / "quick-page" if args.quick else REPO / "docs" / "benchmarks"
    xbench_scaling_page.report(args, names, units, results, header(work), default)
    print(f"build {built - started:.0f} s, measurement {time.time() - built:.0f} s", file=sys.stderr)
    return 0
