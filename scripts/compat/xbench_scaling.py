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

REPO = Path(__file__).resolve().parents[2]
SCALING = REPO / "Benchmarks" / "CrossLibrary" / "Scaling"
COUNTER = REPO / "Benchmarks" / "CAllocationCounter"
SIZES = [10, 100, 1_000, 10_000, 100_000]
FIT_FROM = 1_000
LIBRARIES = ["ours", "rxswift", "opencombine", "async"]
TITLES = xbench_peers.TITLES
COLOURS = {"ours": "#1f77b4", "rxswift": "#d62728", "opencombine": "#2ca02c", "async": "#9467bd"}
EXECUTABLES = {side: f"XScale{name}" for side, name in [("ours", "Ours"), ("rxswift", "RxSwift"), ("opencombine", "OpenCombine"), ("async", "Async")]}
SOURCES = {
    "ours": ["RxScaling.swift"],
    "rxswift": ["RxScaling.swift"],
    "opencombine": ["OpenCombineScaling.swift"],
    "async": ["AsyncScaling.swift"],
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
    ("async", "composite-remove"): "no container of cancellation handles in Swift concurrency (a `[Key: Task]` would measure `Dictionary`)",
    ("async", "replay"): "`share()` buffers for slow consumers and replays nothing to a late one",
    ("async", "disposebag"): "a task group holds tasks, not cancellables: the cost would be N task starts, as in `subscribe`",
}
# The cases whose size is bounded by the stack, probed at growing N.
STACK_CASES = ["map-chain", "concat", "flatMap-alive"]
PROBE_LADDER = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000]
PROBE_TIMEOUT = 240
MEMORY_CASES = {"subscribe": "live subscription to a subject", "flatMap-alive": "live inner of a flatMap", "map-chain": "operator of a built and subscribed chain of maps"}


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


def write_package(work: Path, rxswift: Path, opencombine: Path | None, async_algorithms: Path | None, write: Callable[[Path, str], None]) -> None:
    write(work / "Package.swift", package_manifest(rxswift, opencombine, async_algorithms))
    support = work / "Sources" / "XScaleSupport"
    write(support / "AllocationCounter.c", (COUNTER / "AllocationCounter.c").read_text())
    write(support / "CallgrindRegion.c", (SCALING / "Support" / "CallgrindRegion.c").read_text())
    write(support / "include" / "CAllocationCounter.h", (COUNTER / "include" / "CAllocationCounter.h").read_text())
    write(support / "include" / "XScaleSupport.h", (SCALING / "Support" / "XScaleSupport.h").read_text())
    for side, files in SOURCES.items():
        directory = work / "Sources" / EXECUTABLES[side]
        names = ["ScaleHarness.swift", "main.swift", *files]
        for stale in directory.glob("*.swift") if directory.exists() else []:
            if stale.name not in names:
                stale.unlink()
        for name in names:
            source = SCALING / ("ScaleMain.swift" if name == "main.swift" else name)
            text = source.read_text()
            if side == "ours":
                text = xbench_peers.RX_IMPORT.sub("import Reactive", text)
            write(directory / name, text)


def build(work: Path, die: Callable[[str], None]) -> None:
    print(f"building {work} (swift build -c release; the first build takes several minutes)", file=sys.stderr)
    run = subprocess.run(["swift", "build", "-c", "release", "--package-path", str(work)], capture_output=True, text=True)
    output = run.stdout + run.stderr
    (work / "build.log").write_text(output)
    if run.returncode != 0:
        errors = [line for line in output.splitlines() if ": error: " in line] or output.splitlines()[-30:]
        die("the build failed (whole log in {}):\n{}".format(work / "build.log", "\n".join(errors[:30])))
    for line in output.splitlines():
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
    """The result line's fields, or a string saying how the process crashed (a stack overflow at a
    size the library cannot reach is a result, not an error); a wrong result stops the run."""
    run = subprocess.run(command, capture_output=True, text=True, env=CHILD_ENVIRONMENT)
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
        "valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={output}",
        str(stripped(work, side)), "--instructions", case, "--n", str(n), "--target", str(target),
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
    command = [str(binary(work, side)), "--time", case, "--n", str(n), "--target", str(target)]
    fields = run_case(command, die, "xscale-time")
    return fields if isinstance(fields, str) else float(fields[3])


def probe(work: Path, side: str, case: str, n: int) -> str:
    """"ok", "crash (signal S)" or "timeout": one run of the case at `n` in a child process."""
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
    if bad is not None:
        # Bisect to within 5 % of the boundary (a crash is deterministic; a timeout is treated alike).
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

    def get(self, *key: object) -> object:
        return self.data.get("/".join(map(str, key)))

    def put(self, value: object, *key: object) -> object:
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


