#!/usr/bin/env python3
"""Runs an upstream project's own test suite against this package's modules.

    scripts/compat/upstream-tests.py SUITE CHECKOUT [--markdown] [--work DIR] [--file PATTERN]...

SUITE is rxswift, reactorkit or rxfeedback; CHECKOUT is the path to a checkout of that project
(a work tree, or a bare git directory whose HEAD is used). Nothing of the checkout is copied into
this repository: the files that scripts/compat/SUITE.scope lists are copied into a temporary
package (by default .build-compat/SUITE, reused between runs), their import lines are rewritten
(`import RxSwift` becomes `import Reactive`, and so on; nothing else is touched), and that
package is built and tested against this one by path.

A file that does not compile is set aside with its first error and the build is tried again
without it, so every file that can compile does. Tests then run under XCTest; a test that crashes
or hangs the runner is recorded as failed and the run resumes after it. The report has one line
per file in scope (compiled or not, tests passed / failed) and a total line; `--markdown` prints
the same as a table. The exit status is 0 when every in-scope file compiled and every test passed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCOPES = Path(__file__).resolve().parent

# Upstream module → our module. Only `import` lines are rewritten.
IMPORTS = {
    "RxSwift": "Reactive",
    "RxRelay": "Reactive",
    "RxCocoa": "Reactive",
    "RxTest": "ReactiveTesting",
    "RxBlocking": "ReactiveBlocking",
    "ReactorKit": "ReactorArchitecture",
    "RxFeedback": "FeedbackArchitecture",
}
PRODUCTS = ["Reactive", "ReactiveTesting", "ReactiveBlocking", "ReactorArchitecture", "FeedbackArchitecture"]
# RxTest is left out: RxSwift's tests also have a base class of that name.
QUALIFIED_NAME = re.compile(r"(?<![\w.])(" + "|".join(m for m in IMPORTS if m != "RxTest") + r")\.([A-Za-z_]\w*)")
IMPORT_LINE = re.compile(r"^(\s*)(@testable\s+)?import\s+(\w+)\s*$")
ERROR_LINE = re.compile(r"^(/[^:]+\.swift):(\d+):\d+: error: (.*)$")
CASE_LINE = re.compile(r"^Test Case '(?:-\[)?([\w.]+)[. ](\w+)\]?' (started|passed|failed|skipped)")
FAILURE_LINE = re.compile(r"^(/[^:]+\.swift):(\d+): error: ([\w.]+) : (.*)$")

# The compilation conditions upstream sources are read with when counting their tests: a Linux
# debug build with the scope's `define`s, as the temporary package is built.
TRUE_FLAGS = {"DEBUG", "SWIFT_PACKAGE"}
SYSTEM_MODULES = {"XCTest", "Foundation", "Dispatch", "CoreFoundation", "Glibc", "FoundationNetworking", "Synchronization"}
LINUX_MODULES = {"Foundation", "Dispatch", "XCTest", "Glibc", "FoundationNetworking", "Synchronization"}


@dataclass
class Scope:
    support: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)
    # path → reason, for files deliberately left out
    skipped: dict[str, str] = field(default_factory=dict)
    # compilation conditions the upstream project's own test runs define
    defines: list[str] = field(default_factory=list)
    # example path → (regexes of UIKit declarations to drop, our test file to append or "")
    examples: dict[str, tuple[list[str], str]] = field(default_factory=dict)
    # our own test files (paths under scripts/compat), compiled and counted with the rest
    ours: list[str] = field(default_factory=list)


@dataclass
class FileResult:
    path: str
    declared: list[tuple[str, str]]  # (class, test) found in the source under Linux conditions
    compiled: bool = True
    error: str = ""
    outcomes: dict[tuple[str, str], str] = field(default_factory=dict)
    messages: dict[tuple[str, str], str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return len(set(self.declared) | set(self.outcomes))

    @property
    def passed(self) -> int:
        return sum(1 for o in self.outcomes.values() if o == "passed")

    @property
    def failed(self) -> int:
        return self.total - self.passed


def read_scope(suite: str) -> Scope:
    """Reads SUITE.scope: `support PATH`, `test PATH`, `skip PATH: reason`, `define FLAG`,
    `example PATH [drop REGEX | …] [append OURS]` and `ours PATH` lines."""
    path = SCOPES / f"{suite}.scope"
    if not path.exists():
        sys.exit(f"upstream-tests: no scope file for '{suite}' (expected {path})")
    scope = Scope()
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        kind, _, rest = line.partition(" ")
        rest = rest.strip()
        if kind == "support":
            scope.support.append(rest)
        elif kind == "test":
            scope.tests.append(rest)
        elif kind == "define":
            scope.defines.append(rest)
        elif kind == "ours":
            scope.ours.append(rest)
        elif kind == "example":
            # example PATH [drop REGEX | REGEX ...] [append OURS]
            file, _, options = rest.partition(" ")
            options, _, appended = options.partition("append ")
            drops = [r.strip() for r in options.removeprefix("drop ").split(" | ") if r.strip()]
            scope.examples[file] = (drops, appended.strip())
        elif kind == "skip":
            file, sep, reason = rest.partition(": ")
            if not sep or not reason.strip():
                sys.exit(f"{path}:{number}: a skipped file needs a reason: `skip PATH: why`")
            scope.skipped[file.strip()] = reason.strip()
        else:
            sys.exit(f"{path}:{number}: unknown line kind '{kind}' (support, test or skip)")
    return scope


def materialise_checkout(checkout: Path, scratch: Path) -> tuple[Path, str]:
    """Returns a directory holding the checkout's files, and the commit it is at."""
    if not checkout.exists():
        sys.exit(f"upstream-tests: {checkout} does not exist; pass the path of a checkout")
    commit = subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip() or "unknown (not a git checkout)"
    describe = subprocess.run(
        ["git", "-C", str(checkout), "describe", "--tags"], capture_output=True, text=True
    ).stdout.strip()
    if describe:
        commit = f"{commit} ({describe})"
    if (checkout / "Tests").is_dir() or (checkout / "Package.swift").exists():
        return checkout, commit
    # A bare repository: unpack HEAD.
    tree = scratch / "checkout"
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir(parents=True)
    archive = subprocess.run(["git", "--git-dir", str(checkout), "archive", "HEAD"], capture_output=True)
    if archive.returncode != 0:
        sys.exit(f"upstream-tests: {checkout} is neither a work tree nor a git directory")
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    return tree, commit


