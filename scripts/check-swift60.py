#!/usr/bin/env python3
"""Fails when Swift source uses a construct that a Swift 6.0 compiler rejects, unless it is gated.

The package's floor is the Swift 6.0 compiler, but only a newer toolchain is at hand, and it
accepts everything it knows. This script is the 6.0 compiler's stand-in for the constructs
listed in CONSTRUCTS: each has the Swift Evolution (SE-) or Swift Testing (ST-) proposal that
brought it and the first compiler release that accepts it without flags.

A use is fine when it sits in a conditional-compilation branch that only a new enough compiler
takes: `#if compiler(>=X)` with X at least the construct's version, also inside `&&`, nested
`#if`s, `#elseif`, and `#else` of `#if compiler(<X)`. The `#else` branch of `#if compiler(>=X)`
is what 6.0 compiles, so it is not gated. `hasFeature(Name)` counts only for the constructs
whose table entry names that feature, and only those that 6.0 can still parse: 6.0 skips the
body of a failed `compiler(...)` or `swift(...)` check unparsed, but parses every other
inactive branch, so new syntax under `hasFeature` alone would still break it. `swift(>=X)` is
not counted: it follows the language mode (a target in Swift 5 mode sees 5.10 on any compiler),
so only `compiler(>=X)` says which compiler runs.

Comments (`//`, nested `/* */`, doc comments) and the text of string literals (plain, raw,
multi-line) are blanked before matching, so prose such as "Reactive::Observable" in a doc
comment does not count; code inside string interpolations is still checked.

Usage:
    scripts/check-swift60.py [PATH ...]   scan PATHs (files or directories; default: Sources,
                                          Tests and Benchmarks of the package, those present)
    scripts/check-swift60.py --list       print the table of constructs
    scripts/check-swift60.py --self-test  check the checker on built-in snippets

Exit status: 0 when nothing is found, 1 with one `file:line: construct (proposal, Swift X):
hint` line per ungated use, 2 for bad arguments. Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator, Optional

Version = tuple[int, ...]


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def show_version(version: Version) -> str:
    return ".".join(str(part) for part in version)


@dataclass(frozen=True)
class Construct:
    """One construct newer than Swift 6.0 and how to recognise it in blanked source."""

    name: str
    proposal: str
    version: str
    pattern: str
    hint: str
    # `hasFeature` names that gate the construct. Left empty for new syntax (6.0 parses the
    # inactive branch and would fail) and for library API (no compiler feature describes it).
    features: tuple[str, ...] = ()
    # Where the table's version or pattern is less than certain, and why.
    note: str = ""
    # Extra test on a match, for what a regular expression says badly.
    accept: Optional[Callable[[re.Match[str]], bool]] = None
    regex: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "regex", re.compile(self.pattern, re.MULTILINE))

    @property
    def since(self) -> Version:
        return parse_version(self.version)


def _is_raw_identifier(match: re.Match[str]) -> bool:
    # Backticks around an ordinary identifier or keyword (`default`, `self`) were always fine;
    # SE-0451 adds names that start with a digit or hold spaces and punctuation.
    body = match.group(1)
    if not body:
        return False
    if body[0].isdigit():
        return True
    return any(not (ch.isalnum() or ch == "_" or ord(ch) > 127) for ch in body)


# Versions are each proposal's "Implemented (Swift X)" header in swiftlang/swift-evolution
# (proposals/ and proposals/testing/), cross-checked against the Swift Testing release tags for
# the testing APIs, and against swiftc 6.3.1 for the 6.3 ones (all accepted without flags).
CONSTRUCTS: tuple[Construct, ...] = (
    # --- Swift 6.1
    Construct(
        "`nonisolated` on a type or extension", "SE-0449", "6.1",
        r"\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*"
        r"(?:struct|class|enum|actor|protocol|extension)\b",
        "mark the members `nonisolated` instead",
    ),
    Construct(
        "trailing comma in a parameter, argument, tuple or generic list", "SE-0439", "6.1",
        r",\s*(?:\)|>)",
        "drop the comma (only array and dictionary literals took one before 6.1)",
    ),
    Construct(
        "trailing comma in a closure capture list", "SE-0439", "6.1",
        r",\s*\]\s*in\b",
        "drop the comma",
    ),
    Construct(
        "trailing comma before `else` in a `guard` condition list", "SE-0439", "6.1",
        r",\s*else\b",
        "drop the comma",
    ),
    Construct(
        "task group without `of:` (child result type inferred)", "SE-0442", "6.1",
        r"\bwith(?:Throwing)?TaskGroup\s*(?:\{|\((?!\s*of\s*:))",
        "pass `of: ChildResult.self`",
    ),
    Construct(
        "`@implementation` extension", "SE-0436", "6.1",
        r"@implementation\b",
        "Objective-C interop only; keep it out of 6.0 builds",
    ),
    Construct(
        "`TestScoping` / `scopeProvider` (test scoping traits)", "ST-0007", "6.1",
        r"\bTestScoping\b|\bscopeProvider\s*\(",
        "gate the conformance; without it a trait cannot wrap the test on 6.0",
    ),
    Construct(
        "error returned by `#expect(throws:)` / `#require(throws:)`", "ST-0006", "6.1",
        r"(?:=|\breturn)\s*(?:try\s+)?(?:await\s+)?#(?:expect|require)\s*\(\s*throws\s*:",
        "in 6.0 these return Void: catch the error with `do`/`catch` and `Issue.record` instead",
    ),
    Construct(
        "range-based `confirmation(expectedCount:)`", "ST-0005", "6.1",
        r"\bexpectedCount\s*:\s*[^,)\n]*\.\.[.<]",
        "count with a plain Int, or check the count yourself",
    ),
    # --- Swift 6.2
    Construct(
        "`nonisolated(nonsending)`", "SE-0461", "6.2",
        r"\bnonisolated\s*\(\s*nonsending\s*\)",
        "#else: an `isolated (any Actor)? = #isolation` parameter, `next(isolation:)` for "
        "iterators, or plain `async`",
    ),
    Construct(
        "`@concurrent`", "SE-0461", "6.2",
        r"@concurrent\b",
        "#else: plain nonisolated `async`, which already runs off the caller's actor before 6.2",
    ),
    Construct(
        "`isolated deinit`", "SE-0371", "6.2",
        r"\bisolated\s+deinit\b",
        "#else: a plain deinit that hops explicitly, or no isolation",
    ),
    Construct(
        "global-actor isolated conformance (`: @MainActor P`)", "SE-0470", "6.2",
        r"\b(?:extension|struct|class|enum|actor)\b[^{;\n]*[:,]\s*@\w*Actor\s+[A-Z_]",
        "#else: make the conformance nonisolated, or the whole type isolated",
        note="hasFeature(IsolatedConformances) not counted: unsure 6.0 parses the attribute there",
    ),
    Construct(
        "`@abi(...)`", "SE-0476", "6.2",
        r"@abi\s*\(",
        "keep the ABI-preserving declaration under the gate",
    ),
    Construct(
        "`InlineArray`", "SE-0453", "6.2",
        r"(?<![.\w])InlineArray\b",
        "#else: a tuple, `ContiguousArray` or unsafe buffer",
    ),
    Construct(
        "`InlineArray` type sugar `[N of T]`", "SE-0483", "6.2",
        r"\[\s*[\w.]+\s+of\s+[\w(\[]",
        "spell it `InlineArray<N, T>` under the same gate",
    ),
    Construct(
        "integer generic parameter `<let N: Int>`", "SE-0452", "6.2",
        r"(?<=\w)<\s*(?:[^<>=;{}]*,\s*)?let\s+\w+\s*:",
        "pass the count at run time",
    ),
    Construct(
        "`Span` family (`Span`, `RawSpan`, `MutableSpan`, `OutputSpan`, `UTF8Span`)",
        "SE-0447/0467/0485/0464", "6.2",
        r"(?<![.\w])(?:Span|RawSpan|MutableSpan|MutableRawSpan|OutputSpan|OutputRawSpan|UTF8Span)\b",
        "#else: `withUnsafeBufferPointer` and friends",
    ),
    Construct(
        "`~Escapable`", "SE-0446", "6.2",
        r"~\s*Escapable\b",
        "keep nonescapable types under the gate",
        note="6.0 had nonescapable types only behind an experimental flag",
    ),
    Construct(
        "raw identifier (backticks around spaces, punctuation or a leading digit)", "SE-0451", "6.2",
        r"`([^`\n]*)`",
        "use a plain identifier; test names can go in `@Test(\"...\")`",
        accept=_is_raw_identifier,
    ),
    Construct(
        "`unsafe` expression", "SE-0458", "6.2",
        r"(?<![@\w(.])unsafe\s+(?=[A-Za-z_&(\[])",
        "drop `unsafe` in the #else branch",
    ),
    Construct(
        "`@unsafe` / `@safe`", "SE-0458", "6.2",
        r"@(?:un)?safe\b",
        "drop the attribute in the #else branch",
        features=("MemorySafetyAttributes",),
    ),
    Construct(
        "`@_inheritActorContext(always)`", "SE-0472", "6.2",
        r"@_inheritActorContext\s*\(\s*always",
        "plain `@_inheritActorContext` before 6.2",
        note="underscored; version from the AlwaysInheritActorContext compiler feature",
    ),
    Construct(
        "`Task.immediate` / `addImmediateTask`", "SE-0472", "6.2",
        r"\bTask\s*\.\s*immediate(?:Detached)?\b|\baddImmediateTask(?:UnlessCancelled)?\b",
        "#else: `Task { ... }`, which starts later",
    ),
    Construct(
        "task names (`Task(name:)`, `addTask(name:)`, `Task.name`)", "SE-0469", "6.2",
        r"\b(?:Task(?:\s*\.\s*detached)?|addTask(?:UnlessCancelled)?)\s*\(\s*name\s*:|\bTask\s*\.\s*name\b",
        "leave the task unnamed in the #else branch",
    ),
    Construct(
        "task priority escalation APIs", "SE-0462", "6.2",
        r"\bwithTaskPriorityEscalationHandler\b|\bescalatePriority\s*\(",
        "not available before 6.2",
    ),
    Construct(
        "`isIsolatingCurrentContext`", "SE-0471", "6.2",
        r"\bisIsolatingCurrentContext\b",
        "`checkIsolated()` is the 6.0 form",
    ),
    Construct(
        "`Observations`", "SE-0475", "6.2",
        r"(?<![.\w])Observations\s*(?:\{|\(|<)",
        "#else: `withObservationTracking`",
    ),
    Construct(
        "`Duration(attoseconds:)`", "SE-0457", "6.2",
        r"\bDuration\s*\(\s*attoseconds\s*:",
        "`Duration(secondsComponent:attosecondsComponent:)`",
        note="the `.attoseconds` property is not matched: `components.attoseconds` is older",
    ),
    Construct(
        "default value in a string interpolation `\\(x, default: ...)`", "SE-0477", "6.2",
        r"\\\((?:[^()]|\([^()]*\))*,\s*default\s*:",
        "`\\(x.map { \"\\($0)\" } ?? ...)` or `\\(x ?? ...)`",
    ),
    Construct(
        "exit test `#expect(processExitsWith:)` / `#require(processExitsWith:)`", "ST-0008", "6.2",
        r"#(?:expect|require)\s*\(\s*(?:processExitsWith|exitsWith)\s*:",
        "gate the whole test; 6.0 and 6.1 had `exitsWith:` only as experimental SPI",
    ),
    Construct(
        "test attachments (`Attachment`, `Attachable`)", "ST-0009", "6.2",
        r"(?<![.\w])Attachment\s*(?:\.\s*record\b|\(|<)|\bAttachable(?:As\w+)?\b",
        "print the data, or gate the attachment",
    ),
    Construct(
        "issue handling traits (`.compactMapIssues`, `.filterIssues`)", "ST-0011", "6.2",
        r"\.(?:compactMapIssues|filterIssues)\s*\(",
        "gate the trait",
    ),
    Construct(
        "`@nonexhaustive`", "SE-0487", "6.2.3",
        r"@nonexhaustive\b",
        "drop it in the #else branch",
        features=("NonexhaustiveAttribute",),
        note="the proposal says Implemented (Swift 6.2.3), a point release",
    ),
    # --- Swift 6.3
    Construct(
        "module selector `Module::name`", "SE-0491", "6.3",
        r"\b[A-Za-z_]\w*\s*::\s*[A-Za-z_`]",
        "qualify with `Module.name`, or a typealias declared where the name is unambiguous",
        note="6.0 parses the body of a hasFeature(ModuleSelector) block, so only compiler(>=6.3) gates it",
    ),
    Construct(
        "`weak let`", "SE-0481", "6.3",
        r"\bweak\s+let\b",
        "`weak var`; assign it apart from its declaration, or 6.3 warns it is never mutated",
        note="not in 6.2.0; first in 6.3 (the ImmutableWeakCaptures feature is about captures)",
    ),
    Construct(
        "`@c`", "SE-0495", "6.3",
        r"@c\b(?!\w)",
        "`@_cdecl(\"name\")` before 6.3",
        features=("CDecl",),
    ),
    Construct(
        "`@inline(always)`", "SE-0496", "6.3",
        r"@inline\s*\(\s*always\s*\)",
        "`@inline(__always)`",
    ),
    Construct(
        "`@specialized`", "SE-0460", "6.3",
        r"@specialized\b",
        "`@_specialize(where ...)` before 6.3",
    ),
    Construct(
        "`@export(...)`", "SE-0497", "6.3",
        r"@export\s*\(",
        "`@inlinable` or `@_alwaysEmitIntoClient` before 6.3",
    ),
    Construct(
        "`@section` / `@used`", "SE-0492", "6.3",
        r"@section\s*\(|@used\b",
        "no flag-free spelling before 6.3 (`@_section`/`@_used` need an experimental feature)",
    ),
    Construct(
        "clock epochs (`.systemEpoch`)", "SE-0473", "6.3",
        r"\.systemEpoch\b",
        "not available before 6.3",
    ),
    Construct(
        "capture list in an exit test", "ST-0012", "6.3",
        r"#(?:expect|require)\s*\(\s*processExitsWith[^{}]*\)\s*\{\s*\[",
        "exit tests cannot capture before 6.3",
    ),
    Construct(
        "issue severity (`Issue.record(..., severity:)`)", "ST-0013", "6.3",
        r"\bIssue\s*\.\s*record\s*\((?:[^()]|\([^()]*\))*\bseverity\s*:",
        "record an ordinary issue",
    ),
    Construct(
        "test cancellation (`Test.cancel`)", "ST-0016", "6.3",
        r"\bTest(?:\s*\.\s*Case)?\s*\.\s*cancel\s*\(",
        "return early, or skip with a condition trait",
    ),
    Construct(
        "`SourceLocation.filePath`", "ST-0020", "6.3",
        r"\b[sS]ourceLocation\s*\??\s*\.\s*filePath\b",
        "`fileID` is the 6.0 property (`_filePath` is underscored)",
        note="matched only on a receiver named `sourceLocation`; other names are not seen",
    ),
)

# Checked and fine on 6.0, listed so that nobody gates them for nothing.
FINE_ON_60: tuple[tuple[str, str], ...] = (
    ("`sending` parameters and results", "SE-0430, 6.0"),
    ("`@isolated(any)` function types", "SE-0431, 6.0"),
    ("`isolated (any Actor)? = #isolation` parameters", "SE-0420, 6.0"),
    ("typed throws", "SE-0413, 6.0"),
    ("noncopyable generics `~Copyable`", "SE-0427, 6.0"),
    ("access-level imports", "SE-0409, 6.0"),
    ("`Mutex` and `Atomic` (Synchronization)", "SE-0433/0410, 6.0; OS availability aside"),
    ("`nonisolated(unsafe)`, also on local variables", "SE-0412, 5.10"),
    ("`@_implicitSelfCapture`", "underscored, a baseline compiler feature well before 6.0"),
)


# --- Blanking comments and string literals -------------------------------------------------


_STRING_START = re.compile(r'(#*)("""|")')


