#!/usr/bin/env python3
"""Fails when the public API of a library product breaks against the last release, unannounced.

    scripts/check-api-breaks.py [--scratch-path DIR]     compare with the recorded baseline
    scripts/check-api-breaks.py --record [--scratch-path DIR]
                                                          record the baseline of this version
    scripts/check-api-breaks.py --self-test               prove the checker can fail

The check builds nothing: it reads the `.swiftmodule`s of the debug build already in the scratch
path (CI's `swift build --build-tests` makes them; default `.build`) and stops with status 2 if one
is missing or older than its sources.

1. The modules are the targets of the package's library products (`swift package dump-package`).
2. The toolchain's `swift-api-digester -dump-sdk` writes each module's public API as JSON.
3. `swift-api-digester -diagnose-sdk` compares it with the baseline recorded in `api/<version>/`,
   the newest release's, and prints each source break under its heading (removed, renamed, type
   changed, now throwing, a protocol requirement or an enum case added, ...). The digester does not
   compare imports, so this script adds two breaks of its own: a module that is gone, and an
   `@_exported import` that is gone. A new module, like any new declaration, is not a break.
4. Breaks pass only when they are announced: the version in Sources/Reactive/Version.swift is a
   new major version above the baseline's, it heads CHANGELOG.md, and its entry has a
   `**Breaking:**` bullet under `### Changed` or `### Removed`. Otherwise each break is printed
   as `Module: heading: digester's line` and the exit status is 1.

`--record` writes `api/<version>/<Module>.json` for the version the sources declare and removes
the older baselines (git keeps them): run it when cutting a release (docs/Releasing.md). The files
are the digester's own JSON, laid out with one declaration per line, which the digester reads as it
is: a re-recorded baseline's diff then shows one line per added or changed declaration.

`--self-test` compiles two versions of a small module with `swiftc` in a temporary directory, the
second with a declaration removed, one changed, one added and a re-export dropped, and fails unless
exactly the removal, the change and the re-export are breaks; it also checks that the baseline
layout reads back unchanged, and the changelog rules. CI runs it first, so that a toolchain whose
digester prints differently cannot turn the check into a pass.

What the digester cannot see (the check's blind spots):
- behaviour: a method that keeps its signature and does something else passes;
- `@inlinable` bodies and default argument values, which clients compile into their own code;
- doc comments, deprecations, and `@available` changes that only add;
- platform-specific API: the baseline is recorded on Linux, CI's platform; code under
  `#if os(macOS)` is not compiled here, so it is not compared.
It is also conservative in places: adding a defaulted parameter or making a parameter optional is
reported ("renamed", "type change"), since a reference to the old function breaks although most
calls still compile.

Standard library only: json, re, subprocess.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BASELINES = REPO / "api"
VERSION_FILE = REPO / "Sources/Reactive/Version.swift"
CHANGELOG = REPO / "CHANGELOG.md"
# Nodes that describe a declaration's type rather than a declaration: kept on their declaration's
# line in a recorded baseline.
TYPE_KINDS = {"TypeNominal", "TypeFunc", "TypeNameAlias"}
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?")


def die(message: str) -> None:
    print(f"check-api-breaks: error: {message}", file=sys.stderr)
    sys.exit(2)


def run(command: list[str], cwd: Path = REPO) -> str:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        die(f"`{' '.join(command)}` failed:\n{result.stderr.strip() or result.stdout.strip()}")
    return result.stdout


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def version_key(version: str) -> tuple[int, int, int]:
    match = SEMVER.fullmatch(version)
    if not match:
        die(f"'{version}' is not a semantic version")
    return (int(match[1]), int(match[2]), int(match[3]))


# MARK: The version and the changelog


def declared_version() -> str:
    match = re.search(r'static let version\s*=\s*"([^"]+)"', VERSION_FILE.read_text())
    if not match:
        die(f"no `static let version = \"x.y.z\"` in {VERSION_FILE.relative_to(REPO)}")
    return match[1]


def changelog_entries(text: str) -> list[tuple[str, str]]:
    """The released entries of a Keep a Changelog text, newest first: (version, body)."""
    entries: list[tuple[str, str]] = []
    for block in re.split(r"^(?=## \[)", text, flags=re.M):
        heading = re.match(r"## \[([^\]]+)\]", block)
        if heading and heading[1].lower() != "unreleased":
            entries.append((heading[1], block))
    return entries


def announces_break(body: str) -> bool:
    """Whether an entry has a `**Breaking:**` bullet under `### Changed` or `### Removed`."""
    for section in re.split(r"^(?=### )", body, flags=re.M):
        if re.match(r"### (Changed|Removed)\s*$", section.split("\n", 1)[0]):
            if re.search(r"^\s*[-*] \*\*Breaking:?\*\*", section, flags=re.M):
                return True
    return False


def verdict(breaks: int, baseline: str, current: str, changelog: str) -> tuple[bool, str]:
    """Whether `breaks` against the baseline may pass, and why, by the rules of the docstring."""
    if breaks == 0:
        return True, "no breaking change"
    entries = changelog_entries(changelog)
    top, body = entries[0] if entries else ("", "")
    if version_key(current)[0] <= version_key(baseline)[0]:
        return False, (
            f"{plural(breaks, 'breaking change')} against {baseline}, and version {current} is not a new major "
            f"version. Keep the old API (deprecate it and add the new one beside it), or announce the "
            f"break: set ReactiveArchitectures.version to {version_key(baseline)[0] + 1}.0.0, head CHANGELOG.md "
            f"with that version, and say what breaks and how to migrate in a \"**Breaking:**\" bullet "
            f"under \"### Changed\" or \"### Removed\"")
    if top != current:
        return False, (f"{plural(breaks, 'breaking change')}: version {current} is not CHANGELOG.md's "
                       f"newest entry ({top or 'none'})")
    if not announces_break(body):
        return False, (
            f"{plural(breaks, 'breaking change')}: CHANGELOG.md's {current} entry has no \"**Breaking:**\" bullet "
            f"under \"### Changed\" or \"### Removed\" saying what breaks and how to migrate")
    return True, f"{plural(breaks, 'breaking change')}, announced by CHANGELOG.md's {current} entry"


# MARK: The modules and the digester


def digester() -> str:
    swiftc = shutil.which("swiftc")
    beside = Path(swiftc).resolve().parent / "swift-api-digester" if swiftc else None
    if beside and beside.exists():
        return str(beside)
    found = shutil.which("swift-api-digester")
    if not found and shutil.which("xcrun"):
        found = subprocess.run(["xcrun", "--find", "swift-api-digester"], capture_output=True,
                               text=True).stdout.strip() or None
    if not found:
        die("no swift-api-digester next to swiftc or on the PATH")
    return found


def library_modules() -> dict[str, Path]:
    """The targets of the library products, each with its source folder."""
    package = json.loads(run(["swift", "package", "dump-package"]))
    names = sorted({t for p in package["products"] if "library" in p["type"] for t in p["targets"]})
    targets = {t["name"]: t for t in package["targets"]}
    return {name: REPO / (targets[name].get("path") or f"Sources/{name}") for name in names}


def modules_folder(scratch: str | None) -> Path:
    command = ["swift", "build", "--show-bin-path"] + (["--scratch-path", scratch] if scratch else [])
    return Path(run(command).strip()) / "Modules"


def check_built(modules: dict[str, Path], folder: Path) -> None:
    """Stops unless every module was built, and built after its last source change."""
    for name, sources in modules.items():
        module = folder / f"{name}.swiftmodule"
        if not module.exists():
            die(f"no {module}; build first (`swift build --build-tests`): this check builds nothing")
        # The compiler leaves a .swiftmodule untouched when a change does not alter it (a doc
        # comment), so the module's build folder says when the build last looked at the sources.
        products = [module, *folder.glob(f"{name}.swift*"), *(folder.parent / f"{name}.build").glob("*")]
        built = max(p.stat().st_mtime for p in products if p.exists())
        newest = max((f.stat().st_mtime for f in sources.rglob("*.swift")), default=0)
        if newest > built:
            die(f"{module.name} is older than the sources in {sources.relative_to(REPO)}; build first")


def dump(tool: str, module: str, search_paths: list[Path], output: Path) -> None:
    run([tool, "-dump-sdk", "-module", module, "-o", str(output), "-avoid-location", "-avoid-tool-args",
         "-abort-on-module-fail"] + [a for path in search_paths for a in ("-I", str(path))])


def search_paths(folder: Path) -> list[Path]:
    # The C targets' module maps (the runtime imports CReactiveAtomics), as the build finds them.
    return [folder] + sorted(p.parent for p in (REPO / "Sources").glob("*/include/module.modulemap"))


@dataclass
class Comparison:
    breaks: list[str]
    added: int
    names: int


def declarations(node: dict, parent: str = "") -> set[str]:
    """The declarations of a dump by kind and qualified name, such as `Function Box.value(_:)`: a
    changed signature keeps its name, so that only new names count as additions."""
    found: set[str] = set()
    for child in node.get("children", []):
        if child.get("kind") not in TYPE_KINDS | {"Import"}:
            name = f"{parent}{child.get('printedName')}"
            found.add(f"{child.get('kind')} {name}")
            found |= declarations(child, f"{name}.")
    return found


def compare(tool: str, baseline: Path, current: Path) -> Comparison:
    # The report goes to stderr unless -o names a file; stderr would mix it with warnings.
    report = current.with_suffix(".breaks.txt")
    run([tool, "-diagnose-sdk", "-input-paths", str(baseline), "-input-paths", str(current), "-o", str(report)])
    breaks, heading = [], ""
    for line in report.read_text().splitlines():
        line = line.strip()
        if line.startswith("/*"):
            heading = line.strip("/* ")
        elif line:
            breaks.append(f"{heading}: {line}")
    old_root, new_root = json.loads(baseline.read_text())["ABIRoot"], json.loads(current.read_text())["ABIRoot"]
    # The digester does not compare imports, but a client that gets a module through `@_exported
    # import` (GitHubSearch's four, Reactive's Foundation) stops compiling when it is gone.
    for gone in sorted(reexports(old_root) - reexports(new_root)):
        breaks.append(f"Re-exports: @_exported import {gone} has been removed")
    old, new = declarations(old_root), declarations(new_root)
    return Comparison(breaks, len(new - old), len(new))


def reexports(root: dict) -> set[str]:
    return {c["name"] for c in root.get("children", [])
            if c.get("kind") == "Import" and "Exported" in c.get("declAttributes", [])}


# MARK: The baseline's layout


def layout(node, depth: int = 0) -> str:
    """JSON with each declaration on a line of its own; the types of its signature stay on it."""
    if not isinstance(node, dict):
        return json.dumps(node, separators=(",", ":"), ensure_ascii=False)
    parts = []
    for key, value in node.items():
        if key == "children" and any(c.get("kind") not in TYPE_KINDS for c in value):
            inner = "  " * (depth + 1)
            lines = ",\n".join(inner + layout(child, depth + 1) for child in value)
            parts.append(f'"children":[\n{lines}\n{"  " * depth}]')
        else:
            parts.append(f"{json.dumps(key)}:{layout(value, depth + 1) if key == 'ABIRoot' else compact(value)}")
    return "{" + ",".join(parts) + "}"


def compact(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def write_baseline(dumped: Path, destination: Path) -> None:
    destination.write_text(layout(json.loads(dumped.read_text())) + "\n")


# MARK: The check and the recording


def baseline_version() -> str | None:
    versions = [p.name for p in BASELINES.glob("*") if p.is_dir() and SEMVER.fullmatch(p.name)]
    return max(versions, key=version_key) if versions else None


def dump_all(scratch: str | None, folder: Path) -> dict[str, Path]:
    """Dumps every library module's API from the existing build into `folder`."""
    modules, tool = library_modules(), digester()
    built = modules_folder(scratch)
    check_built(modules, built)
    dumped = {}
    for name in modules:
        dumped[name] = folder / f"{name}.json"
        dump(tool, name, search_paths(built), dumped[name])
    return dumped


