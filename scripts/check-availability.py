#!/usr/bin/env python3
"""Checks that the library modules use only system APIs available at the Apple platform floors.

    scripts/check-availability.py [--scratch-path DIR] [--build] [--floors macOS=10.15,iOS=13,...]
                                  [--modules A,B] [--allow-list FILE] [--quiet-unproven]
    scripts/check-availability.py --self-test

Without an Apple machine there is no Apple compiler to say "'Mutex' is only available in macOS 15.0
or newer". This script rebuilds that check from what the Linux toolchain has:

1. References: the index store of a debug build (SwiftPM writes one to <scratch>/debug/index/store;
   CI's `swift build` makes it, `--build` runs that build), read with the toolchain's
   libIndexStore.so through ctypes. Kept: the references (not declarations) made from the files of
   the library modules, which are the targets of the package's library products and the package
   targets they depend on (`swift package dump-package`).
2. Availability: `swift-symbolgraph-extract` of every system Swift module those files import,
   directly or through another (Foundation's types live in FoundationEssentials), gives each public
   symbol's `availability` under the same USR. The standard library's `@available(SwiftStdlib 5.7,
   *)` macros expand to Apple versions in the Linux build too, so Swift, _Concurrency,
   Synchronization and _StringProcessing carry real macOS/iOS/tvOS/watchOS (often visionOS)
   versions, and so does swift-foundation's FoundationEssentials for most of its API. A member gets
   its type's or protocol's availability as well; visionOS, when absent, follows iOS as in the
   compiler (iOS 17 and earlier: visionOS 1). Canary symbols (Duration, Mutex, Date.now) must show
   their known versions first, so that graphs without availability fail the check, not pass it.
   The graphs are cached under the scratch path, per toolchain.
3. Guards: a scanner reads each file with comments and string literals blanked and finds what
   `if`/`while`/`guard #available`, `if #unavailable ... else` and `@available(...)` declarations
   make available where, per platform; `extension T` inherits `@available` from T's declaration in
   the same module. References in `#if` branches Apple platforms do not compile (`canImport(Glibc)`,
   `!canImport(ObjectiveC)`, `os(Linux)`, ...) are skipped.

A reference fails when its symbol is introduced on a platform later than the floor there, raised by
the guards around it, or is unavailable there. Not failures: a reference to a protocol requirement
newer than the floor whose default implementation is available (Apple's compiler calls that one:
`x &* y` on UInt64), and the findings scripts/availability-allowlist.txt accepts with a reason
(`[implicit] SYMBOL | PATH-GLOB | REASON` a line; an entry covering no reference fails the check).
Each failure is a line, and the exit status is 1:

    Sources/X/Y.swift:12:17: 'Synchronization.Mutex' needs macOS 15.0 / iOS 18.0 / tvOS 18.0 /
        watchOS 11.0 / visionOS 2.0 (floor macOS 10.15 / iOS 13.0 / tvOS 13.0 / watchOS 6.0 / visionOS 1.0)

A second table lists the APIs used that carry no Apple availability here, to be read by eye (below).
Exit status 2: the check cannot run (no index store, an index older than the sources, wrong canaries).

`--self-test` builds a small package in a temporary directory whose lines say what must be flagged
(`// expect: macOS iOS ...`), with guarded and unguarded uses of Task.sleep(for:), Mutex, Atomic
and Date.now, checks it, and fails unless exactly those lines and platforms are flagged.

What this check cannot see:
- swift-corelibs Foundation, FoundationNetworking, Dispatch, XCTest and Testing have no Apple
  availability on Linux, nor have the FoundationEssentials symbols that carry none: they are
  listed, not proven. Darwin's Foundation is another implementation besides: an API the corelibs
  have may be missing or newer on Apple platforms. C library calls (Glibc here) are not checked.
- Code in `#if` branches Linux does not compile (`canImport(Darwin)`, `os(macOS)`): the index has
  nothing from it. The number of such lines is printed.
- What the compiler checks without a symbol reference: runtime support for language features (a
  parameterized existential `any P<T>` needs macOS 13; typed-throws and `@isolated(any)` function
  types macOS 15 where their metadata is needed; parameter packs in generic types macOS 14),
  conformances and calls the compiler makes implicitly and the index does not record, and ObjC
  interop (absent on Linux).
- Overloads: the Linux compiler, with every API available, may pick an overload newer than the one
  Apple's compiler would pick at the floor (apart from the default implementations above); such a
  finding is then a false alarm to put in the allow-list, with the reason.
- The scanner is not the parser: unusual layouts (an `@available` declaration whose braces differ
  between `#if` branches, `#available` in a closure inside another condition) can fool it, and it
  accepts `@available` on stored properties, which the compiler rejects.

Standard library only: ctypes, json, re, subprocess.
"""

from __future__ import annotations

import argparse
import ctypes
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
DEFAULT_FLOORS = "macOS=10.15,iOS=13.0,tvOS=13.0,watchOS=6.0,visionOS=1.0"
DOMAIN_ALIASES = {"OSX": "macOS", "macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS",
                  "visionOS": "visionOS", "xrOS": "visionOS"}
# A version no platform reaches: what an API unavailable on a platform "needs" there, and what code
# marked unavailable on a platform provides there (anything may be used in it).
UNAVAILABLE = (10**6,)
# Modules whose every API newer than Swift 5.0 (macOS 10.14.4, iOS 12.2) carries @available:
# a symbol without availability there is available at any floor this package could choose.
COMPLETELY_ANNOTATED = {"Swift", "_Concurrency", "Synchronization", "_StringProcessing", "RegexBuilder",
                        "Observation", "Distributed", "_Differentiation", "Cxx", "CxxStdlib", "_Volatile"}
# What every Swift file imports without saying so.
IMPLICIT_IMPORTS = {"Swift", "_Concurrency", "_StringProcessing"}
# The C library: Glibc here, Darwin on Apple platforms, whose POSIX functions this cannot check.
C_LIBRARIES = {"Glibc", "SwiftGlibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt"}
# Modules `#if canImport(...)` finds on Apple platforms, and modules it does not find there
# (URLSession, URLProtocol and XMLParser are in Foundation on Apple platforms).
APPLE_IMPORTABLE = {"Darwin", "ObjectiveC", "Foundation", "Dispatch", "XCTest", "Testing", "os", "Combine",
                    "CoreFoundation", "Security", "Network", "Synchronization"}
NOT_ON_APPLE = C_LIBRARIES | {"FoundationNetworking", "FoundationXML"}
# (module, symbol path, platform, version): symbols whose availability this script relies on.
CANARIES = [
    ("Swift", "Duration", "macOS", (13, 0)),
    ("Synchronization", "Mutex", "iOS", (18, 0)),
    ("FoundationEssentials", "Date.now", "macOS", (12, 0)),
]