def blank(source: str) -> str:
    """Returns `source` with comments and string literal text replaced by spaces.

    Lengths and newlines are kept, so offsets and line numbers stay valid. Quotes stay, and so
    does the code of interpolations (`\\(` ... `)`), which is code like any other.
    """
    out = list(source)
    n = len(source)

    def wipe(start: int, end: int) -> None:
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    # Each entry is an open string literal waiting for its interpolation to close:
    # (hashes, multiline, paren depth inside the interpolation).
    strings: list[list] = []
    i = 0
    # In code (possibly inside an interpolation), until a string starts.
    while i < n:
        c = source[i]
        if c == "/" and source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
            continue
        if c == "/" and source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
            continue
        if c == "#" and source.startswith("#/", i):
            # Extended regex literal `#/ ... /#`: its text is not code.
            end = source.find("/#", i + 2)
            end = n if end < 0 else end + 2
            wipe(i + 2, end - 2)
            i = end
            continue
        if c in "#\"":
            m = _STRING_START.match(source, i)
            if m and (c == '"' or m.group(1)):
                hashes = len(m.group(1))
                multiline = m.group(2) == '"""'
                i = m.end()
                i = _scan_string(source, out, i, hashes, multiline, strings)
                continue
        if strings:
            frame = strings[-1]
            if c == "(":
                frame[2] += 1
            elif c == ")":
                frame[2] -= 1
                if frame[2] == 0:
                    strings.pop()
                    i = _scan_string(source, out, i + 1, frame[0], frame[1], strings)
                    continue
        i += 1
    return "".join(out)


