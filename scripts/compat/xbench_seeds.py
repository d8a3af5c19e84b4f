"""The seed-shaped searches of the cross-library benchmark, on both sides.

`Benchmarks/ReactiveBenchmarks/SeedSearches.swift` writes the three searches the way the seed
documents do: RxFeedback's `Driver.system` with `react(request:)`, ReactorKit's
`GitHubSearchViewReactor`, and the caching view model on `Driver`-free RxSwift. `reactive-benchmarks`
runs it against this package; cross-benchmark.py compiles the very same file a second time against
RxSwift, RxCocoa's traits, RxFeedback and ReactorKit, with only its import lines changed, when the
user passes `--rxfeedback` and `--reactorkit` checkouts.

Upstream, RxCocoa, RxFeedback (which imports RxCocoa) and ReactorKit (which needs WeakMapTable) do
not build on Linux as packages: RxSwift's manifest leaves RxCocoa out off Apple platforms and
WeakMapTable needs the Objective-C runtime. So the generated package builds them from the checkouts'
files itself:
- RxCocoa: only the files of its traits (`SharedSequence`, `Driver`, `Signal`, `ControlEvent`,
  `ControlProperty`, their operators and bindings) and the helpers they use (`RxCocoa.swift`);
  none of them touches UIKit, AppKit or the Objective-C runtime.
- RxFeedback: every file of `Sources/RxFeedback`, unchanged.
- ReactorKit: every file of `Sources/ReactorKit`; one import line is rewritten
  (`import class Foundation.NSLock.NSRecursiveLock`: corelibs Foundation has no `NSLock` submodule).
- WeakMapTable: `Benchmarks/CrossLibrary/Upstream/WeakMapTable.swift`, our stand-in with the API
  ReactorKit calls (a benchmark keeps its reactors alive, so the release hook is not needed).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[2]
SEEDS_SOURCES = [
    REPO / "Benchmarks" / "ReactiveBenchmarks" / "SeedSearches.swift",
    REPO / "Benchmarks" / "ReactiveBenchmarks" / "MillisecondConverter.swift",
    REPO / "Benchmarks" / "CrossLibrary" / "Harness.swift",
    REPO / "Benchmarks" / "CrossLibrary" / "main.swift",
    REPO / "Benchmarks" / "CrossLibrary" / "Seeds" / "SeedWorkloads.swift",
]
WEAK_MAP_TABLE = REPO / "Benchmarks" / "CrossLibrary" / "Upstream" / "WeakMapTable.swift"
EXECUTABLES = {"rxswift": "XBenchSeedsRxSwift", "ours": "XBenchSeedsOurs"}

# RxCocoa's trait files: the part of RxCocoa that a `Driver`/`Signal` app uses and that builds on Linux.
RXCOCOA_TRAIT_FILES = [
    "BehaviorRelay+Driver.swift",
    "ControlEvent+Driver.swift",
    "ControlEvent+Signal.swift",
    "ControlEvent.swift",
    "ControlProperty+Driver.swift",
    "ControlProperty.swift",
    "DispatchQueue+Extensions.swift",
    "Driver+Subscription.swift",
    "Driver.swift",
    "Infallible+Bind.swift",
    "Infallible+Driver.swift",
    "Observable+Bind.swift",
    "ObservableConvertibleType+Driver.swift",
    "ObservableConvertibleType+SharedSequence.swift",
    "ObservableConvertibleType+Signal.swift",
    "PublishRelay+Signal.swift",
    "RxCocoa.swift",
    "SchedulerType+SharedSequence.swift",
    "SharedSequence+Concurrency.swift",
    "SharedSequence+Operators+arity.swift",
    "SharedSequence+Operators.swift",
    "SharedSequence.swift",
    "Signal+Subscription.swift",
    "Signal.swift",
]

# The seeds' imports on our side, and what each becomes on RxSwift's.
UPSTREAM_IMPORTS = {
    "Reactive": "import RxSwift\nimport RxCocoa",
    "FeedbackArchitecture": "import RxFeedback",
    "ReactorArchitecture": "import ReactorKit",
}
IMPORT_LINE = re.compile(r"^import (Reactive|FeedbackArchitecture|ReactorArchitecture)$", re.MULTILINE)
REACTORKIT_LOCK_IMPORT = "import class Foundation.NSLock.NSRecursiveLock"


def looks_like_rxfeedback(tree: Path) -> bool:
    return (tree / "Sources" / "RxFeedback" / "Feedbacks.swift").is_file()


def looks_like_reactorkit(tree: Path) -> bool:
    return (tree / "Sources" / "ReactorKit" / "Reactor.swift").is_file()


def package_targets() -> str:
    """The generated manifest's targets for the seeds, to splice into its `targets:` list."""
    upstream = '.product(name: "RxSwift", package: "RxSwift")'
    relay = '.product(name: "RxRelay", package: "RxSwift")'
    swift5 = "swiftSettings: [.swiftLanguageMode(.v5)]"
    return f"""
        .target(name: "RxCocoa", dependencies: [{upstream}, {relay}], {swift5}),
        .target(name: "RxFeedback", dependencies: [{upstream}, "RxCocoa"], {swift5}),
        .target(name: "WeakMapTable"),
        .target(name: "ReactorKit", dependencies: [{upstream}, "WeakMapTable"], {swift5}),
        .executableTarget(
            name: "{EXECUTABLES['rxswift']}",
            dependencies: ["XBenchAllocationCounter", {upstream}, "RxCocoa", "RxFeedback", "ReactorKit"]
        ),
        .executableTarget(
            name: "{EXECUTABLES['ours']}",
            dependencies: [
                "XBenchAllocationCounter",
                .product(name: "Reactive", package: "ReactiveArchitectures"),
                .product(name: "FeedbackArchitecture", package: "ReactiveArchitectures"),
                .product(name: "ReactorArchitecture", package: "ReactiveArchitectures"),
            ]
        ),"""


