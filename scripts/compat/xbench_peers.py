"""The four-peer workloads of the cross-library benchmark: RxSwift, this package, OpenCombine and
Swift concurrency with swift-async-algorithms.

`Benchmarks/CrossLibrary/Peers/` holds one workload file per API family, each with the same
workload names, counts and answers (`Expected.swift`):
- `RxWorkloads.swift`, RxSwift's API, compiled twice: against the user's RxSwift checkout and
  against this package (its import lines rewritten, as for the core workloads);
- `OpenCombineWorkloads.swift`, Combine's API, against OpenCombine;
- `AsyncAlgorithmsWorkloads.swift`, `AsyncChannel` and swift-async-algorithms' operators on the
  default global executor.
Each is compiled with the harness (`Harness.swift`, `main.swift`) into an executable of the generated
package. OpenCombine and swift-async-algorithms are dependencies of that temporary package only:
from their URLs at the versions below, or from the checkouts passed with `--opencombine` and
`--async-algorithms`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]
CROSS = REPO / "Benchmarks" / "CrossLibrary"
PEERS = CROSS / "Peers"
COMMON = [CROSS / "Harness.swift", CROSS / "main.swift", PEERS / "Expected.swift"]
# The RxSwift side's virtual clock, shared with reactive-benchmarks and the seed rows.
CONVERTER = REPO / "Benchmarks" / "ReactiveBenchmarks" / "MillisecondConverter.swift"
EXECUTABLES = {
    "ours": "XBenchPeersOurs",
    "rxswift": "XBenchPeersRxSwift",
    "opencombine": "XBenchPeersOpenCombine",
    "async": "XBenchPeersAsync",
}
TITLES = {"ours": "ours", "rxswift": "RxSwift", "opencombine": "OpenCombine", "async": "async-algorithms"}
SOURCES = {
    "ours": COMMON + [PEERS / "RxWorkloads.swift", CONVERTER],
    "rxswift": COMMON + [PEERS / "RxWorkloads.swift", CONVERTER],
    "opencombine": COMMON + [PEERS / "OpenCombineWorkloads.swift"],
    "async": COMMON + [PEERS / "AsyncAlgorithmsWorkloads.swift", CROSS / "AsyncSupport" / "Blocking.swift"],
}
OPENCOMBINE = ("https://github.com/OpenCombine/OpenCombine", "0.14.0")
ASYNC_ALGORITHMS = ("https://github.com/apple/swift-async-algorithms", "1.1.4")

# The workloads a peer does not run, and why (the workload files say the same next to the code).
NOT_BUILT = {
    ("opencombine", "combineLatest-2"): "OpenCombine 0.14 has no combineLatest",
    ("async", "debounce-virtual"): "no virtual clock can drive async-algorithms' debounce (it sleeps in tasks of its own)",
}

RX_IMPORT = re.compile(r"^import (RxSwift|Reactive)$", re.MULTILINE)


def looks_like_opencombine(tree: Path) -> bool:
    return (tree / "Sources" / "OpenCombine" / "Publisher.swift").is_file() or (tree / "Sources" / "OpenCombine").is_dir()


def looks_like_async_algorithms(tree: Path) -> bool:
    return (tree / "Sources" / "AsyncAlgorithms").is_dir()


def dependency(name: str, checkout: Path | None, remote: tuple[str, str]) -> str:
    if checkout is not None:
        return f'.package(name: "{name}", path: "{checkout}")'
    return f'.package(url: "{remote[0]}", exact: "{remote[1]}")'


def package_dependencies(opencombine: Path | None, async_algorithms: Path | None) -> str:
    """The generated manifest's extra dependencies, to splice into its `dependencies:` list."""
    return f"""
        {dependency("OpenCombine", opencombine, OPENCOMBINE)},
        {dependency("swift-async-algorithms", async_algorithms, ASYNC_ALGORITHMS)},"""


def package_targets() -> str:
    """The generated manifest's four executables, to splice into its `targets:` list."""
    return f"""
        .executableTarget(
            name: "{EXECUTABLES['rxswift']}",
            dependencies: ["XBenchAllocationCounter", .product(name: "RxSwift", package: "RxSwift")]
        ),
        .executableTarget(
            name: "{EXECUTABLES['ours']}",
            dependencies: ["XBenchAllocationCounter", .product(name: "Reactive", package: "ReactiveArchitectures")]
        ),
        .executableTarget(
            name: "{EXECUTABLES['opencombine']}",
            dependencies: ["XBenchAllocationCounter", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .executableTarget(
            name: "{EXECUTABLES['async']}",
            dependencies: [
                "XBenchAllocationCounter", .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),"""


def write_sources(work: Path, write: Callable[[Path, str], None]) -> None:
    """Mirrors each executable's files into `work`, the Rx family's imports set to its library."""
    for side, target in EXECUTABLES.items():
        directory = work / "Sources" / target
        files = SOURCES[side]
        names = {source.name for source in files}
        for stale in directory.glob("*.swift") if directory.exists() else []:
            if stale.name not in names:
                stale.unlink()
        library = {"ours": "Reactive", "rxswift": "RxSwift"}.get(side)
        for source in files:
            text = source.read_text()
            if library:
                text = RX_IMPORT.sub(f"import {library}", text)
            write(directory / source.name, text)