def rewrite_imports(text: str) -> str:
    """Renames the upstream modules: in `import` lines, and where a name is qualified with its
    module (`RxSwift.Resources` becomes `Reactive::Resources`, a module selector, because
    `Reactive.Resources` would name a member of the `Reactive<Base>` type). Nothing else changes."""
    lines = []
    for line in text.splitlines(keepends=True):
        match = IMPORT_LINE.match(line.rstrip("\n"))
        if match and match.group(3) in IMPORTS:
            indent, testable, module = match.groups()
            line = f"{indent}{testable or ''}import {IMPORTS[module]}\n"
        else:
            line = QUALIFIED_NAME.sub(lambda m: f"{IMPORTS[m.group(1)]}::{m.group(2)}", line)
        lines.append(line)
    return "".join(lines)


def drop_declarations(text: str, patterns: list[str]) -> str:
    """Removes each line matching one of `patterns`, and when that line opens a brace, the whole
    declaration it starts (to its matching closing brace): how an example's UIKit view controller
    is left out while the rest of the file is compiled as it is."""
    lines = text.splitlines(keepends=True)
    kept: list[str] = []
    depth = 0
    dropping = False
    for line in lines:
        if not dropping and any(re.search(p, line) for p in patterns):
            depth = line.count("{") - line.count("}")
            dropping = depth > 0
            continue
        if dropping:
            depth += line.count("{") - line.count("}")
            dropping = depth > 0
            continue
        kept.append(line)
    return "".join(kept)


