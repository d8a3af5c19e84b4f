#!/usr/bin/env python3
"""Times the same workloads against RxSwift and against this package, and prints a Markdown table.

    scripts/compat/cross-benchmark.sh RXSWIFT_CHECKOUT [--rounds N] [--quick] [--only WORKLOAD]...
                                      [--work DIR] [--profile WORKLOAD [--side ours|rxswift]]
                                      [--instructions [--side ours|rxswift]]
                                      [--rxfeedback CHECKOUT --reactorkit CHECKOUT]
                                      [--peers [--opencombine CHECKOUT] [--async-algorithms CHECKOUT]]
                                      [--scaling [--quick] [--only CASE]... [--reuse] [--output DIR]
                                                 [--opencombine CHECKOUT] [--async-algorithms CHECKOUT]]

RXSWIFT_CHECKOUT is a work tree of RxSwift 6, or a bare git directory (its HEAD is unpacked with
`git archive`). Nothing of it is copied into this repository: a temporary package (by default
.build-xbench/, reused between runs) gets two executables compiled from the same source,
Benchmarks/CrossLibrary/*.swift, one depending on the checkout by path and one on this package by
path, both `-c release`. The only difference between the two copies is the import lines
(`import RxSwift` and `import RxRelay` become `import Reactive`).

Each round takes the workloads one by one and runs each in a process of the RxSwift executable,
then in a process of ours, so the two sides of a row are measured seconds apart on a busy machine.
A process times 5 repetitions after a warm-up (the thread's CPU time, not the wall clock) and
reports their median per element, then counts allocations in one more, untimed repetition; every
repetition checks what it computed and a wrong result stops the run. The table holds the median
over rounds and the spread between rounds. `baseline` is a hand-written closure chain that both
executables run without either library: its ratio, ideally 1, shows how steady the machine was.

With `--rxfeedback` and `--reactorkit` checkouts, the seed-shaped searches
(Benchmarks/ReactiveBenchmarks/SeedSearches.swift: RxFeedback's, ReactorKit's and the caching view
model's GitHub search) are timed too, against RxSwift + RxCocoa's traits + RxFeedback + ReactorKit on
one side and this package on the other; see xbench_seeds.py for how the upstream side is built.

`--profile WORKLOAD` instead runs that workload once under `valgrind --tool=callgrind`, collecting
only inside the measured region, and prints the 15 symbols with the most instructions (self cost)
and the share of each object (the library's executable, libswiftCore, libc). `--instructions` runs
every workload (or each `--only`) that way, on both sides or on `--side`, and prints instructions per
element: the figures that do not move with the machine's load.

`--peers` runs the four-peer workloads instead (Benchmarks/CrossLibrary/Peers/, one file per API
family; see xbench_peers.py): the same eight workloads in RxSwift's API against the checkout and
against this package, in Combine's against OpenCombine 0.14 and in async/await with
swift-async-algorithms 1.1, the latter two resolved by the temporary package from their URLs (or
taken from `--opencombine` / `--async-algorithms` checkouts). It prints one table per peer, ours
against theirs. With `--instructions`, the sides that run on one thread are counted inside the
measured region as above; the async side runs tasks on the global executor's threads, which a
region on one thread would not see, so it is counted over the whole process, every thread, at two
element counts, and the difference is divided by the difference in elements (set-up, start-up and
the one-off costs cancel out).

`--scaling` runs the scaling suite instead (Benchmarks/CrossLibrary/Scaling/, one case file per API
family; see xbench_scaling.py): nine cases at N = 10 to 100,000 against all four libraries, in
instructions and CPU time per operation, with growth exponents, stack limits and memory per live
subscription, and writes docs/benchmarks/scaling.md and its charts (or into `--output DIR`). Its
temporary package is .build-xscale/; its measurements are kept there as they arrive, and `--reuse`
takes those already made instead of measuring them again. With `--quick` (N up to 1,000, fewer
operations: a smoke test of a few minutes) the page goes to .build-xscale/quick-page/ instead.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import xbench_peers
import xbench_scaling
import xbench_seeds
from xbench_build import release_build

# The callgrind reader shared with scripts/profile-benchmarks.py, one directory up.
sys.path.insert(1, str(Path(__file__).resolve().parents[1]))
from callgrind_costs import costs, demangle, object_shares  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SOURCES = REPO / "Benchmarks" / "CrossLibrary"
COUNTER = REPO / "Benchmarks" / "CAllocationCounter"
IMPORT_LINE = re.compile(r"^import (RxSwift|RxRelay)$", re.MULTILINE)
SIDES = {"rxswift": "XBenchRxSwift", "ours": "XBenchOurs"}
# The executables by family: each workload is run from the pair that lists it.
FAMILIES = {"core": SIDES, "seeds": xbench_seeds.EXECUTABLES, "peers": xbench_peers.EXECUTABLES}


def die(message: str) -> None:
    sys.exit(f"cross-benchmark: error: {message}")


def git(checkout: Path, *arguments: str) -> str:
    run = subprocess.run(["git", "-C", str(checkout), *arguments], capture_output=True, text=True)
    return run.stdout.strip() if run.returncode == 0 else ""


def describe(checkout: Path) -> str:
    commit = git(checkout, "rev-parse", "HEAD")
    if not commit:
        return "unknown (not a git checkout)"
    name = git(checkout, "describe", "--tags", "--always")
    dirty = git(checkout, "status", "--porcelain", "--untracked-files=no") if not is_bare(checkout) else ""
    return f"{commit} ({name}{', with local changes' if dirty else ''})"


def is_bare(checkout: Path) -> bool:
    return git(checkout, "rev-parse", "--is-bare-repository") == "true"


def looks_like_rxswift(tree: Path) -> bool:
    manifest = tree / "Package.swift"
    return manifest.is_file() and 'name: "RxSwift"' in manifest.read_text() and (tree / "Sources" / "RxSwift").is_dir()


def materialise(
    checkout: Path, work: Path, name: str = "RxSwift", looks_right: Callable[[Path], bool] = looks_like_rxswift
) -> Path:
    """The directory to depend on: the work tree itself, or HEAD of a bare repository unpacked
    into the work directory (again only when HEAD moved, so the build cache stays valid)."""
    if not checkout.exists():
        die(f"{checkout} does not exist; pass the path of a {name} checkout (a work tree or a bare git directory)")
    if not checkout.is_dir():
        die(f"{checkout} is not a directory; pass the path of a {name} checkout")
    if not is_bare(checkout):
        if not looks_right(checkout):
            die(f"{checkout} is not a {name} checkout")
        return checkout.resolve()
    commit = git(checkout, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
    if not commit:
        die(f"{checkout} is a git directory without a HEAD commit")
    tree = work / name.lower()
    stamp = work / f"{name.lower()}.commit"
    if not (stamp.exists() and stamp.read_text() == commit and tree.is_dir()):
        shutil.rmtree(tree, ignore_errors=True)
        tree.mkdir(parents=True)
        archive = subprocess.run(["git", "--git-dir", str(checkout), "archive", "HEAD"], capture_output=True)
        if archive.returncode != 0:
            die(f"git archive HEAD failed in {checkout}: {archive.stderr.decode().strip()}")
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
        stamp.write_text(commit)
    if not looks_right(tree):
        die(f"HEAD of {checkout} is not {name}")
    return tree


def write_if_changed(path: Path, text: str) -> None:
    """Leaves unchanged files alone so that SwiftPM's incremental build stays incremental."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def write_package(
    work: Path,
    rxswift: Path,
    seeds: tuple[Path, Path] | None,
    peers: tuple[Path | None, Path | None] | None = None,
) -> None:
    write_if_changed(
        work / "Package.swift",
        f"""// swift-tools-version: 6.0
// Generated by scripts/compat/cross-benchmark.py: the same workloads against RxSwift and against ours.
import PackageDescription

let package = Package(
    name: "XBench",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "RxSwift", path: "{rxswift}"),
        .package(name: "ReactiveArchitectures", path: "{REPO}"),{xbench_peers.package_dependencies(*peers) if peers else ""}
    ],
    targets: [
        .target(name: "XBenchAllocationCounter"),
        .executableTarget(
            name: "{SIDES['rxswift']}",
            dependencies: [
                "XBenchAllocationCounter",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
            ]
        ),
        .executableTarget(
            name: "{SIDES['ours']}",
            dependencies: [
                "XBenchAllocationCounter",
                .product(name: "Reactive", package: "ReactiveArchitectures"),
            ]
        ),{xbench_seeds.package_targets() if seeds else ""}{xbench_peers.package_targets() if peers else ""}
    ]
)
""",
    )
    counter = work / "Sources" / "XBenchAllocationCounter"
    write_if_changed(counter / "AllocationCounter.c", (COUNTER / "AllocationCounter.c").read_text())
    write_if_changed(
        counter / "include" / "CAllocationCounter.h", (COUNTER / "include" / "CAllocationCounter.h").read_text()
    )
    sources = sorted(SOURCES.glob("*.swift"))
    if not sources:
        die(f"no workload sources in {SOURCES}")
    for side, target in SIDES.items():
        directory = work / "Sources" / target
        names = {source.name for source in sources}
        for stale in directory.glob("*.swift") if directory.exists() else []:
            if stale.name not in names:
                stale.unlink()
        for source in sources:
            text = source.read_text()
            if side == "ours":
                text = IMPORT_LINE.sub("import Reactive", text)
            write_if_changed(directory / source.name, text)
    if seeds:
        xbench_seeds.write_sources(work, rxswift, seeds[0], seeds[1], write_if_changed, die)
    if peers:
        xbench_peers.write_sources(work, write_if_changed)