def report(dumped: dict[str, Path], baseline: str) -> int:
    """Prints each module's comparison with the baseline; returns the number of breaks."""
    tool = digester()
    recorded = {p.stem: p for p in (BASELINES / baseline).glob("*.json")}
    breaks = 0
    for name in sorted(set(dumped) | set(recorded)):
        if name not in dumped:
            print(f"  {name:<22} BREAKING: gone, no longer a library product's module")
            breaks += 1
        elif name not in recorded:
            print(f"  {name:<22} new module, not in the baseline")
        else:
            result = compare(tool, recorded[name], dumped[name])
            added = f", {result.added} added" if result.added else ""
            state = f"{len(result.breaks)} BREAKING" if result.breaks else "no break"
            print(f"  {name:<22} {result.names:5} public names{added}: {state}")
            for line in result.breaks:
                print(f"      {name}: {line}")
            breaks += len(result.breaks)
    return breaks


def record(scratch: str | None) -> None:
    version = declared_version()
    entries = changelog_entries(CHANGELOG.read_text())
    if not entries or entries[0][0] != version:
        die(f"ReactiveArchitectures.version is {version} but CHANGELOG.md's newest entry is "
            f"{entries[0][0] if entries else 'missing'}; a baseline records a released version")
    with tempfile.TemporaryDirectory() as temporary:
        dumped = dump_all(scratch, Path(temporary))
        previous = baseline_version()
        if previous:
            # Said before it is overwritten: recording accepts whatever changed since.
            print(f"What the new baseline replaces, against the {previous} baseline:")
            report(dumped, previous)
        for old in BASELINES.glob("*"):
            if old.is_dir() and SEMVER.fullmatch(old.name):
                shutil.rmtree(old)
        target = BASELINES / version
        target.mkdir(parents=True)
        total = 0
        for name, path in dumped.items():
            write_baseline(path, target / path.name)
            total += (target / path.name).stat().st_size
    print(f"Recorded the public API of {plural(len(dumped), 'module')} for {version} in "
          f"{target.relative_to(REPO)}/ ({total / 1024 / 1024:.1f} MiB); commit it with the release.")


