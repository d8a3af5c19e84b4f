#!/usr/bin/env python3
"""Profiles reactive-benchmarks workloads with callgrind and prints where the instructions go.

    scripts/profile-benchmarks.py WORKLOAD... [--top N] [--out FILE]

Builds `reactive-benchmarks` in release mode, then runs each workload once under
`valgrind --tool=callgrind`, collecting only inside the measured region (`--profile NAME` runs a
warm-up, then a tenth of the workload's elements inside `benchProfiledRegion`). Prints, per
workload, the instructions per element, each object's share, and the top symbols by self cost as
a Markdown table; `--out` also writes that Markdown to a file (docs/benchmarks/profiles.md is
embedded in docs/Benchmarks.md by `reactive-benchmarks --markdown`).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

from callgrind_costs import costs, demangle, object_shares

REPO = Path(__file__).resolve().parents[1]


def die(message: str) -> None:
    sys.exit(f"profile-benchmarks: error: {message}")


def profile(binary: Path, work: Path, name: str, top: int) -> list[str]:
    output = work / f"callgrind.{name}.out"
    run = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={output}",
            "--toggle-collect=*benchProfiledRegion*",
            str(binary),
            "--profile",
            name,
        ],
        capture_output=True,
        text=True,
    )
    if run.returncode != 0:
        die(f"the profiled run of {name} failed (status {run.returncode}):\n{run.stderr.strip()[-3000:]}")
    profiled = next((line.split("\t") for line in run.stdout.splitlines() if line.startswith("profiled\t")), None)
    total, rows, by_object = costs(output)
    rows = rows[:top]
    demangled = demangle([symbol for _, _, symbol, _ in rows]) or [symbol for _, _, symbol, _ in rows]
    inclusive = heaviest_library_functions(output, total, top)
    elements = int(profiled[2]) if profiled else 0
    unit = profiled[3] if profiled else "element"
    per_element = f"{total / elements:,.0f} instructions per {unit}" if elements else f"{total:,} instructions"
    objects = object_shares(by_object, total)
    lines = [
        f"### `{name}`",
        "",
        f"{per_element} ({elements:,} × {unit} profiled); by object: {objects}.",
        "",
        "| share | symbol | object |",
        "| ---: | --- | --- |",
    ]
    for (_, share, _, obj), readable in zip(rows, demangled):
        text = (readable if len(readable) <= 140 else readable[:139] + "…").replace("|", "\\|")
        lines.append(f"| {share:.1f} % | `{text}` | {obj} |")
    if inclusive:
        lines += [
            "",
            "Heaviest functions of the package, callees included (what the self costs above are spent under):",
            "",
            "| share | function |",
            "| ---: | --- |",
        ]
        for share, readable in inclusive:
            text = (readable if len(readable) <= 140 else readable[:139] + "…").replace("|", "\\|")
            lines.append(f"| {share:.1f} % | `{text}` |")
    return lines + [""]


# Frames that are the benchmark, not the library: left out of the inclusive table.
HARNESS = re.compile(r"Workloads|Harness|benchProfiledRegion|Seed[A-Z]|SearchScreen|_main|main\b|partial apply|below main")


def heaviest_library_functions(output: Path, total: int, top: int) -> list[tuple[float, str]]:
    """The package's functions with the most inclusive cost, below the wrappers every element
    passes through (those at 95 % or more) and without the benchmark's own frames."""
    _, rows, _ = costs(output, inclusive=True)
    symbols = [
        (share, symbol)
        for _, share, symbol, obj in rows
        if obj.startswith("reactive-benchmarks") and share < 95 and not symbol.startswith("0x")
    ]
    demangled = demangle([symbol for _, symbol in symbols])
    if demangled is None:
        return []
    picked = []
    seen = set()
    for (share, _), readable in zip(symbols, demangled):
        if HARNESS.search(readable) or readable in seen:
            continue
        seen.add(readable)
        picked.append((share, readable))
        if len(picked) == top:
            break
    return picked


def main() -> int:
    parser = argparse.ArgumentParser(
        prog="profile-benchmarks.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("workloads", nargs="+", metavar="WORKLOAD")
    parser.add_argument("--top", type=int, default=10, help="symbols per workload (default 10)")
    parser.add_argument("--out", type=Path, help="also write the Markdown here")
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "objcopy"):
        if shutil.which(tool) is None:
            die(f"needs {tool} on PATH")
    build = subprocess.run(
        ["swift", "build", "-c", "release", "--product", "reactive-benchmarks", "--package-path", str(REPO)],
        capture_output=True,
        text=True,
    )
    if build.returncode != 0:
        die(f"the release build failed:\n{(build.stdout + build.stderr)[-3000:]}")
    work = REPO / ".build" / "profiles"
    work.mkdir(parents=True, exist_ok=True)
    # Valgrind before 3.20 cannot read the DWARF 5 that Swift emits, so it profiles a copy without
    # debug information; the symbol table, all a profile needs, stays.
    binary = work / "reactive-benchmarks"
    subprocess.run(
        ["objcopy", "--strip-debug", str(REPO / ".build" / "release" / "reactive-benchmarks"), str(binary)], check=True
    )
    lines: list[str] = []
    for name in args.workloads:
        print(f"profiling {name}", file=sys.stderr)
        lines += profile(binary, work, name, args.top)
    text = "\n".join(lines)
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