def build(work: Path) -> None:
    lines = release_build(work, die)
    ours = [
        line
        for line in lines
        if ": warning: " in line
        # The package's sources, and its copies of the workloads; not the upstream files copied into `work`.
        and (
            (str(REPO) in line and str(work) not in line)
            or any(f"/{pair['ours']}/" in line for pair in FAMILIES.values())
            # Every peer executable is compiled from this repository's files only.
            or any(f"/{executable}/" in line for executable in xbench_peers.EXECUTABLES.values())
        )
    ]
    for line in ours:
        print(f"cross-benchmark: our side's build warns: {line}", file=sys.stderr)


def binary(work: Path, executable: str) -> Path:
    return work / ".build" / "release" / executable


def run_workload(work: Path, executable: str, name: str, quick: bool) -> tuple[float, float, str]:
    command = [str(binary(work, executable)), "--only", name] + (["--quick"] if quick else [])
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        die(f"{executable} --only {name} failed (status {run.returncode}):\n{run.stderr.strip()}")
    for line in run.stdout.splitlines():
        fields = line.split("\t")
        if fields[0] == "xbench" and fields[1] == name:
            return float(fields[2]), float(fields[3]), fields[5]
    die(f"{executable} --only {name} printed no result:\n{run.stdout}")
    raise AssertionError