# MARK: counting tests in a source file, under Linux build conditions


def evaluate_condition(expression: str) -> bool:
    def replace(match: re.Match[str]) -> str:
        name, argument = match.group(1), match.group(2).strip()
        if name == "os":
            return str(argument == "Linux")
        if name == "canImport":
            return str(argument.split(".")[0] in LINUX_MODULES)
        if name in ("swift", "compiler"):
            return "True"
        if name == "arch":
            return str(argument in ("x86_64", "arm64"))
        return "False"

    python = re.sub(r"(\w+)\(([^()]*)\)", replace, expression)
    python = re.sub(
        r"\b(?!True\b|False\b)([A-Za-z_]\w*)\b", lambda m: str(m.group(1) in TRUE_FLAGS), python
    )
    python = python.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(python, {"__builtins__": {}}))  # noqa: S307 - our own rewritten expression
    except SyntaxError:
        return False


def active_source(text: str) -> str:
    """The source with inactive `#if` branches blanked out."""
    out = []
    # Each frame: (parent active, this branch active, a branch already taken)
    stack: list[tuple[bool, bool, bool]] = []
    active = True
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#if "):
            value = evaluate_condition(stripped[4:])
            stack.append((active, active and value, value))
            active = active and value
        elif stripped.startswith("#elseif "):
            parent, _, taken = stack[-1]
            value = not taken and evaluate_condition(stripped[8:])
            stack[-1] = (parent, parent and value, taken or value)
            active = parent and value
        elif stripped.startswith("#else"):
            parent, _, taken = stack[-1]
            stack[-1] = (parent, parent and not taken, True)
            active = parent and not taken
        elif stripped.startswith("#endif"):
            parent, _, _ = stack.pop()
            active = parent
        else:
            out.append(line if active else "")
            continue
        out.append("")
    return "\n".join(out)


def declared_tests(text: str) -> list[tuple[str, str]]:
    """(type, test) pairs: `func testX()` inside a class or an extension, as XCTest discovers them."""
    source = active_source(text)
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r'"""(.*?)"""', '""', source, flags=re.S)
    source = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', source)
    source = re.sub(r"//[^\n]*", "", source)
    tests = []
    stack: list[str | None] = []
    pending: str | None = None
    for token in re.finditer(
        r"\b(?:class|extension|struct|enum|protocol)\s+([\w.]+)|\bfunc\s+(test\w*)\s*\(\s*\)|[{}]", source
    ):
        text_ = token.group(0)
        if token.group(1):
            pending = token.group(1) if text_.startswith(("class", "extension")) else "-"
        elif token.group(2):
            owner = next((name for name in reversed(stack) if name), None)
            if owner and owner != "-" and len([s for s in stack if s]) == 1:
                tests.append((owner.split(".")[-1], token.group(2)))
            pending = None
        elif text_ == "{":
            stack.append(pending)
            pending = None
        else:
            if stack:
                stack.pop()
    return tests


# MARK: the temporary package


def available_products() -> list[str]:
    manifest = (REPO / "Package.swift").read_text()
    return [p for p in PRODUCTS if f'.library(name: "{p}"' in manifest]


def write_package(work: Path, suite: str, defines: list[str]) -> None:
    settings = "".join(f'.define("{flag}"), ' for flag in defines)
    products = ",\n                ".join(
        f'.product(name: "{p}", package: "ReactiveArchitectures")' for p in available_products()
    )
    (work / "Package.swift").write_text(
        f"""// swift-tools-version: 6.0
// Generated by scripts/compat/upstream-tests.py: {suite}'s own tests against this package.
import PackageDescription

let package = Package(
    name: "Upstream{suite.capitalize()}Tests",
    dependencies: [.package(name: "ReactiveArchitectures", path: "{REPO}")],
    targets: [
        .testTarget(
            name: "UpstreamTests",
            dependencies: [
                {products}
            ],
            path: "Tests",
            swiftSettings: [{settings}.swiftLanguageMode(.v5)]
        )
    ]
)
"""
    )