def _scan_string(source: str, out: list[str], i: int, hashes: int, multiline: bool,
                 strings: list[list]) -> int:
    """Blanks string text from `i` to the literal's end or its next interpolation."""
    n = len(source)
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < n:
        if source.startswith(close, i):
            return i + len(close)
        if source.startswith(escape, i):
            j = i + len(escape)
            if j < n and source[j] == "(":
                # Interpolation: back to code until its parenthesis closes.
                strings.append([hashes, multiline, 1])
                return j + 1
            # An escape: blank it and the escaped character together.
            for k in range(i, min(j + 1, n)):
                if out[k] != "\n":
                    out[k] = " "
            i = j + 1
            continue
        if source[i] == "\n" and not multiline:
            return i  # unterminated; let the compiler say so
        if source[i] != "\n":
            out[i] = " "
        i += 1
    return i


# --- Conditional compilation ----------------------------------------------------------------


@dataclass(frozen=True)
class Gate:
    """What a branch guarantees: a lowest compiler version and features known present."""

    level: Version = (0,)
    features: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Condition:
    """A condition's guarantees when it holds (`yes`) and when it fails (`no`)."""

    yes: Gate = Gate()
    no: Gate = Gate()


def _both(a: Gate, b: Gate) -> Gate:
    return Gate(max(a.level, b.level), a.features | b.features)