def copy_folder(files: list[Path], directory: Path, write: Callable[[Path, str], None], edit=lambda text: text) -> None:
    """Mirrors `files` into `directory`, removing what a previous run left there and no longer belongs."""
    names = {source.name for source in files}
    for stale in directory.glob("*.swift") if directory.exists() else []:
        if stale.name not in names:
            stale.unlink()
    for source in files:
        write(directory / source.name, edit(source.read_text()))


def write_sources(
    work: Path,
    rxswift: Path,
    rxfeedback: Path,
    reactorkit: Path,
    write: Callable[[Path, str], None],
    die: Callable[[str], None],
) -> None:
    """Writes the upstream targets' files and the two seeds executables' sources into `work`."""
    cocoa = rxswift / "Sources" / "RxCocoa"
    missing = [name for name in RXCOCOA_TRAIT_FILES if not (cocoa / name).is_file()]
    if missing:
        die(f"{cocoa} lacks RxCocoa's trait files {', '.join(missing)}; is the checkout RxSwift 6?")
    copy_folder([cocoa / name for name in RXCOCOA_TRAIT_FILES], work / "Sources" / "RxCocoa", write)
    copy_folder(sorted((rxfeedback / "Sources" / "RxFeedback").glob("*.swift")), work / "Sources" / "RxFeedback", write)
    reactor_files = sorted((reactorkit / "Sources" / "ReactorKit").glob("*.swift"))
    copy_folder(
        reactor_files,
        work / "Sources" / "ReactorKit",
        write,
        lambda text: text.replace(REACTORKIT_LOCK_IMPORT, "import class Foundation.NSRecursiveLock"),
    )
    copy_folder([WEAK_MAP_TABLE], work / "Sources" / "WeakMapTable", write)
    for side, target in EXECUTABLES.items():
        edit = (lambda text: text) if side == "ours" else (lambda text: IMPORT_LINE.sub(lambda m: UPSTREAM_IMPORTS[m[1]], text))
        copy_folder(SEEDS_SOURCES, work / "Sources" / target, write, edit)
