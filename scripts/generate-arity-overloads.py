#!/usr/bin/env python3
"""Generates the fixed-arity overloads of `zip` and `combineLatest` from scripts/templates/.

    scripts/generate-arity-overloads.py           # rewrite every generated file
    scripts/generate-arity-overloads.py --check   # exit 1 if one is stale or was edited by hand

RxSwift offers `zip` and `combineLatest` for 2 to 8 sources on `Observable`, its traits and
RxCocoa's shared sequences: 105 overloads that differ only in their arity. Writing them by hand
made eight files of 2,500 lines that drifted apart (a doc comment with its `Returns` twice, a comment
saying `Observable.zip` stops at six sources when it goes to eight). Each template here states one
file once; this script expands it for every arity and hands the result to `swift format`, so the
generated file is lint-clean and reads like the rest of the runtime.

Template syntax, kept to what the files need:
- `%for n in 2...8` … `%end` repeats the lines between for each `n`;
- `%if EXPR` … [`%else` …] `%end` keeps lines by a Python condition on `n`;
- `{{EXPR}}` is replaced by a Python expression's value, with `n`, `word(k)` ("two" for 2) and
  `each(format, separator=", ")`, which joins `format` for i = 1…n (`{i}` is i, `{j}` is i − 1),
  and `params(format)`, the same one parameter per line.
A template's first line is the generated file's path. The generated file's first line says it was
generated, from which template.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEMPLATES = REPO / "scripts" / "templates"
WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
INLINE = re.compile(r"\{\{(.*?)\}\}")


class TemplateError(Exception):
    pass


def expand(lines: list[str], scope: dict[str, object], where: str) -> list[str]:
    output: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        directive = line.strip()
        if directive.startswith("%for "):
            match = re.fullmatch(r"%for (\w+) in (\d+)\.\.\.(\d+)", directive)
            if not match:
                raise TemplateError(f"{where}: cannot read `{directive}`")
            body, index = block(lines, index + 1, where)
            for value in range(int(match[2]), int(match[3]) + 1):
                output += expand(body, {**scope, match[1]: value}, where)
            continue
        if directive.startswith("%if "):
            body, index = block(lines, index + 1, where)
            kept, other = split_else(body)
            output += expand(kept if evaluate(directive[4:], scope, where) else other, scope, where)
            continue
        if directive.startswith("%"):
            raise TemplateError(f"{where}: unexpected `{directive}`")
        output.append(INLINE.sub(lambda m: str(evaluate(m[1], scope, where)), line))
        index += 1
    return output


def block(lines: list[str], start: int, where: str) -> tuple[list[str], int]:
    """The lines up to the `%end` that closes the directive before `start`, and the index after it."""
    depth = 0
    for index in range(start, len(lines)):
        directive = lines[index].strip()
        if directive.startswith(("%for ", "%if ")):
            depth += 1
        elif directive == "%end":
            if depth == 0:
                return lines[start:index], index + 1
            depth -= 1
    raise TemplateError(f"{where}: a directive has no `%end`")


def split_else(body: list[str]) -> tuple[list[str], list[str]]:
    depth = 0
    for index, line in enumerate(body):
        directive = line.strip()
        if directive.startswith(("%for ", "%if ")):
            depth += 1
        elif directive == "%end":
            depth -= 1
        elif directive == "%else" and depth == 0:
            return body[:index], body[index + 1:]
    return body, []


def evaluate(expression: str, scope: dict[str, object], where: str) -> object:
    n = scope.get("n")

    def each(form: str, separator: str = ", ") -> str:
        if not isinstance(n, int):
            raise TemplateError(f"{where}: `each` outside a `%for n`")
        return separator.join(form.format(i=i, j=i - 1) for i in range(1, n + 1))

    def params(form: str) -> str:
        return each(form, ",\n        ")

    helpers = {"word": WORDS.__getitem__, "each": each, "params": params}
    try:
        return eval(expression, {"__builtins__": {}}, {**scope, **helpers})
    except Exception as error:  # noqa: BLE001 - any failure is the template's, reported with its place
        raise TemplateError(f"{where}: `{expression}`: {error}") from error


def swift_format(source: str, path: Path) -> str:
    run = subprocess.run(
        ["swift", "format", "--configuration", str(REPO / ".swift-format"), "--assume-filename", str(path)],
        input=source, capture_output=True, text=True, cwd=REPO,
    )
    if run.returncode != 0:
        raise TemplateError(f"swift format failed on the expansion of {path}:\n{run.stderr}")
    return run.stdout


def generate(template: Path) -> tuple[Path, str]:
    first, _, rest = template.read_text().partition("\n")
    target = REPO / first.strip()
    relative = template.relative_to(REPO)
    header = (
        f"// GENERATED from {relative}: do not edit this file.\n"
        "// Edit the template and run scripts/generate-arity-overloads.py (CI runs it with --check).\n"
    )
    body = "\n".join(expand(rest.split("\n"), {}, str(relative)))
    return target, swift_format(header + body, target)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    args = parser.parse_args()
    stale = 0
    templates = sorted(TEMPLATES.glob("*.swift.template"))
    if not templates:
        sys.exit(f"generate-arity-overloads: no templates in {TEMPLATES.relative_to(REPO)}")
    try:
        generated = [generate(template) for template in templates]
    except TemplateError as error:
        sys.exit(f"generate-arity-overloads: {error}")
    for target, text in generated:
        name = target.relative_to(REPO)
        current = target.read_text() if target.exists() else ""
        if current == text:
            continue
        if args.check:
            stale += 1
            print(f"generate-arity-overloads: {name} is not what its template generates:")
            diff = difflib.unified_diff(current.splitlines(), text.splitlines(), "committed", "generated", lineterm="")
            print("\n".join(list(diff)[:40]))
        else:
            target.write_text(text)
            print(f"generate-arity-overloads: wrote {name}")
    if args.check:
        if stale:
            print(f"generate-arity-overloads: {stale} stale; run scripts/generate-arity-overloads.py and commit the result")
            return 1
        print(f"generate-arity-overloads: {len(generated)} generated files match their templates")
    return 0


if __name__ == "__main__":
    sys.exit(main())