def _either(a: Gate, b: Gate) -> Gate:
    return Gate(min(a.level, b.level), a.features & b.features)


_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|,|[A-Za-z_$][\w$]*|[^\s()&|!,]+)")


class _ConditionParser:
    """`a || b`, `a && b`, `!a`, `(a)`, `name(args)`, `name`: enough of `#if`'s grammar."""

    def __init__(self, text: str) -> None:
        self.tokens = [m.group(1) for m in _TOKEN.finditer(text)]
        self.pos = 0

    def peek(self) -> Optional[str]:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> Optional[str]:
        token = self.peek()
        self.pos += 1
        return token

    def parse(self) -> Condition:
        result = self.disjunction()
        if self.peek() is not None:
            raise ValueError("trailing tokens")
        return result

    def disjunction(self) -> Condition:
        left = self.conjunction()
        while self.peek() == "||":
            self.take()
            right = self.conjunction()
            left = Condition(_either(left.yes, right.yes), _both(left.no, right.no))
        return left

    def conjunction(self) -> Condition:
        left = self.unary()
        while self.peek() == "&&":
            self.take()
            right = self.unary()
            left = Condition(_both(left.yes, right.yes), _either(left.no, right.no))
        return left

    def unary(self) -> Condition:
        if self.peek() == "!":
            self.take()
            inner = self.unary()
            return Condition(inner.no, inner.yes)
        return self.primary()

    def primary(self) -> Condition:
        token = self.take()
        if token is None:
            raise ValueError("missing operand")
        if token == "(":
            inner = self.disjunction()
            if self.take() != ")":
                raise ValueError("unbalanced parenthesis")
            return inner
        if self.peek() != "(":
            return Condition()
        self.take()
        args: list[str] = []
        depth = 1
        while depth:
            part = self.take()
            if part is None:
                raise ValueError("unbalanced parenthesis")
            depth += {"(": 1, ")": -1}.get(part, 0)
            if depth:
                args.append(part)
        argument = "".join(args)
        if token == "compiler":
            m = re.fullmatch(r"(>=|<)(\d+(?:\.\d+)*)", argument)
            if m:
                version = parse_version(m.group(2))
                if m.group(1) == ">=":
                    return Condition(yes=Gate(version))
                return Condition(no=Gate(version))
        if token == "hasFeature":
            return Condition(yes=Gate(features=frozenset([argument])))
        # os(), canImport(), swift() (the language mode, not the compiler), ...: no guarantee.
        return Condition()