def workload_names(work: Path, families: list[str]) -> dict[str, dict[str, str]]:
    """Each workload's pair of executables (side to executable), in the order the executables list them."""
    names: dict[str, dict[str, str]] = {}
    for family in families:
        lists = {}
        for side, executable in FAMILIES[family].items():
            run = subprocess.run([str(binary(work, executable)), "--list"], capture_output=True, text=True, check=True)
            lists[side] = [line.split("\t")[0] for line in run.stdout.splitlines() if line]
        if family == "peers":
            # A peer may lack a workload, but only one named in xbench_peers.NOT_BUILT.
            for side, listed in lists.items():
                for name in lists["ours"]:
                    if name not in listed and (side, name) not in xbench_peers.NOT_BUILT:
                        die(f"{FAMILIES[family][side]} lacks workload {name} without a reason in xbench_peers.NOT_BUILT")
            for name in lists["ours"]:
                names[name] = {side: exe for side, exe in FAMILIES[family].items() if name in lists[side]}
            continue
        if lists["rxswift"] != lists["ours"]:
            die(f"the two {family} executables list different workloads; rebuild")
        names.update((name, FAMILIES[family]) for name in lists["ours"])
    return names


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    version = next((line for line in swift if "Swift version" in line), "unknown Swift")
    return f"{platform.system()} {platform.release()} {platform.machine()}, {cpu}, {os.cpu_count()} cores; {version}"