def measure(work: Path, quick: bool, only: list[str], results: Results, die: Callable[[str], None]) -> tuple[list[str], dict]:
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

    for name in names:
        crashed: dict[str, str] = {}
        for n in sizes:
            for side in LIBRARIES:
                if name not in cases[side]:
                    continue
                if side in crashed:
                    # A larger size of what crashed (the stack) would crash again.
                    results.put(crashed[side], "instructions", name, side, n)
                    results.put(crashed[side], "ns", name, side, n)
                    continue
                log(f"{name} N = {n:,}: {side}")
                for metric, compute in (
                    (
                        "instructions",
                        lambda: instructions(
                            work, side, name, n, budgeted(results, "instructions", name, side, n, instruction_target), die
                        ),
                    ),
                    ("ns", lambda: cpu_time(work, side, name, n, budgeted(results, "ns", name, side, n, time_target), die)),
                ):
                    value = cached(compute, metric, name, side, n)
                    if isinstance(value, str):
                        crashed[side] = value
                        break
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
    return names, {side: {name: unit for name, (unit, _) in listed_cases.items()} for side, listed_cases in cases.items()}


def fmt(value: object, digits: int = 0) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if value >= 100 or digits == 0 and value >= 10:
        return f"{value:,.0f}"
    return f"{value:,.{max(digits, 1)}f}"


def series(results: Results, metric: str, name: str, side: str) -> dict[int, float]:
    points = {}
    for n in SIZES:
        value = results.get(metric, name, side, n)
        if isinstance(value, (int, float)):
            points[n] = float(value)
    return points


def label(value: float) -> str:
    if value >= 1_000_000:
        return f"{value / 1_000_000:g}M"
    if value >= 1_000:
        return f"{value / 1_000:g}k"
    return f"{value:g}"


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def panel(lines: list[str], left: float, top: float, width: float, height: float, title: str, y_label: str, data: dict[str, dict[int, float]]) -> None:
    """One log-log panel: a line per library, every point marked, a grid at each decade."""
    values = [v for points in data.values() for v in points.values() if v > 0]
    if not values:
        return
    x_min, x_max = math.log10(min(SIZES)), math.log10(max(SIZES))
    y_min = math.floor(math.log10(min(values)))
    y_max = math.ceil(math.log10(max(values)))
    if y_max == y_min:
        y_max += 1

    def px(x: float) -> float:
        return left + (math.log10(x) - x_min) / (x_max - x_min) * width

    def py(y: float) -> float:
        return top + (y_max - math.log10(y)) / (y_max - y_min) * height

    lines.append(f'<text x="{left + width / 2:.1f}" y="{top - 12:.1f}" text-anchor="middle" font-weight="bold">{escape(title)}</text>')
    for n in SIZES:
        lines.append(f'<line x1="{px(n):.1f}" y1="{top:.1f}" x2="{px(n):.1f}" y2="{top + height:.1f}" stroke="#ddd"/>')
        lines.append(f'<text x="{px(n):.1f}" y="{top + height + 16:.1f}" text-anchor="middle">{label(n)}</text>')
    for exponent in range(y_min, y_max + 1):
        y = py(10**exponent)
        lines.append(f'<line x1="{left:.1f}" y1="{y:.1f}" x2="{left + width:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        lines.append(f'<text x="{left - 6:.1f}" y="{y + 4:.1f}" text-anchor="end">{label(10**exponent)}</text>')
        if exponent < y_max:
            for minor in (2, 5):
                ym = py(minor * 10**exponent)
                lines.append(f'<line x1="{left:.1f}" y1="{ym:.1f}" x2="{left + width:.1f}" y2="{ym:.1f}" stroke="#f2f2f2"/>')
    lines.append(f'<line x1="{left:.1f}" y1="{top:.1f}" x2="{left:.1f}" y2="{top + height:.1f}" stroke="black"/>')
    lines.append(f'<line x1="{left:.1f}" y1="{top + height:.1f}" x2="{left + width:.1f}" y2="{top + height:.1f}" stroke="black"/>')
    lines.append(f'<text x="{left + width / 2:.1f}" y="{top + height + 34:.1f}" text-anchor="middle">N (log scale)</text>')
    middle = top + height / 2
    lines.append(f'<text x="{left - 52:.1f}" y="{middle:.1f}" text-anchor="middle" transform="rotate(-90 {left - 52:.1f} {middle:.1f})">{escape(y_label)} (log scale)</text>')
    for side, points in data.items():
        if not points:
            continue
        path = " ".join(f"{px(n):.1f},{py(v):.1f}" for n, v in sorted(points.items()) if v > 0)
        lines.append(f'<polyline points="{path}" fill="none" stroke="{COLOURS[side]}" stroke-width="2"/>')
        for n, v in sorted(points.items()):
            if v > 0:
                lines.append(f'<circle cx="{px(n):.1f}" cy="{py(v):.1f}" r="3.5" fill="{COLOURS[side]}"><title>{TITLES[side]}, N = {n:,}: {fmt(v)}</title></circle>')


def chart(name: str, results: Results, sides: list[str]) -> str:
    width, height = 900, 400
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        '<rect width="100%" height="100%" fill="white"/>',
        f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="14" font-weight="bold">{escape(name)}: cost of one operation as N grows</text>',
    ]
    panel(lines, 90, 70, 330, 250, "instructions (callgrind)", "instructions per operation", {side: series(results, "instructions", name, side) for side in sides})
    panel(lines, 540, 70, 330, 250, "CPU time", "ns per operation", {side: series(results, "ns", name, side) for side in sides})
    x = 90
    for side in sides:
        lines.append(f'<line x1="{x}" y1="{height - 18}" x2="{x + 24}" y2="{height - 18}" stroke="{COLOURS[side]}" stroke-width="3"/>')
        lines.append(f'<text x="{x + 30}" y="{height - 14}">{escape(TITLES[side])}</text>')
        x += 170
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