def target_name(path: str) -> str:
    # Flatten to one directory, keeping names unique and recognisable.
    return path.replace("/", "__")


def build(work: Path) -> tuple[bool, list[tuple[str, str]], str]:
    run = subprocess.run(
        ["swift", "build", "--build-tests", "--package-path", str(work)],
        capture_output=True,
        text=True,
        errors="replace",
    )
    output = run.stdout + run.stderr
    errors = []
    for line in output.splitlines():
        match = ERROR_LINE.match(line)
        if match:
            errors.append((match.group(1), match.group(3)))
    return run.returncode == 0, errors, output


def list_tests(work: Path) -> list[str]:
    run = subprocess.run(
        ["swift", "test", "list", "--skip-build", "--package-path", str(work)],
        capture_output=True,
        text=True,
        errors="replace",
    )
    return [line.strip() for line in run.stdout.splitlines() if "/" in line]


def run_tests(work: Path, skip: set[str], timeout: int) -> tuple[dict[str, str], dict[str, str], str | None, str]:
    """Runs every test not in `skip`; returns outcomes, failure messages, the test that was
    running when the runner died or hung (if it did), and how it ended."""
    command = ["swift", "test", "--skip-build", "--package-path", str(work)]
    for name in sorted(skip):
        command += ["--skip", "^" + re.escape(name) + "$"]
    outcomes: dict[str, str] = {}
    messages: dict[str, str] = {}
    running: str | None = None
    # Test output may split a multibyte character (an interleaved print), so undecodable bytes
    # become U+FFFD instead of ending the run.
    with tempfile.TemporaryFile("w+", errors="replace") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, text=True, start_new_session=True)
        try:
            process.wait(timeout=timeout)
            ending = "crashed" if process.returncode not in (0, 1) else ""
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()
            ending = f"hung (killed after {timeout} s)"
        log.seek(0)
        for line in log:
            case = CASE_LINE.match(line)
            if case:
                name = f"UpstreamTests.{case.group(1).split('.')[-1]}/{case.group(2)}"
                if case.group(3) == "started":
                    running = name
                else:
                    outcomes[name] = "passed" if case.group(3) in ("passed", "skipped") else "failed"
                    running = None
                continue
            failure = FAILURE_LINE.match(line)
            if failure and running and running not in messages:
                messages[running] = failure.group(4).strip()[:300]
            if running and ("Fatal error" in line or "Precondition failed" in line) and running not in messages:
                messages[running] = line.strip()[:300]
    # A test that started and never finished took the runner down with it (a crash makes
    # `swift test` exit 1, like an ordinary failure, so the exit status cannot tell).
    if running is not None and not ending:
        ending = "crashed"
    return outcomes, messages, running, ending


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite", choices=sorted(p.stem for p in SCOPES.glob("*.scope")))
    parser.add_argument("checkout", type=Path)
    parser.add_argument("--work", type=Path, help="the temporary package (default: .build-compat/SUITE)")
    parser.add_argument("--markdown", action="store_true", help="print the report as a Markdown table")
    parser.add_argument("--file", action="append", default=[], help="only files whose path contains this")
    parser.add_argument("--timeout", type=int, default=900, help="seconds before a test run counts as hung")
    parser.add_argument("--failures", action="store_true", help="list each failing test with its message")
    args = parser.parse_args()

    started = time.time()
    work = (args.work or REPO / ".build-compat" / args.suite).resolve()
    work.mkdir(parents=True, exist_ok=True)
    source, commit = materialise_checkout(args.checkout.resolve(), work)
    scope = read_scope(args.suite)
    tests = [t for t in scope.tests if not args.file or any(f in t for f in args.file)]
    examples = [e for e in scope.examples if not args.file or any(f in e for f in args.file)]
    missing = [p for p in scope.support + tests + examples if not (source / p).exists()]
    if missing:
        sys.exit("upstream-tests: the checkout lacks files the scope lists: " + ", ".join(missing))
    # Every Swift file under the checkout's Tests/ is either run, compiled as support or left out
    # with a reason; a file the scope does not know (a newer checkout) is named, not silently ignored.
    listed = set(scope.support) | set(scope.tests) | set(scope.skipped)
    unlisted = sorted(
        str(p.relative_to(source)) for p in (source / "Tests").rglob("*.swift") if str(p.relative_to(source)) not in listed
    )
    if unlisted and not args.file:
        print(f"note: {len(unlisted)} test files are not in scripts/compat/{args.suite}.scope: " + ", ".join(unlisted))

    destination = work / "Tests"
    shutil.rmtree(destination, ignore_errors=True)
    destination.mkdir(parents=True)
    write_package(work, args.suite, scope.defines)
    global TRUE_FLAGS
    TRUE_FLAGS = {"DEBUG", "SWIFT_PACKAGE"} | set(scope.defines)
    by_copy: dict[str, str] = {}
    results: dict[str, FileResult] = {}
    for path in scope.support + tests:
        text = (source / path).read_text()
        copy = destination / target_name(path)
        copy.write_text(rewrite_imports(text))
        by_copy[str(copy)] = path
        if path in tests:
            results[path] = FileResult(path, declared_tests(text))
    # Examples: upstream files compiled as they are, less the UIKit declarations the scope names,
    # with a test of ours appended where the example's types are fileprivate.
    for path in examples:
        drops, appended = scope.examples[path]
        text = rewrite_imports(drop_declarations((source / path).read_text(), drops))
        declared: list[tuple[str, str]] = []
        if appended:
            ours = (SCOPES / appended).read_text()
            text += "\n// Appended by scripts/compat/upstream-tests.py from " + appended + "\n" + ours
            declared = declared_tests(ours)
        copy = destination / target_name(path)
        copy.write_text(text)
        by_copy[str(copy)] = path
        tests.append(path)
        results[path] = FileResult(path, declared)
    # Our own tests that drive the examples.
    for path in scope.ours:
        if args.file and not any(f in path for f in args.file):
            continue
        text = (SCOPES / path).read_text()
        label = "scripts/compat/" + path
        copy = destination / target_name(label)
        copy.write_text(text)
        by_copy[str(copy)] = label
        tests.append(label)
        results[label] = FileResult(label, declared_tests(text))

    # A file importing a module this package lacks would stop the whole target's module from
    # being emitted, hiding every other file's errors for a round: set it aside before building.
    available = set(available_products()) | SYSTEM_MODULES
    for path in tests:
        copy = destination / target_name(path)
        wanted = [m.group(3) for m in map(IMPORT_LINE.match, active_source(copy.read_text()).splitlines()) if m]
        absent = [module for module in wanted if module not in available]
        if absent:
            results[path].compiled = False
            results[path].error = f"no such module '{absent[0]}'"
            copy.unlink()
            print(f"  does not compile: {path}: no such module '{absent[0]}'", file=sys.stderr)

    # Build, setting aside each test file that does not compile, until the rest builds.
    print(f"building {len(tests)} test files against {REPO} in {work} ...", file=sys.stderr)
    round_ = 0
    while True:
        ok, errors, output = build(work)
        round_ += 1
        # Every error of every round, for whoever fixes them (the report shows only the first).
        (work / f"build-round-{round_}.log").write_text(output)
        if ok:
            break
        failing: dict[str, str] = {}
        for file, message in errors:
            path = by_copy.get(str(Path(file).resolve()))
            if path is None:
                continue
            failing.setdefault(path, message)
        broken_support = [p for p in failing if p in scope.support]
        if broken_support:
            print(output[-6000:], file=sys.stderr)
            sys.exit("upstream-tests: shared support files do not compile: " + ", ".join(broken_support))
        if not failing:
            print(output[-6000:], file=sys.stderr)
            sys.exit("upstream-tests: the build failed, and not in a test file (see above)")
        for path, message in failing.items():
            results[path].compiled = False
            results[path].error = message
            (destination / target_name(path)).unlink()
            print(f"  does not compile: {path}: {message}", file=sys.stderr)

    # Run, resuming after any test that takes the runner down with it.
    names = list_tests(work)
    finished: dict[str, str] = {}
    messages: dict[str, str] = {}
    while True:
        outcomes, found, running, ending = run_tests(work, set(finished), args.timeout)
        finished.update(outcomes)
        messages.update(found)
        if running is None:
            break
        finished[running] = "failed"
        messages.setdefault(running, f"the test runner {ending or 'stopped'} during this test")
        print(f"  {ending or 'stopped'}: {running}; resuming after it", file=sys.stderr)
    for name in names:
        finished.setdefault(name, "failed")
        messages.setdefault(name, "never reported a result")

    owner_of: dict[tuple[str, str], str] = {}
    for result in results.values():
        for pair in result.declared:
            owner_of.setdefault(pair, result.path)
    unowned = 0
    for name, outcome in finished.items():
        type_name, test = name.split(".", 1)[1].split("/")
        path = owner_of.get((type_name, test))
        if path is None:
            unowned += 1
            continue
        results[path].outcomes[(type_name, test)] = outcome
        if name in messages:
            results[path].messages[(type_name, test)] = messages[name]

    report(args, results, scope, commit, time.time() - started, unowned)
    everything_passes = all(r.compiled and r.failed == 0 for r in results.values())
    return 0 if everything_passes else 1