def number(value: float) -> str:
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def spread(samples: list[tuple[float, float, str]]) -> str:
    """(slowest − fastest) / median over the rounds: how far to trust the row."""
    times = [sample[0] for sample in samples]
    middle = statistics.median(times)
    return f"{100 * (max(times) - min(times)) / middle:.0f} %" if middle > 0 else "–"


def table(names: list[str], results: dict[tuple[str, str], list[tuple[float, float, str]]]) -> list[str]:
    lines = [
        "| workload | unit | RxSwift ns | ours ns | ratio | allocs RxSwift / ours | spread RxSwift / ours |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name in names:
        rx = results[("rxswift", name)]
        ours = results[("ours", name)]
        rx_ns = statistics.median(sample[0] for sample in rx)
        ours_ns = statistics.median(sample[0] for sample in ours)
        rx_allocs = statistics.median(sample[1] for sample in rx)
        ours_allocs = statistics.median(sample[1] for sample in ours)
        ratio = rx_ns / ours_ns if ours_ns > 0 else float("inf")
        lines.append(
            f"| `{name}` | {ours[0][2]} | {number(rx_ns)} | {number(ours_ns)} | {ratio:.2f}× "
            f"| {rx_allocs:.2f} / {ours_allocs:.2f} | {spread(rx)} / {spread(ours)} |"
        )
    return lines


def callgrind(
    work: Path, side: str, executable: str, name: str, elements: int | None = None, whole: bool = False
) -> tuple[Path, int, str]:
    """Runs one workload under callgrind, collecting only inside its measured region (or, `whole`,
    everywhere: every thread, start-up included), at `elements` if given.

    Returns the profile's path, the number of elements the region handled and their unit.
    """
    for tool in ("valgrind", "callgrind_annotate", "objcopy"):
        if shutil.which(tool) is None:
            die(f"--profile and --instructions need {tool} on PATH")
    # Valgrind before 3.20 cannot read the DWARF 5 that Swift emits and gives up on the binary, so
    # it profiles a copy without debug information; the symbol table, all the profile needs, stays.
    stripped = work / "profile" / executable
    stripped.parent.mkdir(exist_ok=True)
    if not stripped.exists() or stripped.stat().st_mtime < binary(work, executable).stat().st_mtime:
        subprocess.run(["objcopy", "--strip-debug", str(binary(work, executable)), str(stripped)], check=True)
    suffix = f".{elements}" if elements else ""
    output = work / "profile" / f"callgrind.{side}.{name}{suffix}.out"
    command = [
        "valgrind",
        "--tool=callgrind",
        f"--callgrind-out-file={output}",
        *([] if whole else ["--toggle-collect=*xbenchProfiledRegion*"]),
        str(stripped),
        "--profile",
        name,
        *(["--elements", str(elements)] if elements else []),
    ]
    print(f"profiling: {shlex.join(command)}", file=sys.stderr)
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        die(f"the profiled run failed (status {run.returncode}):\n{run.stderr.strip()[-3000:]}")
    profiled = next((line.split("\t") for line in run.stdout.splitlines() if line.startswith("xbench-profiled")), None)
    elements = int(profiled[2]) if profiled else 0
    unit = profiled[3] if profiled else "element"
    return output, elements, unit


def profile(work: Path, side: str, executable: str, name: str, top: int = 15) -> None:
    output, elements, unit = callgrind(work, side, executable, name)
    total, rows, by_object = costs(output)
    rows = rows[:top]
    demangled = demangle([symbol for _, _, symbol, _ in rows]) or [symbol for _, _, symbol, _ in rows]
    print(f"Top {len(rows)} symbols by instructions (self cost) in {executable}, `{name}`, {elements} × {unit}:")
    per_element = f", {total / elements:,.0f} per {unit}" if elements else ""
    print(f"{total:,} instructions in the measured region{per_element}; by object: ", end="")
    print(object_shares(by_object, total) + ".")
    print()
    print("| instructions | share | symbol | object |")
    print("| ---: | ---: | --- | --- |")
    for (instructions, share, _, obj), readable in zip(rows, demangled):
        text = (readable if len(readable) <= 160 else readable[:159] + "…").replace("|", "\\|")
        print(f"| {instructions:,} | {share:.1f} % | `{text}` | {obj} |")
    print(f"\nThe whole profile: callgrind_annotate {output} (its call counts include the warm-up; its costs do not)")


def instructions(work: Path, executables: dict[str, dict[str, str]], names: list[str], sides: list[str]) -> None:
    """Prints instructions per element of every workload, one callgrind run per workload and side."""
    per_element: dict[tuple[str, str], float] = {}
    units: dict[str, str] = {}
    for name in names:
        for side in sides:
            output, elements, unit = callgrind(work, side, executables[name][side], name)
            total, _, _ = costs(output)
            per_element[(side, name)] = total / elements if elements else float(total)
            units[name] = unit
    titles = {"rxswift": "RxSwift", "ours": "ours"}
    header = " | ".join(f"{titles[side]} instructions" for side in sides)
    ratio = len(sides) == 2
    print(f"| workload | unit | {header} |" + (" ratio |" if ratio else ""))
    print("| --- | --- |" + " ---: |" * (len(sides) + (1 if ratio else 0)))
    for name in names:
        cells = " | ".join(f"{per_element[(side, name)]:,.0f}" for side in sides)
        suffix = ""
        if ratio:
            rx, ours = per_element[("rxswift", name)], per_element[("ours", name)]
            suffix = f" {rx / ours:.2f}× |" if ours > 0 else " – |"
        print(f"| `{name}` | {units[name]} | {cells} |{suffix}")
    print("\ninstructions: callgrind's count inside the measured region, divided by the elements it handled.")


def peer_instructions_of(work: Path, side: str, executable: str, name: str) -> tuple[float, str]:
    """Instructions per element of one peer workload: inside the measured region on one thread, or,
    for the side whose tasks run on other threads, the whole process's difference between two sizes."""
    if side != "async":
        output, elements, unit = callgrind(work, side, executable, name)
        total, _, _ = costs(output)
        return (total / elements if elements else float(total)), unit
    listed = subprocess.run([str(binary(work, executable)), "--list"], capture_output=True, text=True, check=True)
    unit = next(line.split("\t")[1] for line in listed.stdout.splitlines() if line.split("\t")[0] == name)
    # A hundredth and a two-hundredth of the timed count: callgrind runs every thread ~50× slower.
    large = max(2, PEER_ELEMENTS[name] // 100)
    small = large // 2
    counts = []
    for elements in (small, large):
        output, performed, _ = callgrind(work, side, executable, name, elements=elements, whole=True)
        total, _, _ = costs(output)
        counts.append((performed, total))
    (small_n, small_total), (large_n, large_total) = counts
    # The profiled run does a warm-up and a measured repetition of the same size: two of each element.
    return (large_total - small_total) / (2 * (large_n - small_n)), unit


# The timed element counts of the peer workloads (RxWorkloads.swift), for the async side's two sizes.
PEER_ELEMENTS = {
    "subject-map-filter": 300_000,
    "range-map-filter-reduce": 50_000,
    "flatMapLatest-just": 100_000,
    "merge-2-hot": 300_000,
    "share-replay1-10-subscribers": 100_000,
    "subscribe-dispose-chain3": 30_000,
    "combineLatest-2": 300_000,
    "debounce-virtual": 100_000,
}


def peer_cell(values: dict[tuple[str, str], float], side: str, name: str) -> str:
    value = values.get((side, name))
    return number(value) if value is not None else "n/a"


def peer_tables(
    names: list[str],
    units: dict[str, str],
    values: dict[tuple[str, str], float],
    sides: list[str],
    what: str,
    extra: Callable[[str, str], str] | None = None,
    extra_title: str = "",
) -> list[str]:
    """One table of every side, then one per peer: ours against theirs, theirs ÷ ours."""
    titles = xbench_peers.TITLES
    lines = [
        "| workload | unit | " + " | ".join(f"{titles[side]} {what}" for side in sides) + " |",
        "| --- | --- |" + " ---: |" * len(sides),
    ]
    for name in names:
        lines.append(f"| `{name}` | {units[name]} | " + " | ".join(peer_cell(values, side, name) for side in sides) + " |")
    for peer in (side for side in sides if side != "ours"):
        lines += ["", f"#### {titles[peer]}", ""]
        lines.append(
            f"| workload | unit | ours {what} | {titles[peer]} {what} | {titles[peer]} ÷ ours |"
            + (f" {extra_title} |" if extra else "")
        )
        extra_columns = extra_title.count("|") + 1 if extra else 0
        lines.append("| --- | --- | ---: | ---: | ---: |" + " ---: |" * extra_columns)
        for name in names:
            ours, theirs = values.get(("ours", name)), values.get((peer, name))
            if theirs is None:
                reason = xbench_peers.NOT_BUILT.get((peer, name), "not run")
                lines.append(
                    f"| `{name}` | {units[name]} | {peer_cell(values, 'ours', name)} | n/a: {reason} | – |"
                    + " – |" * extra_columns
                )
                continue
            ratio = f"{theirs / ours:.2f}×" if ours else "–"
            lines.append(
                f"| `{name}` | {units[name]} | {number(ours or 0)} | {number(theirs)} | {ratio} |"
                + (f" {extra(peer, name)} |" if extra else "")
            )
    return lines


def peers_instructions(work: Path, executables: dict[str, dict[str, str]], names: list[str], sides: list[str]) -> None:
    values: dict[tuple[str, str], float] = {}
    units: dict[str, str] = {}
    for name in names:
        for side in sides:
            if side in executables[name]:
                values[(side, name)], units[name] = peer_instructions_of(work, side, executables[name][side], name)
    print("\n".join(peer_tables(names, units, values, sides, "instructions")))
    print(
        "\ninstructions: callgrind's count per element; RxSwift, ours and OpenCombine inside the measured "
        "region, async-algorithms over the whole process (every thread) as the difference between two sizes. "
        "÷: theirs ÷ ours (above 1: ours does less)."
    )


def peers_times(
    names: list[str], results: dict[tuple[str, str], list[tuple[float, float, str]]], sides: list[str]
) -> list[str]:
    units = {name: results[("ours", name)][0][2] for name in names}
    values = {key: statistics.median(sample[0] for sample in samples) for key, samples in results.items()}
    allocations = {key: statistics.median(sample[1] for sample in samples) for key, samples in results.items()}

    def extra(peer: str, name: str) -> str:
        return (
            f"{allocations[('ours', name)]:.2f} / {allocations[(peer, name)]:.2f} "
            f"| {spread(results[('ours', name)])} / {spread(results[(peer, name)])}"
        )

    return peer_tables(names, units, values, sides, "ns", extra, "allocs ours / theirs | spread ours / theirs")


def peer_version(work: Path, package: str, checkout: Path | None) -> str:
    """The version the temporary package resolved (from Package.resolved), or the checkout's commit."""
    if checkout is not None:
        return describe(checkout)
    resolved = work / "Package.resolved"
    if resolved.exists():
        for pin in json.loads(resolved.read_text()).get("pins", []):
            if pin.get("identity", "").lower() == package.lower():
                state = pin.get("state", {})
                return f"{state.get('version', '?')} ({state.get('revision', '?')[:12]})"
    return "unknown"


def scaling(args: argparse.Namespace) -> int:
    """`--scaling`: the scaling suite against all four libraries (xbench_scaling.py)."""
    if args.peers or args.profile or args.instructions or args.rxfeedback or args.reactorkit or args.side or args.rounds:
        die("--scaling runs on its own (with --quick, --only, --reuse, --output, --work and the peers' checkouts)")
    work = (args.work or REPO / ".build-xscale").resolve()
    work.mkdir(parents=True, exist_ok=True)
    rxswift = materialise(args.checkout, work)
    opencombine = (
        materialise(args.opencombine, work, "OpenCombine", xbench_peers.looks_like_opencombine) if args.opencombine else None
    )
    async_algorithms = (
        materialise(args.async_algorithms, work, "AsyncAlgorithms", xbench_peers.looks_like_async_algorithms)
        if args.async_algorithms
        else None
    )

    def header(work: Path) -> list[str]:
        ours = git(REPO, "rev-parse", "--short", "HEAD") or "unknown"
        if git(REPO, "status", "--porcelain", "--untracked-files=no"):
            ours += ", with local changes"
        runtime = git(REPO, "log", "-1", "--format=%h", "--", "Sources") or "unknown"
        return [
            f"This package at {ours} (its runtime, Sources/, last changed in {runtime}); RxSwift {describe(args.checkout)}; OpenCombine "
            f"{peer_version(work, 'OpenCombine', args.opencombine)}; swift-async-algorithms "
            f"{peer_version(work, 'swift-async-algorithms', args.async_algorithms)}"
            f"{' (--quick: N up to 1,000 only)' if args.quick else ''}. {machine()}.",
        ]

    return xbench_scaling.run(args, work, rxswift, opencombine, async_algorithms, write_if_changed, die, header)


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="cross-benchmark.sh", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("checkout", type=Path, metavar="RXSWIFT_CHECKOUT")
    parser.add_argument("--rounds", type=int, help="rounds of RxSwift-then-ours runs (default 3; 1 with --quick)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 1/100 of the elements, one repetition")
    parser.add_argument("--only", action="append", default=[], metavar="WORKLOAD", help="only this workload")
    parser.add_argument(
        "--work", type=Path, help="the temporary package (default .build-xbench/, or .build-xscale/ with --scaling)"
    )
    parser.add_argument("--profile", metavar="WORKLOAD", help="print the top 15 symbols of WORKLOAD instead")
    parser.add_argument("--instructions", action="store_true", help="print instructions per element instead (callgrind)")
    parser.add_argument(
        "--side",
        choices=sorted(xbench_peers.EXECUTABLES),
        help="which build --profile runs (default ours), or the only side --instructions counts "
        "(opencombine and async with --peers)",
    )
    parser.add_argument("--rxfeedback", type=Path, metavar="CHECKOUT", help="time the seed-shaped searches too")
    parser.add_argument("--reactorkit", type=Path, metavar="CHECKOUT", help="time the seed-shaped searches too")
    parser.add_argument(
        "--peers", action="store_true", help="run the four-peer workloads (RxSwift, ours, OpenCombine, async-algorithms) instead"
    )
    parser.add_argument(
        "--scaling", action="store_true", help="run the scaling suite (N = 10 to 100,000, all four libraries) instead"
    )
    parser.add_argument("--reuse", action="store_true", help="with --scaling: keep the measurements already in the work directory")
    parser.add_argument("--output", type=Path, metavar="DIR", help="with --scaling: where to write scaling.md and its charts")
    parser.add_argument("--opencombine", type=Path, metavar="CHECKOUT", help=f"with --peers: OpenCombine from here, not {xbench_peers.OPENCOMBINE[0]} {xbench_peers.OPENCOMBINE[1]}")
    parser.add_argument("--async-algorithms", type=Path, metavar="CHECKOUT", help=f"with --peers: swift-async-algorithms from here, not {xbench_peers.ASYNC_ALGORITHMS[0]} {xbench_peers.ASYNC_ALGORITHMS[1]}")
    args = parser.parse_args()
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 3)
    if rounds < 1:
        die("--rounds must be at least 1")
    started = time.time()
    if args.scaling:
        return scaling(args)
    if args.reuse or args.output:
        die("--reuse and --output go with --scaling")
    work = (args.work or REPO / ".build-xbench").resolve()
    work.mkdir(parents=True, exist_ok=True)
    if (args.rxfeedback is None) != (args.reactorkit is None):
        die("the seed-shaped searches need both --rxfeedback and --reactorkit checkouts")
    rxswift = materialise(args.checkout, work)
    commit = describe(args.checkout)
    seeds = None
    if args.rxfeedback:
        seeds = (
            materialise(args.rxfeedback, work, "RxFeedback", xbench_seeds.looks_like_rxfeedback),
            materialise(args.reactorkit, work, "ReactorKit", xbench_seeds.looks_like_reactorkit),
        )
    if (args.opencombine or args.async_algorithms) and not (args.peers or args.scaling):
        die("--opencombine and --async-algorithms go with --peers")
    if args.side in ("opencombine", "async") and not args.peers:
        die(f"--side {args.side} goes with --peers")
    peers = None
    if args.peers:
        peers = (
            materialise(args.opencombine, work, "OpenCombine", xbench_peers.looks_like_opencombine) if args.opencombine else None,
            materialise(args.async_algorithms, work, "AsyncAlgorithms", xbench_peers.looks_like_async_algorithms)
            if args.async_algorithms
            else None,
        )
    write_package(work, rxswift, seeds, peers)
    build(work)
    families = ["peers"] if args.peers else ["core"] + (["seeds"] if seeds else [])
    executables = workload_names(work, families)
    names = list(executables)
    for name in args.only + ([args.profile] if args.profile else []):
        if name not in names:
            die(f"no workload named {name}; workloads: {', '.join(names)}")
    if args.profile:
        side = args.side or "ours"
        if side not in executables[args.profile]:
            die(f"{side} does not run {args.profile}: {xbench_peers.NOT_BUILT.get((side, args.profile), 'not built')}")
        profile(work, side, executables[args.profile][side], args.profile)
        return 0
    names = [name for name in names if not args.only or name in args.only]
    if args.instructions and args.peers:
        peers_instructions(work, executables, names, [args.side] if args.side else list(xbench_peers.EXECUTABLES))
        return 0
    if args.instructions:
        instructions(work, executables, names, [args.side] if args.side else ["rxswift", "ours"])
        return 0
    built = time.time()
    results: dict[tuple[str, str], list[tuple[float, float, str]]] = {}
    for round in range(1, rounds + 1):
        for name in names:
            print(f"round {round}/{rounds}: {name}", file=sys.stderr)
            for side, executable in executables[name].items():
                results.setdefault((side, name), []).append(run_workload(work, executable, name, args.quick))
    command = "scripts/compat/cross-benchmark.sh " + shlex.join(sys.argv[1:])
    ours = git(REPO, "rev-parse", "--short", "HEAD") or "unknown"
    if git(REPO, "status", "--porcelain", "--untracked-files=no"):
        ours += ", with local changes"
    if args.peers:
        print(f"RxSwift {commit}, OpenCombine {peer_version(work, 'OpenCombine', args.opencombine)} and")
        print(f"swift-async-algorithms {peer_version(work, 'swift-async-algorithms', args.async_algorithms)} against this package ({ours}),")
        print(f"{rounds} round{'s' if rounds > 1 else ''}{' (--quick)' if args.quick else ''}; {machine()}.")
        print(f"Command: `{command}`")
        print()
        print("\n".join(peers_times(names, results, list(xbench_peers.EXECUTABLES))))
        print()
        print(
            "ns: CPU time per element (the thread's; the process's for async-algorithms, whose tasks run on "
            "other threads), median over rounds. ÷: theirs ÷ ours (above 1: ours is faster). allocs: heap "
            "allocations per element. spread: (slowest − fastest) ÷ median over the rounds."
        )
        return 0
    print(f"RxSwift {commit} against this package ({ours}),")
    if args.rxfeedback:
        print(f"RxFeedback {describe(args.rxfeedback)} and ReactorKit {describe(args.reactorkit)} for the seed rows,")
    print(f"{rounds} round{'s' if rounds > 1 else ''}{' (--quick)' if args.quick else ''}; {machine()}.")
    print(f"Command: `{command}`")
    print()
    print("\n".join(table(names, results)))
    print()
    print(
        "ns: the thread's CPU time per element, median over rounds of each process's "
        f"{'single repetition' if args.quick else 'median of 5 repetitions'}. "
        "ratio: RxSwift ÷ ours (above 1: ours is faster). "
        "allocs: heap allocations per element, counted in an untimed repetition. "
        "spread: (slowest − fastest) ÷ median over the rounds."
    )
    print(
        f"\nBuild {built - started:.0f} s, measurement {time.time() - built:.0f} s.",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
