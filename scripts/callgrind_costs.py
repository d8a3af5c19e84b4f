"""Reads the self costs of a callgrind profile, for the scripts that print profiles.

Shared by scripts/profile-benchmarks.py (this package's workloads) and
scripts/compat/cross-benchmark.py (the same workloads against RxSwift): both collect a callgrind
profile of one measured region and print its heaviest symbols.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

# "  1,234 ( 5.67%)  file:function [object]"
_ROW = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(?:[^:\s]*:)?(.*?)(?: \[(.*)\])?$")


def costs(output: Path, inclusive: bool = False) -> tuple[int, list[tuple[int, float, str, str]], dict[str, int]]:
    """The profile's total instructions; its symbols by self cost (or, with `inclusive`, by cost
    with their callees), heaviest first, each as (instructions, share in percent, mangled symbol,
    object file name); and the instructions per object file (meaningful for self costs only)."""
    annotated = subprocess.run(
        ["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}", "--threshold=100", str(output)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rows: list[tuple[int, float, str, str]] = []
    total = 0
    for line in annotated.splitlines():
        match = _ROW.match(line)
        if not match:
            continue
        instructions, share, symbol, obj = match.groups()
        count = int(instructions.replace(",", ""))
        if "PROGRAM TOTALS" in symbol:
            total = count
        elif total:
            rows.append((count, float(share), symbol, Path(obj or "?").name))
    by_object: dict[str, int] = {}
    for count, _, _, obj in rows:
        by_object[obj] = by_object.get(obj, 0) + count
    return total, rows, by_object


def demangle(symbols: list[str]) -> list[str] | None:
    """The symbols in readable form (`swift demangle --simplified --compact`), or None if the
    demangler's answer does not line up with them."""
    demangled = subprocess.run(
        ["swift", "demangle", "--simplified", "--compact"],
        input="\n".join(symbols) + "\n",
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    return demangled if len(demangled) == len(symbols) else None


def object_shares(by_object: dict[str, int], total: int) -> str:
    """Each object file's share of `total`, heaviest first, leaving out those under 1 %."""
    shares = sorted(by_object.items(), key=lambda item: -item[1])
    return ", ".join(f"{obj} {100 * count / total:.0f} %" for obj, count in shares if count * 100 >= total)