def report(args, results: dict[str, FileResult], scope: Scope, commit: str, seconds: float, unowned: int) -> None:
    rows = sorted(results.values(), key=lambda r: r.path)
    total = sum(r.total for r in rows)
    passed = sum(r.passed for r in rows)
    compiled = sum(1 for r in rows if r.compiled)
    if args.markdown:
        print(f"| File | Compiles | Tests | Passed | Failed |")
        print("| --- | --- | ---: | ---: | ---: |")
        for r in rows:
            escaped = r.error.replace("|", "\\|")
            mark = "yes" if r.compiled else f"no: {escaped}"
            print(f"| `{r.path}` | {mark} | {r.total} | {r.passed} | {r.failed} |")
    else:
        width = max(len(r.path) for r in rows) if rows else 10
        for r in rows:
            status = "compiled" if r.compiled else "DOES NOT COMPILE"
            print(f"{r.path:<{width}}  {status:<16}  {r.passed:>4} passed  {r.failed:>4} failed  of {r.total}")
            if not r.compiled:
                print(f"{'':<{width}}    first error: {r.error}")
    if args.failures or not args.markdown:
        for r in rows:
            for pair, outcome in sorted(r.outcomes.items()):
                if outcome != "passed":
                    print(f"FAILED {pair[0]}.{pair[1]} ({r.path}): {r.messages.get(pair, '')}")
    share = 100.0 * passed / total if total else 0.0
    print(
        f"\n{args.suite} at {commit}: {compiled} of {len(rows)} files compile; "
        f"{passed} of {total} tests pass ({share:.1f}%); {len(scope.skipped)} files out of scope "
        f"(see scripts/compat/{args.suite}.scope); {seconds:.0f} s"
        + (f"; {unowned} results from tests no scoped file declares" if unowned else "")
    )


if __name__ == "__main__":
    sys.exit(main())