# Why one of our cases is not flat (k ≥ 0.1), where the reason is inherent or known; the page says
# "not flat" without an excuse for any case missing here.
EXPLAINED: dict[str, str] = {}


def fit_cell(points: dict[int, float]) -> str:
    k = exponent(points)
    return "–" if k is None else f"{k:+.2f}".replace("+", "") if k >= 0 else f"{k:.2f}".replace("-", "−")


def page(names: list[str], units: dict[str, dict[str, str]], results: Results, header: list[str], quick: bool) -> tuple[str, dict[str, str]]:
    """The Markdown page and its charts (file name to SVG)."""
    charts: dict[str, str] = {}
    out = ["# Scaling: the cost of one operation from N = 10 to 100,000, against every peer", ""]
    out += header + [""]
    out += [
        "How it is measured (scripts/compat/xbench_scaling.py has the details): every figure comes from a",
        "fresh process of the library's executable, built `-c release` in a temporary package.",
        "**Instructions** are callgrind's count with instrumentation on only around the measured region,",
        "on every thread (so the async side's tasks, switches and executor threads count), divided by the",
        "operations in the region (about 10,000, never less than one structure of N). **ns** is the CPU",
        "time of the region per operation (the thread's; the whole process's for async-algorithms), the",
        "median of 3 fresh trials of about 100,000 operations after a warm-up at N = 10, on a machine",
        "shared with other builds: trust instructions for the shape, time for the order of magnitude.",
        f"**k** is the least-squares slope of log(cost) over log(N) for N = {FIT_FROM:,}, 10,000 and 100,000:",
        "0 is flat, 1 is linear in N per operation (so quadratic for all N).",
        "A fast wrong result cannot pass: every trial checks what it computed (sums delivered, members",
        "disposed, subscribers left) and a wrong one stops the run.",
        "",
        "## Growth exponents",
        "",
        "| case | " + " | ".join(f"{TITLES[side]} k (instr / ns)" for side in LIBRARIES) + " |",
        "| --- |" + " ---: |" * len(LIBRARIES),
    ]
    for name in names:
        cells = []
        for side in LIBRARIES:
            if name not in units[side]:
                cells.append("n/a")
                continue
            cells.append(f"{fit_cell(series(results, 'instructions', name, side))} / {fit_cell(series(results, 'ns', name, side))}")
        out.append(f"| [`{name}`](#{name}) | " + " | ".join(cells) + " |")
    out += ["", "## Our cases, flat or explained", ""]
    for name in names:
        k = exponent(series(results, "instructions", name, "ours"))
        if k is None:
            continue
        if k < 0.1:
            out.append(f"- `{name}`: flat (k = {k:.2f} in instructions).")
        else:
            why = EXPLAINED.get(name, "**not flat, not explained**: reported to the lead (issue #31 item 3).")
            out.append(f"- `{name}`: k = {k:.2f} in instructions. {why}")
    for name in names:
        sides = [side for side in LIBRARIES if name in units[side]]
        file = f"scaling-{name}.svg"
        charts[file] = chart(name, results, sides)
        out += ["", f"## {name}", "", CASES[name] + ".", ""]
        for side in LIBRARIES:
            if name in units[side]:
                out.append(f"- {TITLES[side]}: {units[side][name]}")
            else:
                out.append(f"- {TITLES[side]}: n/a: {NOT_BUILT.get((side, name), 'not built')}")
        out += ["", f"![{name}]({file})", ""]
        out.append("| N | " + " | ".join(f"{TITLES[side]} instr | {TITLES[side]} ns" for side in sides) + " |")
        out.append("| ---: |" + " ---: | ---: |" * len(sides))
        for n in SIZES[:3] if quick else SIZES:
            cells = []
            for side in sides:
                cells += [fmt(results.get("instructions", name, side, n)), fmt(results.get("ns", name, side, n), 1)]
            out.append(f"| {n:,} | " + " | ".join(cells) + " |")
        out.append(
            "| k | " + " | ".join(f"{fit_cell(series(results, 'instructions', name, side))} | {fit_cell(series(results, 'ns', name, side))}" for side in sides) + " |"
        )
    out += [
        "",
        "## Stack limits",
        "",
        "The stack-bound cases run once at growing N in a child process (N = 100, 200, 500, 1,000, … 1,000,000),",
        "until one crashes or runs longer than "
        f"{PROBE_TIMEOUT} s; the step is then bisected to within 5 %. RxSwift, ours and OpenCombine run on",
        "the main thread (the default 8 MiB stack); async-algorithms on the global executor's threads.",
        "",
        "| case | " + " | ".join(TITLES[side] for side in LIBRARIES) + " |",
        "| --- |" + " ---: |" * len(LIBRARIES),
    ]
    for name in (name for name in STACK_CASES if name in names):
        cells = []
        for side in LIBRARIES:
            limit = results.get("stack", name, side)
            if not isinstance(limit, dict):
                cells.append("n/a")
            elif limit["first_failing"] is None:
                cells.append(f"≥ {limit['largest']:,} (all ran)")
            else:
                cells.append(f"{limit['largest']:,} ({limit['failure']} at {limit['first_failing']:,})")
        out.append(f"| `{name}` | " + " | ".join(cells) + " |")
    out += [
        "",
        "## Memory",
        "",
        "Each row is one fresh process that builds N live subscriptions (or operators) and reads, between",
        "just before and while they are alive: the **heap** bytes allocated minus freed (each block by",
        "its usable size, counted by the executable's own malloc) and the **resident** set (VmRSS). Both",
        "divided by N. The containers that hold the handles are reserved before the first reading, so",
        "they are not counted; the inner sources of `flatMap-alive` and the chain's source subject are",
        "built before it too. The resident figure includes the allocator's slack and, for the async side,",
        "the executor threads' stacks; the heap figure is the one to compare.",
        "",
        "| per | " + " | ".join(f"{TITLES[side]} heap / resident (N)" for side in LIBRARIES) + " |",
        "| --- |" + " ---: |" * len(LIBRARIES),
    ]
    verdicts = []
    for name, what in MEMORY_CASES.items():
        if name not in names:
            continue
        cells = []
        for side in LIBRARIES:
            value = results.get("memory", name, side)
            cells.append(
                f"{value['heap_bytes']:,.0f} B / {value['resident_bytes']:,.0f} B ({value['n']:,})" if isinstance(value, dict) else "n/a"
            )
        out.append(f"| {what} (`{name}`) | " + " | ".join(cells) + " |")
        ours, rx = results.get("memory", name, "ours"), results.get("memory", name, "rxswift")
        if isinstance(ours, dict) and isinstance(rx, dict):
            better = ours["heap_bytes"] <= rx["heap_bytes"]
            verdicts.append(
                f"- per {what}: ours {ours['heap_bytes']:,.0f} B, RxSwift {rx['heap_bytes']:,.0f} B of heap: "
                + ("no worse than RxSwift." if better else "**worse than RxSwift**.")
            )
    out += [""] + verdicts
    return "\n".join(out) + "\n", charts


def report(args, work: Path, names: list[str], units: dict, results: Results, header: list[str]) -> None:
    text, charts = page(names, units, results, header, args.quick)
    output = (args.output or REPO / "docs" / "benchmarks").resolve()
    output.mkdir(parents=True, exist_ok=True)
    for file, svg in charts.items():
        (output / file).write_text(svg)
    (output / "scaling.md").write_text(text)
    print(f"wrote {output / 'scaling.md'} and {len(charts)} charts", file=sys.stderr)


def run(args, work: Path, rxswift: Path, opencombine: Path | None, async_algorithms: Path | None, write, die, header: Callable[[Path], list[str]]) -> int:
    """`--scaling`: builds the scaling package, measures, writes the page."""
    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            die(f"--scaling needs {tool} on PATH")
    write_package(work, rxswift, opencombine, async_algorithms, write)
    started = time.time()
    build(work, die)
    built = time.time()
    results = Results(work / "scaling-results.json", args.reuse)
    names, units = measure(work, args.quick, args.only, results, die)
    report(args, work, names, units, results, header(work))
    print(f"build {built - started:.0f} s, measurement {time.time() - built:.0f} s", file=sys.stderr)
    return 0