def parse_condition(text: str) -> Condition:
    try:
        return _ConditionParser(text).parse()
    except ValueError:
        return Condition()


_DIRECTIVE = re.compile(r"^[ \t]*#(if|elseif|else|endif)\b(.*)$")


def line_gates(blanked: str) -> list[Gate]:
    """The gate each line is under (index 0 is line 1)."""
    # One frame per open `#if`: [gate of the current branch, guarantees of all earlier
    # branches having failed].
    frames: list[list[Gate]] = []
    gates: list[Gate] = []
    for line in blanked.split("\n"):
        m = _DIRECTIVE.match(line)
        if m:
            kind, rest = m.group(1), m.group(2).strip()
            if kind == "if":
                condition = parse_condition(rest)
                frames.append([condition.yes, condition.no])
            elif kind == "elseif" and frames:
                condition = parse_condition(rest)
                earlier_failed = frames[-1][1]
                frames[-1] = [_both(earlier_failed, condition.yes), _both(earlier_failed, condition.no)]
            elif kind == "else" and frames:
                frames[-1] = [frames[-1][1], Gate()]
            elif kind == "endif" and frames:
                frames.pop()
        gate = Gate()
        for frame in frames:
            gate = _both(gate, frame[0])
        gates.append(gate)
    return gates