# A Swift accessor's USR: its property's USR with `vp` (property) turned into `vg` (getter), `vs`, ...
ACCESSOR_USR = re.compile(r"v(?:g|s|M|r|w|W|x|lu|au)(Z?)$")
ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, ROLE_IMPLICIT = 1 << 0, 1 << 1, 1 << 2, 1 << 8
DEPENDENCY_UNIT, DEPENDENCY_RECORD = 1, 2  # indexstore_unit_dependency_kind_t


def die(message: str, status: int = 2) -> None:
    print(f"check-availability: error: {message}", file=sys.stderr)
    sys.exit(status)


def normalized(parts: tuple[int, ...]) -> tuple[int, ...]:
    """(13,) and (13, 0, 0) -> (13, 0): one spelling per version, so that tuples compare right."""
    parts = tuple(parts) + (0,) * (2 - len(parts))
    while len(parts) > 2 and parts[-1] == 0:
        parts = parts[:-1]
    return parts


def parse_version(text: str) -> tuple[int, ...]:
    """'10.15' -> (10, 15); '13' -> (13, 0)."""
    return normalized(tuple(int(p) for p in text.split(".")))


def show_version(version: tuple[int, ...]) -> str:
    return "unavailable" if version == UNAVAILABLE else ".".join(str(p) for p in version)


def visionos_from_ios(version: tuple[int, ...]) -> tuple[int, ...]:
    """The visionOS version the compiler infers from an iOS one (iOS 17 was visionOS 1)."""
    if version == UNAVAILABLE:
        return UNAVAILABLE
    if version < (17, 0):
        return (1, 0)
    if version < (26, 0):
        return (version[0] - 16,) + version[1:]
    return version


def parse_floors(text: str) -> dict[str, tuple[int, ...]]:
    floors = {}
    for item in text.split(","):
        name, _, version = item.partition("=")
        platform = DOMAIN_ALIASES.get(name.strip())
        if platform is None or not version:
            die(f"--floors: '{item}' is not PLATFORM=VERSION with PLATFORM one of {', '.join(PLATFORMS)}")
        floors[platform] = parse_version(version.strip())
    missing = set(PLATFORMS) - set(floors)
    if missing:
        die(f"--floors: no floor for {', '.join(sorted(missing))}")
    return floors


def show_platforms(versions: dict[str, tuple[int, ...]]) -> str:
    return " / ".join(f"{p} {show_version(versions[p])}" for p in PLATFORMS if p in versions)


# ---------------------------------------------------------------------------------------------
# The toolchain and the package


@dataclass
class Toolchain:
    swift: Path
    index_store_lib: Path
    symbolgraph_extract: Path

    @staticmethod
    def find() -> "Toolchain":
        """The toolchain of the `swift` on PATH."""
        swift = shutil.which("swift")
        if swift is None:
            die("no `swift` on PATH")
        usr = Path(swift).resolve().parent.parent
        toolchain = Toolchain(Path(swift), usr / "lib/libIndexStore.so", usr / "bin/swift-symbolgraph-extract")
        for path in (toolchain.index_store_lib, toolchain.symbolgraph_extract):
            if not path.exists():
                die(f"the toolchain at {usr} has no {path.name}")
        return toolchain

    def version(self) -> str:
        return subprocess.run([str(self.swift), "--version"], capture_output=True, text=True).stdout.strip()


