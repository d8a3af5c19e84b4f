#!/usr/bin/env python3
"""Compiles and runs the Swift 6 corpus (Tests/Swift6) against the package's built modules.

    scripts/check-swift6-corpus.py [--bin DIR] [--tsan-bin DIR] [--only NAME]...

The corpus states, one small program per file, what Swift 6 mode does with Rx code here:

- compile-fail/*.swift: each `// expect-error: TEXT` line names a diagnostic that compiling the file
  in Swift 6 mode must report as an error (racy code the compiler rejects).
- compile-pass/*.swift: must compile with no error and no warning, in Swift 6 mode and in Swift 5
  mode (correct app code; code a Swift 5 user must not have to change).
- run/*.swift: built as a program in Swift 6 mode and run. `// expect-trap: TEXT` means it must stop
  (a crash, not an exit) with TEXT in what it prints — the isolation check Swift 6 callers get from
  the runtime's modules, naming the closure in the backtrace; `// expect-clean` means it must exit 0,
  and, built with ThreadSanitizer against the TSan build of the modules (--tsan-bin), exit 0 with
  no report.

It needs the debug build (`swift build`, whose bin directory is --bin) and, for the clean runs
under ThreadSanitizer, the build `swift test --sanitize=thread --scratch-path .build-tsan` makes
(--tsan-bin; skipped with a note when absent). The programs link the modules' object files
directly, so nothing is built twice.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "Tests" / "Swift6"
INCLUDE = REPO / "Sources" / "CReactiveAtomics" / "include"
# The modules a corpus program may import, and the C target the runtime's inlinable code uses.
LINKED = ["Reactive", "CReactiveAtomics", "ReactiveTesting", "ReactiveDebugging", "ReactorArchitecture", "FeedbackArchitecture"]
# Not a status a process can end with: a hang is neither a trap nor a clean run.
TIMED_OUT = 1_000
DIAGNOSTIC = re.compile(r"^(?P<file>[^:\n]+):\d+:\d+: (?P<kind>error|warning): (?P<text>.*)$", re.MULTILINE)


def bin_path(scratch: str | None) -> Path:
    command = ["swift", "build", "--show-bin-path"] + (["--scratch-path", scratch] if scratch else [])
    return Path(subprocess.run(command, cwd=REPO, capture_output=True, text=True, check=True).stdout.strip())


def expectations(source: Path, key: str) -> list[str]:
    return [m.group(1).strip() for m in re.finditer(rf"^// {key}:(.*)$", source.read_text(), re.MULTILINE)]


def compile_diagnostics(source: Path, modules: Path, mode: str) -> list[tuple[str, str]]:
    # A full compile, not `-typecheck`: region-based isolation ("sending 'x' risks causing data
    # races") is diagnosed on SIL, which a type check never reaches, so `-typecheck` passes code
    # that Swift 6 rejects.
    run = subprocess.run(
        ["swiftc", "-c", "-o", os.devnull, "-swift-version", mode, "-I", str(modules), "-I", str(INCLUDE), str(source)],
        capture_output=True,
        text=True,
    )
    return [(m["kind"], m["text"]) for m in DIAGNOSTIC.finditer(run.stderr) if Path(m["file"]).name == source.name]


def objects(bin_dir: Path) -> list[str]:
    found = []
    for module in LINKED:
        build = bin_dir / f"{module}.build"
        # A Swift module's objects are the ones its output file map names: an incremental build
        # keeps the objects of sources since renamed or deleted, which would link twice.
        output_map = build / "output-file-map.json"
        if output_map.exists():
            entries = json.loads(output_map.read_text()).values()
            found += sorted(entry["object"] for entry in entries if "object" in entry)
        else:
            found += sorted(str(path) for path in build.glob("*.o"))
    return found


def build_program(source: Path, bin_dir: Path, work: Path, sanitize: bool) -> Path:
    main = work / "main.swift"
    shutil.copy(source, main)
    output = work / ("program-tsan" if sanitize else "program")
    command = ["swiftc", "-swift-version", "6", "-g", "-I", str(bin_dir / "Modules"), "-I", str(INCLUDE)]
    command += ["-sanitize=thread"] if sanitize else []
    command += [str(main), *objects(bin_dir), "-o", str(output)]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"does not build:\n{run.stderr[-3000:]}")
    return output


def run_program(program: Path) -> tuple[int, str]:
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=yes,interactive=no,color=no")
    try:
        run = subprocess.run([str(program)], capture_output=True, text=True, timeout=120, env=environment)
    except subprocess.TimeoutExpired:
        return TIMED_OUT, "timed out after 120 s"
    return run.returncode, run.stdout + run.stderr


def check_compile_fail(source: Path, modules: Path) -> list[str]:
    wanted = expectations(source, "expect-error")
    if not wanted:
        return ["states no `// expect-error:`"]
    errors = [text for kind, text in compile_diagnostics(source, modules, "6") if kind == "error"]
    problems = [f"Swift 6 mode did not report the error `{text}` (errors: {errors or 'none'})" for text in wanted
                if not any(text in error for error in errors)]
    # Any other error means the case proves nothing: it would be rejected whatever the closure did.
    problems += [f"an error the case does not expect: {error}" for error in errors
                 if not any(text in error for text in wanted)]
    return problems


def check_compile_pass(source: Path, modules: Path) -> list[str]:
    problems = []
    for mode in ("6", "5"):
        for kind, text in compile_diagnostics(source, modules, mode):
            problems.append(f"Swift {mode} mode: {kind}: {text}")
    return problems


def check_run(source: Path, bin_dir: Path, tsan_bin: Path | None, work: Path) -> tuple[list[str], str]:
    traps = expectations(source, "expect-trap")
    clean = bool(expectations_line(source, "expect-clean"))
    if bool(traps) == clean:
        return ["states exactly one of `// expect-trap: TEXT` and `// expect-clean`"], ""
    status, output = run_program(build_program(source, bin_dir, work, sanitize=False))
    if traps:
        # A crash is a signal (negative status), not an exit: `exit(1)` would not prove a trap.
        if status >= 0:
            return [f"expected a trap, but it ended with status {status}:\n{output[-1500:]}"], ""
        missing = [text for text in traps if text not in output]
        return ([f"trapped, but `{text}` is not in what it printed:\n{output[-3000:]}" for text in missing], "trapped")
    if status != 0:
        return [f"expected a clean run, but its status is {status}:\n{output[-3000:]}"], ""
    if tsan_bin is None:
        return [], "ran clean (ThreadSanitizer build absent: not run under it)"
    status, output = run_program(build_program(source, tsan_bin, work, sanitize=True))
    if status != 0 or "ThreadSanitizer" in output:
        return [f"under ThreadSanitizer, status {status}:\n{output[-3000:]}"], ""
    return [], "ran clean, and clean under ThreadSanitizer"


def expectations_line(source: Path, key: str) -> list[str]:
    return re.findall(rf"^// {key}\s*$", source.read_text(), re.MULTILINE)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", type=Path, help="the debug build's bin directory (default: swift build --show-bin-path)")
    parser.add_argument("--tsan-bin", type=Path, help="the ThreadSanitizer build's bin directory (default: .build-tsan's, if built)")
    parser.add_argument("--only", action="append", default=[], metavar="NAME", help="only the case whose file stem is NAME")
    args = parser.parse_args()
    bin_dir = args.bin or bin_path(None)
    tsan_bin = args.tsan_bin or bin_path(".build-tsan")
    if not (tsan_bin / "Reactive.build").is_dir():
        tsan_bin = None
    if not (bin_dir / "Modules" / "Reactive.swiftmodule").exists():
        sys.exit(f"check-swift6-corpus: no build at {bin_dir}; run `swift build` first")
    failures = 0
    counts = {"compile-fail": 0, "compile-pass": 0, "run": 0}
    with tempfile.TemporaryDirectory(prefix="swift6-corpus-") as temporary:
        for kind in counts:
            for source in sorted((CORPUS / kind).glob("*.swift")):
                if args.only and source.stem not in args.only:
                    continue
                counts[kind] += 1
                work = Path(temporary) / f"{kind}-{source.stem}"
                work.mkdir()
                try:
                    if kind == "compile-fail":
                        problems, how = check_compile_fail(source, bin_dir / "Modules"), "rejected"
                    elif kind == "compile-pass":
                        problems, how = check_compile_pass(source, bin_dir / "Modules"), "compiles clean in Swift 6 and 5 modes"
                    else:
                        problems, how = check_run(source, bin_dir, tsan_bin, work)
                except RuntimeError as error:
                    problems, how = [str(error)], ""
                name = f"{kind}/{source.name}"
                if problems:
                    failures += 1
                    print(f"FAIL {name}")
                    for problem in problems:
                        print(f"  {problem}")
                else:
                    print(f"ok   {name}: {how}")
    total = sum(counts.values())
    print(f"check-swift6-corpus: {total - failures} of {total} cases as stated" + (f"; {failures} not" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