# --- Scanning ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    construct: Construct

    def __str__(self) -> str:
        c = self.construct
        return f"{self.path}:{self.line}: {c.name} ({c.proposal}, Swift {c.version}): {c.hint}"


def is_gated(gate: Gate, construct: Construct) -> bool:
    return gate.level >= construct.since or bool(gate.features & set(construct.features))


def check_source(source: str, path: str = "<source>") -> list[Finding]:
    blanked = blank(source)
    gates = line_gates(blanked)
    line_starts = [0] + [m.end() for m in re.finditer("\n", blanked)]
    findings: list[Finding] = []
    seen: set[tuple[int, str]] = set()
    for construct in CONSTRUCTS:
        for match in construct.regex.finditer(blanked):
            if construct.accept and not construct.accept(match):
                continue
            line = _line_of(line_starts, match.start())
            if is_gated(gates[line - 1], construct) or (line, construct.name) in seen:
                continue
            seen.add((line, construct.name))
            findings.append(Finding(path, line, construct))
    findings.sort(key=lambda f: (f.line, f.construct.name))
    return findings


def _line_of(line_starts: list[int], offset: int) -> int:
    low, high = 0, len(line_starts)
    while low + 1 < high:
        middle = (low + high) // 2
        if line_starts[middle] <= offset:
            low = middle
        else:
            high = middle
    return low + 1


def swift_files(paths: Iterable[str]) -> Iterator[str]:
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            # Build products and hidden tool directories are not the package's source.
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def scan(paths: Iterable[str]) -> list[Finding]:
    findings: list[Finding] = []
    for path in swift_files(paths):
        with open(path, encoding="utf-8") as handle:
            findings.extend(check_source(handle.read(), path))
    return findings


# --- Self-test --------------------------------------------------------------------------------