def library_modules(package: Path) -> list[str]:
    """The targets of the package's library products and the package targets they depend on."""
    result = subprocess.run(["swift", "package", "--package-path", str(package), "dump-package"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        die(f"swift package dump-package failed:\n{result.stderr}")
    manifest = json.loads(result.stdout)
    targets = {t["name"]: t for t in manifest["targets"]}
    pending = [name for p in manifest["products"] if "library" in p["type"] for name in p["targets"]]
    modules: set[str] = set()
    while pending:
        name = pending.pop()
        if name in modules or name not in targets:
            continue
        modules.add(name)
        for dependency in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    pending.append(dependency[kind][0])
    return sorted(modules)


def build(package: Path, scratch: Path) -> None:
    """A debug build of the package: SwiftPM writes an index store in debug builds by default (the
    same flags as CI's `swift build`, so that one build serves both)."""
    print(f"check-availability: swift build --scratch-path {scratch}", file=sys.stderr, flush=True)
    command = ["swift", "build", "--package-path", str(package), "--scratch-path", str(scratch)]
    if subprocess.run(command).returncode != 0:
        die("the build failed")


# ---------------------------------------------------------------------------------------------
# The index store, through libIndexStore's C API


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self) -> str:
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.data else ""


@dataclass(frozen=True)
class Occurrence:
    usr: str
    name: str
    path: str
    line: int
    column: int
    implicit: bool


class IndexStore:
    """The units and records of one index store (the few C functions this check needs)."""

    # bool (*)(void *context, indexstore_string_ref_t) and bool (*)(void *context, void *item)
    _UNIT_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, _StringRef)
    _POINTER_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)

    def __init__(self, library: Path, store: Path):
        self._lib = ctypes.CDLL(str(library))
        self._declare()
        error = ctypes.c_void_p()
        self._store = self._lib.indexstore_store_create(str(store).encode(), ctypes.byref(error))
        if not self._store:
            die(f"cannot open the index store {store}")

    def _declare(self) -> None:
        p, b, s = ctypes.c_void_p, ctypes.c_bool, _StringRef
        signatures = {
            "indexstore_store_create": (p, [ctypes.c_char_p, ctypes.POINTER(p)]),
            "indexstore_store_units_apply_f": (b, [p, ctypes.c_uint, p, self._UNIT_CALLBACK]),
            "indexstore_unit_reader_create": (p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
            "indexstore_unit_reader_dispose": (None, [p]),
            "indexstore_unit_reader_get_main_file": (s, [p]),
            "indexstore_unit_reader_get_module_name": (s, [p]),
            "indexstore_unit_reader_is_system_unit": (b, [p]),
            "indexstore_unit_reader_get_modification_time": (None, [p, ctypes.POINTER(ctypes.c_int64),
                                                                     ctypes.POINTER(ctypes.c_int64)]),
            "indexstore_unit_reader_dependencies_apply_f": (b, [p, p, self._POINTER_CALLBACK]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [p]),
            "indexstore_unit_dependency_get_name": (s, [p]),
            "indexstore_unit_dependency_get_filepath": (s, [p]),
            "indexstore_unit_dependency_get_modulename": (s, [p]),
            "indexstore_unit_dependency_is_system": (b, [p]),
            "indexstore_record_reader_create": (p, [p, ctypes.c_char_p, ctypes.POINTER(p)]),
            "indexstore_record_reader_dispose": (None, [p]),
            "indexstore_record_reader_occurrences_apply_f": (b, [p, p, self._POINTER_CALLBACK]),
            "indexstore_record_reader_symbols_apply_f": (b, [p, b, p, self._POINTER_CALLBACK]),
            "indexstore_occurrence_get_symbol": (p, [p]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [p]),
            "indexstore_occurrence_get_line_col": (None, [p, ctypes.POINTER(ctypes.c_uint),
                                                          ctypes.POINTER(ctypes.c_uint)]),
            "indexstore_symbol_get_usr": (s, [p]),
            "indexstore_symbol_get_name": (s, [p]),
            "indexstore_symbol_get_roles": (ctypes.c_uint64, [p]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(self._lib, name)
            function.restype, function.argtypes = result, arguments

    def unit_names(self) -> list[str]:
        names: list[str] = []
        callback = self._UNIT_CALLBACK(lambda _, name: names.append(name.text()) or True)
        self._lib.indexstore_store_units_apply_f(self._store, 0, None, callback)
        return names

    def unit(self, name: str) -> "Unit":
        lib, error = self._lib, ctypes.c_void_p()
        reader = lib.indexstore_unit_reader_create(self._store, name.encode(), ctypes.byref(error))
        if not reader:
            die(f"cannot read the index unit {name}")
        try:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            unit = Unit(lib.indexstore_unit_reader_get_module_name(reader).text(),
                        lib.indexstore_unit_reader_get_main_file(reader).text(),
                        lib.indexstore_unit_reader_is_system_unit(reader), seconds.value + nanoseconds.value / 1e9)
            lib.indexstore_unit_reader_dependencies_apply_f(
                reader, None, self._POINTER_CALLBACK(lambda _, dependency: unit.add_dependency(lib, dependency)))
            return unit
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    def references(self, record: str, path: str) -> list[Occurrence]:
        """The occurrences of a record that refer to a symbol (not declare or define one)."""
        lib, found = self._lib, []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def visit(_, occurrence) -> bool:
            roles = lib.indexstore_occurrence_get_roles(occurrence)
            if roles & ROLE_REFERENCE and not roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                symbol = lib.indexstore_occurrence_get_symbol(occurrence)
                lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
                found.append(Occurrence(lib.indexstore_symbol_get_usr(symbol).text(),
                                        lib.indexstore_symbol_get_name(symbol).text(), path,
                                        line.value, column.value, bool(roles & ROLE_IMPLICIT)))
            return True

        self._with_record(record, lambda reader: lib.indexstore_record_reader_occurrences_apply_f(
            reader, None, self._POINTER_CALLBACK(visit)))
        return found

    def declared_usrs(self, record: str) -> set[str]:
        """The USRs of the symbols a record declares or defines."""
        lib, usrs = self._lib, set()

        def visit(_, symbol) -> bool:
            if lib.indexstore_symbol_get_roles(symbol) & (ROLE_DECLARATION | ROLE_DEFINITION):
                usrs.add(lib.indexstore_symbol_get_usr(symbol).text())
            return True

        self._with_record(record, lambda reader: lib.indexstore_record_reader_symbols_apply_f(
            reader, True, None, self._POINTER_CALLBACK(visit)))
        return usrs

    def _with_record(self, name: str, body) -> None:
        error = ctypes.c_void_p()
        reader = self._lib.indexstore_record_reader_create(self._store, name.encode(), ctypes.byref(error))
        if not reader:
            die(f"cannot read the index record {name}")
        try:
            body(reader)
        finally:
            self._lib.indexstore_record_reader_dispose(reader)


@dataclass
class Unit:
    module: str
    main_file: str
    is_system: bool
    modified: float
    records: list[str] = field(default_factory=list)
    system_modules: dict[str, str] = field(default_factory=dict)  # imported system module -> its file

    def add_dependency(self, lib, dependency) -> bool:
        kind = lib.indexstore_unit_dependency_get_kind(dependency)
        if kind == DEPENDENCY_UNIT and lib.indexstore_unit_dependency_is_system(dependency):
            module = lib.indexstore_unit_dependency_get_modulename(dependency).text()
            self.system_modules[module] = lib.indexstore_unit_dependency_get_filepath(dependency).text()
        elif kind == DEPENDENCY_RECORD:  # the occurrences of this unit's file
            self.records.append(lib.indexstore_unit_dependency_get_name(dependency).text())
        return True


@dataclass
class IndexedReferences:
    occurrences: list[Occurrence]
    system_modules: set[str]  # the Swift system modules the library files import
    system_usrs: dict[str, str]  # USR -> system module, for symbols the system units declare


def read_index(store: IndexStore, package: Path, scratch: Path, modules: list[str]) -> IndexedReferences:
    """The references made from the library modules' files, and which system module declares what.

    Files SwiftPM generates into the scratch path (the resource bundle accessor) are left out: it
    generates other ones for Apple platforms.
    """
    units = [store.unit(name) for name in store.unit_names()]
    wanted = set(modules)
    library_units = [u for u in units if not u.is_system and u.module in wanted and Path(u.main_file).is_file()
                     and Path(u.main_file).resolve().is_relative_to(package)
                     and not Path(u.main_file).resolve().is_relative_to(scratch)]
    if not library_units:
        die(f"the index store has no units for {', '.join(modules)}: build first (--build)")
    stale = [u.main_file for u in library_units if os.path.getmtime(u.main_file) > u.modified + 1]
    if stale:
        die(f"the index is older than {len(stale)} source files (e.g. {stale[0]}): build again (--build)")
    unindexed = missing_files(package, modules, {u.main_file for u in library_units})
    if unindexed:
        die(f"{len(unindexed)} source files have no index unit (e.g. {unindexed[0]}): build again (--build)")

    occurrences: set[Occurrence] = set()
    for unit in library_units:
        relative = str(Path(unit.main_file).resolve().relative_to(package))
        for record in unit.records:
            occurrences.update(store.references(record, relative))
    system_units = [u for u in units if u.is_system]
    imported = swift_modules_imported(library_units, system_units)
    system_usrs: dict[str, str] = {}
    for unit in system_units:
        if unit.module in imported or unit.module in C_LIBRARIES:
            for record in unit.records:
                for usr in store.declared_usrs(record):
                    system_usrs.setdefault(usr, unit.module)
    # Explicit references first: where an implicit one is found at the same place, it is the second.
    return IndexedReferences(sorted(occurrences, key=lambda o: (o.path, o.line, o.implicit, o.column, o.usr)),
                             imported, system_usrs)


def swift_modules_imported(library_units: list[Unit], system_units: list[Unit]) -> set[str]:
    """The Swift system modules the library files import, and the ones those import in turn
    (Foundation's types live in FoundationEssentials)."""
    dependencies: dict[str, dict[str, str]] = {}
    for unit in system_units:
        dependencies.setdefault(unit.module, {}).update(unit.system_modules)
    pending = {m: p for u in library_units for m, p in u.system_modules.items()}
    imported = set(IMPLICIT_IMPORTS)
    while pending:
        module, path = pending.popitem()
        if module in imported or not path.endswith((".swiftmodule", ".swiftinterface")):
            continue
        imported.add(module)
        pending.update(dependencies.get(module, {}))
    return imported


def missing_files(package: Path, modules: list[str], indexed: set[str]) -> list[str]:
    """Swift files of the modules (in their conventional Sources/<Module> folder) with no unit."""
    resolved = {str(Path(f).resolve()) for f in indexed}
    missing = []
    for module in modules:
        for path in sorted((package / "Sources" / module).rglob("*.swift")):
            if str(path.resolve()) not in resolved:
                missing.append(str(path.relative_to(package)))
    return missing


# ---------------------------------------------------------------------------------------------
# Availability from the system modules' symbol graphs


@dataclass
class SystemSymbol:
    module: str
    path: tuple[str, ...]  # e.g. ("Mutex", "withLock(_:)")
    own: dict[str, tuple[int, ...]]  # platform -> introduced (or UNAVAILABLE), from its own entries
    parents: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return ".".join(self.path)


class Catalog:
    """Every public symbol of the system modules, by USR, with its Apple availability."""

    def __init__(self) -> None:
        self.symbols: dict[str, SystemSymbol] = {}
        self.default_implementations: dict[str, list[str]] = {}  # protocol requirement -> extension members

    def load(self, graph: Path) -> None:
        """Adds a `Module.symbols.json` or `Module@Extended.symbols.json` file."""
        module = graph.name.split(".symbols.json")[0].split("@")[0]
        data = json.loads(graph.read_bytes())
        for symbol in data["symbols"]:
            usr = symbol["identifier"]["precise"]
            self.symbols.setdefault(usr, SystemSymbol(module, tuple(symbol["pathComponents"]),
                                                      own_requirements(symbol.get("availability") or [])))
        for relation in data["relationships"]:
            if relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                child = self.symbols.get(relation["source"])
                if child is not None and relation["target"] not in child.parents:
                    child.parents.append(relation["target"])
            elif relation["kind"] == "defaultImplementationOf":
                self.default_implementations.setdefault(relation["target"], []).append(relation["source"])

    def lookup(self, usr: str) -> str | None:
        """The catalog's USR for a referenced one: an accessor's is its property's."""
        if usr in self.symbols:
            return usr
        property_usr = ACCESSOR_USR.sub(r"vp\1", usr)
        return property_usr if property_usr in self.symbols else None

    def requirements(self, usr: str, seen: frozenset = frozenset()) -> dict[str, tuple[int, ...]]:
        """What a symbol needs per platform: its own availability and that of its parents."""
        symbol = self.symbols[usr]
        needs = dict(symbol.own)
        for parent in symbol.parents:
            if parent in self.symbols and parent not in seen:
                for platform, version in self.requirements(parent, seen | {usr}).items():
                    needs[platform] = max(needs.get(platform, (0,)), version)
        return needs

    def find(self, module: str, name: str) -> str | None:
        return next((usr for usr, s in self.symbols.items() if s.module == module and s.name == name), None)


def own_requirements(entries: list[dict]) -> dict[str, tuple[int, ...]]:
    """platform -> the version a symbol is introduced in, from its symbol graph `availability`."""
    needs: dict[str, tuple[int, ...]] = {}
    for entry in entries:
        domain = entry.get("domain", "")
        platforms = PLATFORMS if domain == "*" else [DOMAIN_ALIASES[domain]] if domain in DOMAIN_ALIASES else []
        for platform in platforms:
            if entry.get("isUnconditionallyUnavailable"):
                needs[platform] = UNAVAILABLE
            elif "introduced" in entry and domain != "*":
                introduced = entry["introduced"]
                needs[platform] = normalized((introduced["major"], introduced.get("minor", 0),
                                              introduced.get("patch", 0)))
    if "iOS" in needs and "visionOS" not in needs:
        needs["visionOS"] = visionos_from_ios(needs["iOS"])
    return needs


def symbol_graphs(toolchain: Toolchain, modules: set[str], cache: Path) -> Catalog:
    """Extracts (once per toolchain, cached under the scratch path) and loads the modules' graphs."""
    target = json.loads(subprocess.run([str(toolchain.swift), "-print-target-info"], capture_output=True,
                                       text=True).stdout)["target"]["triple"]
    key = hashlib.sha1(f"{toolchain.version()} {target}".encode()).hexdigest()[:12]
    catalog, loaded = Catalog(), set()
    for module in sorted(modules - C_LIBRARIES):
        directory = cache / key / module
        if not (directory / "done").exists():
            directory.mkdir(parents=True, exist_ok=True)
            result = subprocess.run([str(toolchain.symbolgraph_extract), "-module-name", module, "-target", target,
                                     "-minimum-access-level", "public", "-output-dir", str(directory)],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                print(f"check-availability: note: no symbol graph for {module}: {result.stderr.strip()[:200]}",
                      file=sys.stderr)
            (directory / "done").write_text("")
        # Swift's extraction also writes _Concurrency@Swift.symbols.json, as _Concurrency's does.
        for graph in sorted(directory.glob("*.symbols.json")):
            if graph.name not in loaded:
                loaded.add(graph.name)
                catalog.load(graph)
    return catalog


def check_canaries(catalog: Catalog, modules: set[str]) -> None:
    """Fails unless symbols with known Apple availability show it: proof the graphs carry it."""
    for module, name, platform, version in CANARIES:
        if module not in modules:
            continue
        usr = catalog.find(module, name)
        found = catalog.requirements(usr).get(platform) if usr else None
        if found != version:
            die(f"the symbol graph says {module}.{name} needs {platform} {found and show_version(found)}, "
                f"not {show_version(version)}: this toolchain's graphs cannot be trusted for availability")


# ---------------------------------------------------------------------------------------------
# Guards: what `#available`, `@available` and `#if` make of each place in a source file


STRING_START = re.compile(r'(#*)("""|")')
COMMENT_OR_STRING = re.compile(r'//|/\*|#*(?:"""|")')
AVAILABILITY_QUERY = re.compile(r"#(available|unavailable)\s*\(")
AVAILABLE_ATTRIBUTE = re.compile(r"@available\s*\(")
CONDITION_KEYWORD = re.compile(r"\b(if|guard|while)\b")
MODIFIERS = (r"(?:(?:public|private|fileprivate|internal|package|open|static|class|final|override|mutating|"
             r"nonmutating|convenience|required|lazy|weak|unowned|nonisolated|dynamic|indirect|prefix|postfix|"
             r"infix|optional|consuming|borrowing|distributed)(?:\s*\(\s*\w+\s*\))?\s+)*")
DECL_KEYWORD = (r"(func|var|let|class|struct|enum|protocol|extension|actor|init|deinit|subscript|typealias|case|"
                r"associatedtype|import|operator|precedencegroup|macro)\b")
DECL_START = re.compile(r"(@\w|#if\b|#else\b|#elseif\b|#endif\b|" + MODIFIERS + DECL_KEYWORD + ")")
DECL_AFTER_ATTRIBUTES = re.compile(r"(?:\s*@\w+(?:\s*\([^()]*\))?)*\s*" + MODIFIERS + DECL_KEYWORD + r"\s*([\w.]*)")
BODY_KINDS = {"func", "class", "struct", "enum", "protocol", "extension", "actor", "init", "deinit",
              "subscript", "macro"}
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor"}


def mask_swift(text: str) -> str:
    """The source with comments and string literals turned to spaces, newlines and length kept."""
    pieces, i = [], 0
    while (match := COMMENT_OR_STRING.search(text, i)) is not None:
        start = match.start()
        if match.group() == "//":
            end = text.find("\n", start)
            end = len(text) if end < 0 else end
        elif match.group() == "/*":
            end = skip_block_comment(text, start)
        else:
            end = skip_string(text, start, match.group().count("#"), match.group().lstrip("#"))
        pieces += [text[i:start], re.sub(r"[^\n]", " ", text[start:end])]
        i = end
    pieces.append(text[i:])
    return "".join(pieces)


def skip_block_comment(text: str, start: int) -> int:
    """The end of the (nestable) block comment starting at `start`."""
    depth, i = 0, start
    while i < len(text):
        if text.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("*/", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return i
        else:
            i += 1
    return len(text)


def skip_string(text: str, start: int, hashes: int, quote: str) -> int:
    """The end of the string literal at `start` (raw `#"`, multi-line, interpolations included)."""
    i = start + hashes + len(quote)
    close, escape = quote + "#" * hashes, "\\" + "#" * hashes
    while i < len(text):
        if text.startswith(escape + "(", i):
            i = skip_interpolation(text, i + len(escape) + 1)
        elif text.startswith(escape, i):
            i += len(escape) + 1
        elif text.startswith(close, i):
            return i + len(close)
        elif text[i] == "\n" and quote == '"':
            return i  # an unterminated single-line string: the compiler would have said so
        else:
            i += 1
    return len(text)


def skip_interpolation(text: str, i: int) -> int:
    """The end of an interpolation's `(...)`, whose code may hold strings of its own."""
    depth = 1
    while i < len(text) and depth:
        match = STRING_START.match(text, i)
        if match and text[i] in '"#':
            i = skip_string(text, i, len(match.group(1)), match.group(2))
            continue
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    return i


@dataclass
class Scope:
    start: int
    end: int
    versions: dict[str, tuple[int, ...]]  # platform -> the version the code in it may assume


@dataclass
class SourceFile:
    """One Swift file: its guard scopes, Apple-inactive `#if` regions and line offsets."""
    text: str
    masked: str
    line_starts: list[int]
    scopes: list[Scope] = field(default_factory=list)
    inactive: list[tuple[int, int]] = field(default_factory=list)
    braces: dict[int, int] = field(default_factory=dict)  # offset of `{` -> offset of its `}`

    @staticmethod
    def read(path: Path) -> "SourceFile":
        text = path.read_bytes().decode("latin-1")  # one character per byte: columns are UTF-8 bytes
        masked = mask_swift(text)
        starts = [0] + [m.end() for m in re.finditer("\n", text)]
        source = SourceFile(text, masked, starts)
        source.braces = match_braces(masked)
        return source

    def offset(self, line: int, column: int) -> int:
        return self.line_starts[line - 1] + column - 1

    def guarded(self, offset: int, floors: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
        """The version each platform may assume at `offset`: the floor raised by the scopes around it."""
        versions = dict(floors)
        for scope in self.scopes:
            if scope.start <= offset < scope.end:
                for platform, version in scope.versions.items():
                    versions[platform] = max(versions[platform], version)
        return versions

    def is_apple_inactive(self, offset: int) -> bool:
        return any(start <= offset < end for start, end in self.inactive)


def match_braces(masked: str) -> dict[int, int]:
    pairs, stack = {}, []
    for i, c in enumerate(masked):
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            pairs[stack.pop()] = i
    return pairs


def closing_paren(masked: str, open_index: int) -> int:
    depth = 0
    for i in range(open_index, len(masked)):
        depth += {"(": 1, ")": -1}.get(masked[i], 0)
        if depth == 0:
            return i
    return len(masked)


def availability_specs(arguments: str) -> dict[str, tuple[int, ...]] | None:
    """The platform versions in an `@available`/`#available` argument list, None if it has none.

    `macOS 13, iOS 16, *` and `macOS, introduced: 13` give versions; `macOS, unavailable` gives
    UNAVAILABLE (anything may be used in code that never runs there); `*, deprecated` gives None.
    """
    items = [item.strip() for item in arguments.split(",")]
    versions: dict[str, tuple[int, ...]] = {}
    if items[0] == "*":  # `*, deprecated`, `*, unavailable`
        return {p: UNAVAILABLE for p in PLATFORMS} if "unavailable" in items[1:] else None
    if items[0] in DOMAIN_ALIASES:  # the long form: `macOS, introduced: 13`, `macOS, unavailable`
        platform = DOMAIN_ALIASES[items[0]]
        for item in items[1:]:
            if item == "unavailable":
                versions[platform] = UNAVAILABLE
            elif (match := re.fullmatch(r"introduced\s*:\s*([\d.]+)", item)):
                versions[platform] = parse_version(match.group(1))
    else:
        for item in items:
            match = re.fullmatch(r"(\w+)\s+([\d.]+)", item)
            if match and match.group(1) in DOMAIN_ALIASES:
                versions[DOMAIN_ALIASES[match.group(1)]] = parse_version(match.group(2))
    if not versions:
        return None
    if "iOS" in versions and "visionOS" not in versions:
        versions["visionOS"] = visionos_from_ios(versions["iOS"])
    return versions


def find_query_scopes(source: SourceFile) -> None:
    """Scopes of `if`/`while`/`guard` conditions with `#available` or `#unavailable`."""
    masked = source.masked
    for match in AVAILABILITY_QUERY.finditer(masked):
        close = closing_paren(masked, match.end() - 1)
        versions = availability_specs(masked[match.end():close])
        keywords = list(CONDITION_KEYWORD.finditer(masked, max(0, match.start() - 2000), match.start()))
        if versions is None or not keywords:
            continue
        keyword = keywords[-1]
        block = first_brace(masked, close + 1)
        if block is None:
            continue
        block_end = source.braces.get(block, len(masked))
        negated = match.group(1) == "unavailable"
        if keyword.group(1) == "guard":
            region = (block, block_end) if negated else (block_end + 1, enclosing_end(source, match.start()))
        elif negated:
            else_block = re.match(r"\s*else\s*\{", masked[block_end + 1:])
            if else_block is None:
                continue
            start = block_end + else_block.end()
            region = (start, source.braces.get(start, len(masked)))
        else:
            region = (close + 1, block_end)
        source.scopes.append(Scope(region[0], region[1], versions))


def first_brace(masked: str, start: int) -> int | None:
    """The first `{` outside parentheses and brackets from `start`."""
    depth = 0
    for i in range(start, len(masked)):
        c = masked[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{" and depth <= 0:
            return i
    return None


def enclosing_end(source: SourceFile, offset: int) -> int:
    """The offset of the `}` closing the innermost block around `offset` (end of file at top level)."""
    around = [(o, c) for o, c in source.braces.items() if o < offset < c]
    return max(around)[1] if around else len(source.masked)


def find_declaration_scopes(source: SourceFile, types: dict[str, dict[str, tuple[int, ...]]]) -> None:
    """Scopes of declarations marked `@available(...)`; types so marked are added to `types`."""
    masked = source.masked
    for match in AVAILABLE_ATTRIBUTE.finditer(masked):
        close = closing_paren(masked, match.end() - 1)
        versions = availability_specs(masked[match.end():close])
        declaration = DECL_AFTER_ATTRIBUTES.match(masked, close + 1)
        if versions is None or declaration is None:
            continue
        kind, name = declaration.group(1), declaration.group(2)
        end = declaration_end(source, declaration.start(1), kind)
        source.scopes.append(Scope(match.start(), end, versions))
        if kind in TYPE_KINDS and name:
            qualified = ".".join(enclosing_type_names(source, match.start()) + [name])
            types[qualified] = versions


def declaration_end(source: SourceFile, start: int, kind: str) -> int:
    """Where the declaration whose keyword is at `start` ends.

    A body declaration (func, type, extension, ...) ends with its body's `}`; any declaration ends
    at a newline outside brackets followed by another declaration, or at the `}` around it.
    """
    masked, depth, i = source.masked, 0, start
    while i < len(masked):
        c = masked[i]
        if c == "{" and depth == 0 and kind in BODY_KINDS:
            return source.braces.get(i, len(masked)) + 1
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return i
            depth -= 1
        elif c in "\n;" and depth == 0:
            rest = masked[i + 1:].lstrip()
            if rest.startswith("}") or DECL_START.match(rest):
                return i
        i += 1
    return len(masked)


def enclosing_type_names(source: SourceFile, offset: int) -> list[str]:
    """The names of the type declarations around `offset`, outermost first."""
    names = []
    for match in re.finditer(r"\b(class|struct|enum|protocol|actor|extension)\s+"
                             r"(?!(?:func|var|let|subscript|init)\b)([\w.]+)[^{;]*\{", source.masked[:offset]):
        brace = match.end() - 1
        if source.braces.get(brace, len(source.masked)) > offset:
            names.append(match.group(2))
    return names


def find_extension_scopes(source: SourceFile, types: dict[str, dict[str, tuple[int, ...]]]) -> None:
    """An `extension T` is as available as T's declaration (in the same module)."""
    for match in re.finditer(r"\bextension\s+([\w.]+)", source.masked):
        name = match.group(1)
        prefixes = [".".join(name.split(".")[:k]) for k in range(1, name.count(".") + 2)]
        inherited: dict[str, tuple[int, ...]] = {}
        for prefix in prefixes:
            for platform, version in types.get(prefix, {}).items():
                inherited[platform] = max(inherited.get(platform, (0,)), version)
        if inherited:
            source.scopes.append(Scope(match.start(), declaration_end(source, match.start(), "extension"), inherited))


def apple_condition(condition: str, package_modules: set[str]) -> bool | None:
    """Evaluates an `#if` condition as Apple platforms would, in three-valued logic."""
    tokens = re.findall(r"&&|\|\||!|\(|\)|\w+\s*\([^()]*\)|\w+", condition)
    position = 0

    def atom(token: str) -> bool | None:
        call = re.fullmatch(r"(\w+)\s*\(\s*([^()]*?)\s*\)", token)
        if call is None:
            return {"true": True, "false": False}.get(token)
        function, argument = call.groups()
        if function == "canImport":
            module = argument.split(".")[0].split(",")[0].strip()
            if module in APPLE_IMPORTABLE or module in package_modules:
                return True
            return False if module in NOT_ON_APPLE else None
        if function == "os":  # os(macOS) is true on one Apple platform, false on the others
            return None if argument in DOMAIN_ALIASES else False
        if function in ("swift", "compiler", "hasFeature", "hasAttribute"):
            return True
        return None

    def unary() -> bool | None:
        nonlocal position
        token = tokens[position] if position < len(tokens) else ""
        position += 1
        if token == "!":
            value = unary()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            position += 1  # the `)`
            return value
        return atom(token)

    def conjunction() -> bool | None:
        nonlocal position
        value = unary()
        while position < len(tokens) and tokens[position] == "&&":
            position += 1
            other = unary()
            value = False if False in (value, other) else (True if value and other else None)
        return value

    def disjunction() -> bool | None:
        nonlocal position
        value = conjunction()
        while position < len(tokens) and tokens[position] == "||":
            position += 1
            other = conjunction()
            value = True if True in (value, other) else (False if value is False and other is False else None)
        return value

    return disjunction()


def find_inactive_regions(source: SourceFile, package_modules: set[str]) -> None:
    """The `#if` clauses no Apple platform compiles (the `#else` of a condition true there, ...)."""
    # Per open `#if`: where its current clause starts, whether Apple platforms compile that clause,
    # and whether an earlier clause of the chain is taken there (True, False or None: it depends).
    stack: list[dict] = []
    for match in re.finditer(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$", source.masked, re.M):
        directive, condition = match.group(1), match.group(2)
        if directive != "if" and stack and stack[-1]["active"] is False:
            source.inactive.append((stack[-1]["start"], match.start()))
        if directive == "endif":
            stack and stack.pop()
            continue
        if directive == "if":
            stack.append({"taken": False})
        elif not stack:
            continue
        clause = stack[-1]
        own = True if directive == "else" else apple_condition(condition, package_modules)
        taken = clause["taken"]
        clause["active"] = False if taken is True else own if taken is False else (False if own is False else None)
        clause["taken"] = True if True in (taken, own) else None if None in (taken, own) else False
        clause["start"] = match.end()


def scan_module(paths: list[Path], package_modules: set[str]) -> dict[Path, SourceFile]:
    """Reads a module's files and finds their guard scopes (types first: extensions inherit)."""
    sources = {path: SourceFile.read(path) for path in paths}
    types: dict[str, dict[str, tuple[int, ...]]] = {}
    for source in sources.values():
        find_declaration_scopes(source, types)
        find_query_scopes(source)
        find_inactive_regions(source, package_modules)
    for source in sources.values():
        find_extension_scopes(source, types)
    return sources


# ---------------------------------------------------------------------------------------------
# The check


@dataclass
class Finding:
    path: str
    line: int
    column: int
    symbol: str
    implicit: bool  # a reference the compiler made (a `for await` loop's call of `next`, ...)
    needs: dict[str, tuple[int, ...]]  # only the failing platforms
    here: dict[str, tuple[int, ...]]  # what those platforms may assume at the reference

    def message(self, floors: dict[str, tuple[int, ...]]) -> str:
        where = "floor" if all(self.here[p] == floors[p] for p in self.here) else "guarded to"
        implicit = " (implicit)" if self.implicit else ""
        return (f"{self.path}:{self.line}:{self.column}: '{self.symbol}'{implicit} needs {show_platforms(self.needs)} "
                f"({where} {show_platforms(self.here)})")


@dataclass
class AllowEntry:
    """One line of the allow-list: `[implicit] SYMBOL | PATH-GLOB | REASON`."""
    symbol: str
    implicit_only: bool
    paths: str
    reason: str
    where: str  # file:line of the entry
    used: int = 0

    def covers(self, symbol: str, path: str, implicit: bool) -> bool:
        return (symbol == self.symbol and (implicit or not self.implicit_only)
                and fnmatch.fnmatch(path, self.paths))


def read_allow_list(path: Path | None) -> list[AllowEntry]:
    entries = []
    if path is None or not path.exists():
        return entries
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        fields = [f.strip() for f in line.split("|")]
        if len(fields) != 3 or not all(fields):
            die(f"{path}:{number}: expected `[implicit] SYMBOL | PATH-GLOB | REASON`")
        symbol, paths, reason = fields
        implicit = symbol.startswith("implicit ")
        entries.append(AllowEntry(symbol.removeprefix("implicit ").strip(), implicit, paths, reason,
                                  f"{path.name}:{number}"))
    return entries


@dataclass
class Report:
    findings: list[Finding] = field(default_factory=list)
    allowed: list[tuple[Finding, AllowEntry]] = field(default_factory=list)
    # (module, type or free function) -> member ("" for the type itself) -> places
    unproven: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict)
    checked_references: int = 0
    default_implementations: int = 0  # requirement references the compiler resolves to a default there
    linux_only_references: int = 0  # in `#if` branches Apple platforms do not compile
    c_library_references: int = 0
    apple_only_lines: int = 0
    stale_allow_entries: int = 0


def scan_sources(package: Path, paths: list[str], modules: list[str]) -> dict[str, SourceFile]:
    """The scanned files, by path relative to the package; a module's files are scanned together."""
    by_module: dict[str, list[str]] = {}
    for path in paths:
        parts = Path(path).parts
        by_module.setdefault(parts[1] if parts[0] == "Sources" and len(parts) > 2 else "", []).append(path)
    sources: dict[str, SourceFile] = {}
    for group in by_module.values():
        scanned = scan_module([package / path for path in group], set(modules))
        sources.update({path: scanned[package / path] for path in group})
    return sources


def check(package: Path, references: IndexedReferences, catalog: Catalog, floors: dict[str, tuple[int, ...]],
          modules: list[str], allow_list: list[AllowEntry]) -> Report:
    """Sorts each reference to a system symbol: checked (and failing or not), unproven, or skipped."""
    report = Report()
    sources = scan_sources(package, sorted({o.path for o in references.occurrences}), modules)
    report.apple_only_lines = sum(s.text.count("\n", a, b) for s in sources.values() for a, b in s.inactive)
    seen: set[tuple] = set()
    for occurrence in references.occurrences:
        usr = catalog.lookup(occurrence.usr)
        module = catalog.symbols[usr].module if usr else references.system_usrs.get(occurrence.usr)
        # An accessor and its property are found at the same place: count them once.
        if module is None or (occurrence.path, occurrence.line, occurrence.column, usr or occurrence.usr) in seen:
            continue  # the package's own symbols, or counted
        seen.add((occurrence.path, occurrence.line, occurrence.column, usr or occurrence.usr))
        source = sources[occurrence.path]
        offset = source.offset(occurrence.line, occurrence.column)
        if source.is_apple_inactive(offset):
            report.linux_only_references += 1
            continue
        if module in C_LIBRARIES:
            report.c_library_references += 1
            continue
        needs = catalog.requirements(usr) if usr else {}
        if not needs and module not in COMPLETELY_ANNOTATED:
            accessed = re.sub(r"^(getter|setter|modify|read):", "", occurrence.name)  # an accessor: its property
            path = catalog.symbols[usr].path if usr else (f"{accessed} (no symbol graph entry)",)
            members = report.unproven.setdefault((module, path[0]), {})
            members.setdefault(".".join(path[1:]), []).append(f"{occurrence.path}:{occurrence.line}")
            continue
        if usr is None:
            continue  # an underscored or internal symbol of the standard library: no graph entry
        report.checked_references += 1
        here = source.guarded(offset, floors)
        failing = [p for p in PLATFORMS if needs.get(p, (0,)) > here[p]]
        if failing and has_available_default(catalog, usr, here):
            report.default_implementations += 1
            continue
        symbol = f"{module}.{catalog.symbols[usr].name}"
        # An entry is in use while a reference it covers exists, failing at these floors or not.
        entry = next((e for e in allow_list if e.covers(symbol, occurrence.path, occurrence.implicit)), None)
        if entry is not None:
            entry.used += 1
        if failing and (occurrence.path, occurrence.line, usr) not in seen:
            seen.add((occurrence.path, occurrence.line, usr))
            finding = Finding(occurrence.path, occurrence.line, occurrence.column, symbol, occurrence.implicit,
                              {p: needs[p] for p in failing}, {p: here[p] for p in failing})
            if entry is None:
                report.findings.append(finding)
            else:
                report.allowed.append((finding, entry))
    return report


def has_available_default(catalog: Catalog, requirement: str, here: dict[str, tuple[int, ...]]) -> bool:
    """Whether a protocol requirement has a default implementation available at the reference.

    Where a requirement is newer than the deployment target, the compiler disfavours it and calls
    the protocol extension's member of the same signature: `x &* y` on UInt64 refers to the Swift 6
    requirement `FixedWidthInteger.&*` on Linux, and to the old extension method on macOS 10.15.
    """
    for implementation in catalog.default_implementations.get(requirement, []):
        needs = catalog.requirements(implementation)
        if all(needs.get(p, (0,)) <= here[p] for p in PLATFORMS):
            return True
    return False


def print_report(report: Report, floors: dict[str, tuple[int, ...]], show_unproven: bool) -> None:
    for finding in report.findings:
        print(finding.message(floors))
    for finding, entry in report.allowed:
        print(f"allowed by {entry.where}: {finding.message(floors)}: {entry.reason}")
    if show_unproven and report.unproven:
        print("\nAPIs with no Apple availability on this toolchain (swift-corelibs Foundation, Dispatch, XCTest, "
              "...): not checked, look at them by eye (type or function, uses, first use, members used):")
        width = max(len(f"{m}.{n}") for m, n in report.unproven)
        for (module, name), members in sorted(report.unproven.items()):
            places = sorted({p for uses in members.values() for p in uses}, key=place_order)
            used = ", ".join(sorted(m for m in members if m))
            print(f"  {module + '.' + name:<{width}} {len(places):>3}  {places[0]}" + (f"  ({used})" if used else ""))


def place_order(place: str) -> tuple[str, int]:
    """`path:line` in file order, then line order."""
    path, _, line = place.rpartition(":")
    return path, int(line)


def run_check(package: Path, scratch: Path, floors: dict[str, tuple[int, ...]], modules: list[str] | None,
              do_build: bool, show_unproven: bool, allow_list_path: Path | None) -> Report:
    started = time.monotonic()
    toolchain = Toolchain.find()
    if do_build:
        build(package, scratch)
    modules = modules or library_modules(package)
    store_path = scratch / "debug/index/store"
    if not store_path.is_dir():
        die(f"no index store at {store_path}: run a debug build with that scratch path, or pass --build")
    references = read_index(IndexStore(toolchain.index_store_lib, store_path), package, scratch, modules)
    catalog = symbol_graphs(toolchain, references.system_modules, scratch / "availability-symbolgraphs")
    check_canaries(catalog, references.system_modules)
    allow_list = read_allow_list(allow_list_path)
    report = check(package, references, catalog, floors, modules, allow_list)
    print_report(report, floors, show_unproven)
    for entry in allow_list:
        if not entry.used:
            print(f"{entry.where}: allow-list entry for '{entry.symbol}' in {entry.paths} covers no reference: "
                  f"remove it")
    files = len({f.path for f in report.findings})
    print(f"\ncheck-availability: {len(modules)} modules, {report.checked_references} references to system APIs "
          f"checked against {show_platforms(floors)}: {len(report.findings)} fail in {files} files, "
          f"{len(report.allowed)} allowed by the allow-list, {report.default_implementations} resolve to an "
          f"available default implementation; {len(report.unproven)} APIs not provable here; "
          f"{report.c_library_references} C library references and {report.linux_only_references} references in "
          f"Linux-only #if branches skipped; {report.apple_only_lines} lines of Apple-only #if branches not compiled "
          f"here ({time.monotonic() - started:.1f} s)", file=sys.stderr)
    report.stale_allow_entries = sum(1 for e in allow_list if not e.used)
    return report


# ---------------------------------------------------------------------------------------------
# The self-test: a package whose lines say what the check must flag


SELF_TEST_MANIFEST = """\
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AvailabilityProbe",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [.library(name: "Probe", targets: ["Probe"])],
    targets: [.target(name: "Probe")]
)
"""

SELF_TEST_SOURCES = {
    "Probe.swift": """\
import Foundation
import Synchronization

public func unguardedSleep() async throws {
    try await Task.sleep(for: .seconds(1))  // expect: macOS iOS tvOS watchOS
}

public func guardedSleep() async throws {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        try await Task.sleep(for: .seconds(1))
    }
}

public func partlyGuardedSleep() async throws {
    if #available(macOS 13.0, iOS 16.0, *) {
        try await Task.sleep(for: .seconds(1))  // expect: tvOS watchOS
    } else {
        try await Task.sleep(nanoseconds: 1)
    }
}

public func unguardedMutex() -> Int {
    let lock = Mutex(0)  // expect: macOS iOS tvOS watchOS visionOS
    return lock.withLock { $0 }  // expect: macOS iOS tvOS watchOS visionOS
}

public func guardStatement() -> Int {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return 0 }
    let lock = Mutex(1)
    return lock.withLock { $0 }
}

public func unavailableElse() -> Int {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2) {
        return 0
    } else {
        return Atomic<Int>(2).load(ordering: .relaxed)
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class Counter: Sendable {
    let value = Atomic<Int>(0)
}

public func masking() -> Int {
    let brace = "{ if #available(macOS 99, *) {"  /* { #available(macOS 99, *) */
    return Mutex(brace.count).withLock { $0 }  // expect: macOS iOS tvOS watchOS visionOS
}

public func now() -> Date {
    Date.now  // expect: macOS iOS tvOS watchOS
}

public func lock() -> NSLock {
    NSLock()  // corelibs Foundation: no Apple availability here, listed as unproven
}

#if !canImport(Darwin)
    public func linuxOnly() -> Int { Mutex(3).withLock { $0 } }
#endif
""",
    "Counter+Read.swift": """\
import Synchronization

extension Counter {
    public func read() -> Int { value.load(ordering: .relaxed) }
}
""",
}


def self_test() -> None:
    """Builds the probe package, checks it, and compares the findings with its `expect:` comments."""
    with tempfile.TemporaryDirectory(prefix="check-availability-") as directory:
        package = Path(directory)
        (package / "Package.swift").write_text(SELF_TEST_MANIFEST)
        expected: set[tuple[str, int, str]] = set()
        for name, text in SELF_TEST_SOURCES.items():
            path = package / "Sources/Probe" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            for number, line in enumerate(text.splitlines(), 1):
                if (match := re.search(r"// expect: (.*)$", line)):
                    expected.update((f"Sources/Probe/{name}", number, p) for p in match.group(1).split())
        report = run_check(package, package / ".build", parse_floors(DEFAULT_FLOORS), None, True, True, None)
        found = {(f.path, f.line, p) for f in report.findings for p in f.needs}
        missed, extra = sorted(expected - found), sorted(found - expected)
        for path, line, platform in missed:
            print(f"self-test: {path}:{line}: not flagged for {platform}, but should be", file=sys.stderr)
        for path, line, platform in extra:
            print(f"self-test: {path}:{line}: flagged for {platform}, but should not be", file=sys.stderr)
        unlisted = ("Foundation", "NSLock") not in report.unproven
        if unlisted:
            print("self-test: Foundation.NSLock is not listed among the APIs that cannot be proven", file=sys.stderr)
        if missed or extra or unlisted:
            die("self-test failed", 1)
        print(f"self-test: passed ({len(expected)} expected failures found, none other)", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package-path", type=Path, default=REPO, help="the package (default: this repository)")
    parser.add_argument("--scratch-path", type=Path, help="SwiftPM's scratch path (default: PACKAGE/.build)")
    parser.add_argument("--build", action="store_true", help="run a debug build first (writes the index store)")
    parser.add_argument("--floors", default=DEFAULT_FLOORS, help=f"platform floors (default: {DEFAULT_FLOORS})")
    parser.add_argument("--modules", help="comma-separated modules to check (default: the library products')")
    parser.add_argument("--allow-list", type=Path, default=REPO / "scripts/availability-allowlist.txt",
                        help="findings accepted with a reason (default: scripts/availability-allowlist.txt)")
    parser.add_argument("--quiet-unproven", action="store_true", help="do not list the APIs that cannot be proven")
    parser.add_argument("--self-test", action="store_true", help="prove the check flags what it must, and only that")
    options = parser.parse_args()
    if options.self_test:
        self_test()
        return
    package = options.package_path.resolve()
    scratch = (options.scratch_path or package / ".build").resolve()
    modules = options.modules.split(",") if options.modules else None
    report = run_check(package, scratch, parse_floors(options.floors), modules, options.build,
                       not options.quiet_unproven, options.allow_list)
    sys.exit(1 if report.findings or report.stale_allow_entries else 0)


if __name__ == "__main__":
    main()