def check(scratch: str | None) -> int:
    current, baseline = declared_version(), baseline_version()
    if not baseline:
        die(f"no baseline in {BASELINES.relative_to(REPO)}/; record one: scripts/check-api-breaks.py --record")
    if version_key(current) < version_key(baseline):
        die(f"version {current} is older than the recorded baseline {baseline}")
    with tempfile.TemporaryDirectory() as temporary:
        dumped = dump_all(scratch, Path(temporary))
        print(f"Public API of {plural(len(dumped), 'library module')} against the {baseline} baseline "
              f"(api/{baseline}/); this is version {current}.")
        breaks = report(dumped, baseline)
    passed, reason = verdict(breaks, baseline, current, CHANGELOG.read_text())
    print(f"check-api-breaks: {reason}.", file=sys.stdout if passed else sys.stderr)
    return 0 if passed else 1


# MARK: Self-test


def self_test() -> int:
    tool, swiftc = digester(), shutil.which("swiftc") or die("no swiftc on the PATH")
    old_source = """
        @_exported import Dispatch
        public func kept() {}
        public func removed() {}
        public struct Box { public init() {}; public func value(_ x: Int) -> Int { x } }
    """
    new_source = """
        public func kept() {}
        public func added() {}
        public struct Box { public init() {}; public func value(_ x: Int) -> Int? { x } }
    """
    failures = []
    with tempfile.TemporaryDirectory() as temporary:
        dumps = []
        for label, source in (("old", old_source), ("new", new_source)):
            folder = Path(temporary) / label
            folder.mkdir()
            (folder / "Planted.swift").write_text(source)
            run([swiftc, "-emit-module", "-parse-as-library", "-module-name", "Planted", "-emit-module-path",
                 str(folder / "Planted.swiftmodule"), str(folder / "Planted.swift")], cwd=folder)
            dump(tool, "Planted", [folder], folder / "Planted.json")
            dumps.append(folder / "Planted.json")
        result = compare(tool, *dumps)
        expected = ("removed()", "Box.value(_:)", "import Dispatch")
        if len(result.breaks) != len(expected) or not all(any(e in b for b in result.breaks) for e in expected):
            failures.append(f"expected {', '.join(expected)} as the breaks, got {result.breaks}")
        if any("added()" in b for b in result.breaks) or result.added != 1:
            failures.append(f"expected added() as one addition and no break, got {result.added} / {result.breaks}")
        laid_out = Path(temporary) / "laid-out.json"
        write_baseline(dumps[0], laid_out)
        if json.loads(laid_out.read_text()) != json.loads(dumps[0].read_text()):
            failures.append("the baseline layout does not read back as the digester's JSON")
        if compare(tool, laid_out, dumps[0]).breaks:
            failures.append("the digester reads the baseline layout differently from its own JSON")
        if len(laid_out.read_text().splitlines()) < 5:
            failures.append("the baseline layout does not put declarations on lines of their own")
    entry = "## [2.0.0] - 2027-01-01\n\n### {section}\n- {bullet}\n\n## [1.0.0] - 2026-11-28\n"
    cases = [
        (0, "1.0.0", "1.0.0", "", True),
        (1, "1.0.0", "1.1.0", entry.format(section="Changed", bullet="**Breaking:** x"), False),
        (1, "1.0.0", "2.0.0", entry.format(section="Changed", bullet="**Breaking:** x"), True),
        (1, "1.0.0", "2.0.0", entry.format(section="Removed", bullet="**Breaking:** x"), True),
        (1, "1.0.0", "2.0.0", entry.format(section="Added", bullet="**Breaking:** x"), False),
        (1, "1.0.0", "2.0.0", entry.format(section="Changed", bullet="x"), False),
        (1, "1.0.0", "3.0.0", entry.format(section="Changed", bullet="**Breaking:** x"), False),
    ]
    for breaks, baseline, current, changelog, expected in cases:
        if verdict(breaks, baseline, current, changelog)[0] != expected:
            failures.append(f"verdict({breaks}, {baseline} -> {current}) should be {expected}: {changelog!r}")
    for failure in failures:
        print(f"check-api-breaks: self-test: {failure}", file=sys.stderr)
    if not failures:
        print("check-api-breaks: self-test passed: a removal, a type change and a lost re-export fail, an "
              "addition passes, the baseline layout reads back, the changelog rules hold.")
    return 1 if failures else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scratch-path", help="the build's scratch path (default: SwiftPM's, .build)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--record", action="store_true", help="record the baseline of the declared version")
    mode.add_argument("--self-test", action="store_true", help="prove the checker can fail")
    arguments = parser.parse_args()
    if arguments.self_test:
        sys.exit(self_test())
    if arguments.record:
        record(arguments.scratch_path)
        sys.exit(0)
    sys.exit(check(arguments.scratch_path))


if __name__ == "__main__":
    main()