# (description, source, names of the constructs expected, in line order)
SELF_TESTS: tuple[tuple[str, str, list[str]], ...] = (
    (
        "a gated construct passes",
        "#if compiler(>=6.2)\npublic nonisolated(nonsending) func f() async {}\n#endif\n",
        [],
    ),
    (
        "an ungated construct fails",
        "public nonisolated(nonsending) func f() async {}\n",
        ["`nonisolated(nonsending)`"],
    ),
    (
        "a gate below the construct's version does not count",
        "#if compiler(>=6.1)\nweak let w = x\n#endif\n",
        ["`weak let`"],
    ),
    (
        "comments, doc comments and string text do not trip it",
        "/// Reactive::Observable, `weak let`\n// nonisolated(nonsending)\n"
        "/* Reactive::Event /* nested */ weak let */\n"
        "let s = \"Reactive::Event weak let\"\n"
        "let r = #\"Module::name \\(x, default: 1)\"#\n"
        "let m = \"\"\"\n    nonisolated(nonsending)\n    \"\"\"\n",
        [],
    ),
    (
        "code in an interpolation is still code",
        'let s = "\\(Reactive::Event<Int>.completed)"\n',
        ["module selector `Module::name`"],
    ),
    (
        "the #else branch of a version check is not gated",
        "#if compiler(>=6.2)\nnonisolated(nonsending) func f() async {}\n#else\n"
        "nonisolated(nonsending) func g() async {}\n#endif\n",
        ["`nonisolated(nonsending)`"],
    ),
    (
        "#elseif and #else after compiler(<X) are gated, nesting adds up",
        "#if compiler(<6.2)\nfunc f() {}\n#elseif os(Linux)\n@concurrent func g() async {}\n"
        "#else\n#if canImport(Testing)\n@concurrent func h() async {}\n#endif\n#endif\n",
        [],
    ),
    (
        "`&&` keeps the version, `||` needs it on both sides",
        "#if compiler(>=6.2) && os(macOS)\n@concurrent func f() async {}\n#endif\n"
        "#if compiler(>=6.2) || os(macOS)\n@concurrent func g() async {}\n#endif\n",
        ["`@concurrent`"],
    ),
    (
        "hasFeature counts only for constructs that name the feature",
        "#if hasFeature(CDecl)\n@c func f() {}\n#endif\n"
        "#if hasFeature(ModuleSelector)\nlet x: Swift::Int = 1\n#endif\n",
        ["module selector `Module::name`"],
    ),
    (
        "test APIs: exit tests and returned errors",
        "let r = await #expect(processExitsWith: .failure) { fatalError() }\n"
        "let e = #expect(throws: E.self) { try f() }\n"
        "#expect(throws: E.self) { try f() }\n",
        [
            "exit test `#expect(processExitsWith:)` / `#require(processExitsWith:)`",
            "error returned by `#expect(throws:)` / `#require(throws:)`",
        ],
    ),
    (
        "raw identifiers, but not backticked keywords",
        "func `adds two numbers`() {}\nlet `default` = 1\n",
        ["raw identifier (backticks around spaces, punctuation or a leading digit)"],
    ),
    (
        "trailing commas and inferred task groups",
        "f(a, b,)\nlet x = [1, 2,]\nawait withTaskGroup { g in }\nawait withTaskGroup(of: Int.self) { g in }\n",
        [
            "trailing comma in a parameter, argument, tuple or generic list",
            "task group without `of:` (child result type inferred)",
        ],
    ),
    (
        "`nonisolated` types, not `nonisolated(unsafe)` values",
        "nonisolated struct S {}\nnonisolated(unsafe) let x = 1\npublic nonisolated extension S {}\n",
        ["`nonisolated` on a type or extension", "`nonisolated` on a type or extension"],
    ),
)


def self_test() -> int:
    failures = 0
    for description, source, expected in SELF_TESTS:
        found = [f.construct.name for f in check_source(source)]
        if found != expected:
            failures += 1
            print(f"self-test FAILED: {description}\n  expected {expected}\n  found    {found}")
    names = [c.name for c in CONSTRUCTS]
    if len(names) != len(set(names)):
        failures += 1
        print("self-test FAILED: construct names must be unique")
    print(f"self-test: {len(SELF_TESTS) - failures} of {len(SELF_TESTS)} cases passed")
    return 1 if failures else 0


def print_table() -> None:
    rows = [(c.version, c.proposal, c.name, ", ".join(c.features), c.note) for c in CONSTRUCTS]
    print("Swift  Proposal               Construct")
    for version, proposal, name, features, note in rows:
        print(f"{version:<6} {proposal:<22} {name}")
        if features:
            print(f"{'':29}hasFeature gate: {features}")
        if note:
            print(f"{'':29}note: {note}")
    print("\nFine on 6.0 (not checked):")
    for name, why in FINE_ON_60:
        print(f"  {name} ({why})")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description="Fails on Swift constructs newer than Swift 6.0 outside `#if compiler(>=X)`.")
    parser.add_argument("paths", nargs="*", help="files or directories (default: Sources Tests Benchmarks)")
    parser.add_argument("--list", action="store_true", help="print the table of constructs")
    parser.add_argument("--self-test", action="store_true", help="check the checker on built-in snippets")
    args = parser.parse_args(argv)
    if args.list:
        print_table()
        return 0
    if args.self_test:
        return self_test()
    if args.paths:
        missing = [p for p in args.paths if not os.path.exists(p)]
        if missing:
            parser.error(f"no such file or directory: {', '.join(missing)}")
        paths = args.paths
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        paths = [p for p in (os.path.join(root, d) for d in ("Sources", "Tests", "Benchmarks"))
                 if os.path.isdir(p)]
        paths = [os.path.relpath(p) for p in paths]
    findings = scan(paths)
    for finding in findings:
        print(finding)
    if findings:
        print(f"check-swift60: {len(findings)} construct(s) newer than Swift 6.0 outside a "
              "`#if compiler(>=X)` gate", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
