#!/usr/bin/env python3
"""Builds the DocC documentation of every library product, with warnings as errors.

Each library has a catalog, `Sources/<Module>/<Module>.docc`: a landing page and API collections
written for DocC, and the module's guides from docs/ as symbolic links (docs/ stays the one
source of the text; Xcode and the Swift Package Index read the links as they are). The guides are
written for GitHub, so their links point at files (`Testing.md`, `../../Sources/…/Debounce.swift`,
`images/x.svg`). This script builds from a copy of each catalog in which the linked guides are
rewritten for DocC:

- a link to a guide of the same catalog becomes a `doc:` link, which DocC checks;
- a link to a guide of another library's catalog becomes the path of that page where the archives
  are served side by side, as in the merged archive below (`/documentation/reactivetesting/
  testingwithvirtualtime#Marble-diagrams`, after --hosting-base-path); DocC does not check those
  links, so this script does, against the built pages and their headings;
- a link to any other file of the repository becomes a URL under `--source-url` (default: the
  GitHub URL of `git remote get-url origin` at HEAD, when there is one), otherwise the file's path
  in code voice; a link to a file that does not exist fails the build;
- an image is copied into the catalog and referenced by its file name, as DocC wants;
- a heading anchor (`#the-operators`, GitHub's form) becomes DocC's (`#The-operators`);
- the title loses its backticks, and a block quote that is no DocC aside gets the tag `Note:`,
  because DocC shows the one as plain text and names the other after the text before its colon.

Two more things are made, not copied: the page of a type whose members the API collections list
(`ObservableType`, by Operators/) gets its topic groups from them, which stay the only list; and
after DocC, the script fails when a landing page or such a type's page still has one of DocC's
automatic groups, that is, a public type or operator that no topic group lists.

The symbol graphs come from the debug build's modules (`swift-symbolgraph-extract`, under a
second per module), so after CI's `swift build --build-tests` nothing is compiled again: the
script's own `swift build --target …` calls are null builds there, and build just the libraries
when run alone.

Outputs, all under --output (default .build/docs, ignored by git):
    symbol-graphs/<Module>/        the extracted symbol graphs
    catalogs/<Module>.docc         the rewritten catalogs DocC reads
    archives/<Module>.doccarchive  one archive per library, for static hosting
    ReactiveArchitectures.doccarchive  all of them merged (`docc merge`), with a landing page
                                   listing the libraries: serve it with
                                   `python3 -m http.server -d .build/docs/ReactiveArchitectures.doccarchive`
                                   and open http://localhost:8000/documentation/reactive

Usage:
    scripts/build-docs.py [--module M ...] [--output DIR] [--hosting-base-path P]
                          [--source-url URL] [--skip-build] [--no-merge]

Exit status 0 when every archive built without a warning; 1 with DocC's diagnostics (or this
script's link and curation errors) otherwise. Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Dependencies first: the order the archives are built and merged in.
MODULES = [
    "Reactive",
    "ReactiveDebugging",
    "ReactiveTesting",
    "ReactiveBlocking",
    "ReactorArchitecture",
    "FeedbackArchitecture",
    "ArchitectureTesting",
]
BUNDLE_PREFIX = "ReactiveArchitectures"
# Per module, the types whose pages organise_member_pages files by the API collections.
ORGANISED: dict[str, list[str]] = {}
MERGED_NAME = "ReactiveArchitectures"


def fail(message: str) -> None:
    print(f"build-docs: {message}", file=sys.stderr)
    sys.exit(1)


# --- toolchain -------------------------------------------------------------------------------


@dataclass
class Toolchain:
    swift: str
    docc: str
    symbolgraph_extract: str
    sdk: list[str]

    @staticmethod
    def find() -> "Toolchain":
        swift = shutil.which("swift") or fail("no `swift` on PATH")
        sdk: list[str] = []
        if sys.platform == "darwin":
            def xcrun(*args: str) -> str:
                result = subprocess.run(["xcrun", *args], check=True, capture_output=True, text=True)
                return result.stdout.strip()
            docc, extract = xcrun("--find", "docc"), xcrun("--find", "swift-symbolgraph-extract")
            sdk = ["-sdk", xcrun("--show-sdk-path", "--sdk", "macosx")]
        else:
            bindir = Path(os.path.realpath(swift)).parent
            docc, extract = str(bindir / "docc"), str(bindir / "swift-symbolgraph-extract")
        docc = os.environ.get("DOCC", docc)
        for tool in (docc, extract):
            if not os.access(tool, os.X_OK):
                fail(f"{tool} is missing; it ships with the Swift toolchain")
        return Toolchain(swift, docc, extract, sdk)


def target_triple() -> str:
    info = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    return json.loads(info)["target"]["triple"]


# --- symbol graphs ---------------------------------------------------------------------------


def extract_symbol_graphs(tools: Toolchain, modules: list[str], out: Path) -> dict[str, Path]:
    bin_path = Path(subprocess.run([tools.swift, "build", "--show-bin-path"], cwd=ROOT, check=True,
                                   capture_output=True, text=True).stdout.strip())
    triple = target_triple()
    dirs = {}
    for module in modules:
        directory = out / module
        shutil.rmtree(directory, ignore_errors=True)
        directory.mkdir(parents=True)
        command = [
            tools.symbolgraph_extract, "-module-name", module, "-target", triple, *tools.sdk,
            "-I", str(bin_path / "Modules"),
            # The runtime's C atomics: its module map ships beside its header.
            "-I", str(ROOT / "Sources/CReactiveAtomics/include"),
            "-minimum-access-level", "public",
            # Members a type gets from a protocol's extension (every operator again on each subject
            # and relay) are documented once, on the protocol; the type's page lists its conformances.
            "-skip-synthesized-members",
            "-skip-inherited-docs",
            # Extensions of other modules' types (`toBlocking()` on ObservableType) get pages.
            "-emit-extension-block-symbols",
            "-output-dir", str(directory),
        ]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stdout + result.stderr)
            fail(f"swift-symbolgraph-extract failed for {module}")
        dirs[module] = directory
    return dirs


# --- guides ----------------------------------------------------------------------------------


@dataclass
class Guide:
    source: Path  # the file in docs/
    module: str  # the catalog it is linked from
    article: str  # its name there, the link's file name without `.md`


@dataclass
class Rewrite:
    guides: dict[Path, Guide]
    source_url: str | None
    base_path: str  # where the archives are served: "" for the root, else "/a/b"
    errors: list[str] = field(default_factory=list)


def find_guides(modules: list[str]) -> dict[Path, Guide]:
    """Every symbolic link into docs/ from a catalog of MODULES (all of them, so that links
    between catalogs resolve even when only some modules are built)."""
    guides: dict[Path, Guide] = {}
    for module in MODULES:
        catalog = ROOT / "Sources" / module / f"{module}.docc"
        for link in sorted(catalog.rglob("*.md")) if catalog.is_dir() else []:
            if not link.is_symlink():
                continue
            target = link.resolve()
            if not target.is_relative_to(ROOT / "docs") or not target.is_file():
                fail(f"{link.relative_to(ROOT)} must link to a file in docs/, not {os.readlink(link)}")
            if target in guides:
                fail(f"{target.relative_to(ROOT)} is linked from two catalogs")
            guides[target] = Guide(target, module, link.stem)
    return guides


FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
# [text](destination) and ![alt](destination); the text may hold code spans and one level of brackets.
LINK = re.compile(r"(!?)\[((?:[^\[\]`]|`[^`]*`|\[[^\]]*\])*)\]\(<?([^)\s>]+)>?\)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


BLOCK_QUOTE = re.compile(r"^( {0,3}> ?)(.*\n?)$")
# swift-markdown's aside kinds (Aside.Kind), lowercased and without spaces.
ASIDE_KINDS = {
    "note", "tip", "important", "experiment", "warning", "attention", "author", "authors", "bug",
    "complexity", "copyright", "date", "invariant", "mutatingvariant", "nonmutatingvariant",
    "postcondition", "precondition", "remark", "requires", "since", "todo", "version", "throws",
    "seealso",
}
FILE_NAME_TEXT = re.compile(r"^`?[\w./-]+\.md`?(\s+§.*)?$")
CROSS_LINK = re.compile(r"\]\((?:/[^)\s]*)?/documentation/([a-z0-9]+)/([^)#\s]+)(?:#([^)\s]+))?\)")


def title(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return plain_heading(line[2:])
    return path.stem


def plain_heading(text: str) -> str:
    text = LINK.sub(lambda m: m.group(2), text)
    return re.sub(r"[`*_]", "", text).strip()


def github_slug(heading: str) -> str:
    slug = plain_heading(heading).lower()
    slug = re.sub(r"[^\w\- ]", "", slug)
    return slug.replace(" ", "-")


def docc_fragment(heading: str) -> str:
    """The anchor DocC gives a heading: its words joined by hyphens, punctuation removed."""
    words = re.split(r"[\s-]+", plain_heading(heading))
    return "".join(c for c in "-".join(w for w in words if w) if c.isalnum() or c in "-_")


def headings(path: Path) -> dict[str, str]:
    """GitHub slug → DocC fragment for every heading outside code blocks."""
    anchors: dict[str, str] = {}
    fence = None
    for line in path.read_text(encoding="utf-8").splitlines():
        match = FENCE.match(line)
        if match:
            marker = match.group(1)
            if fence is None:
                fence = marker[0] * 3
            elif marker.startswith(fence):
                fence = None
            continue
        if fence is None and (heading := HEADING.match(line)):
            anchors.setdefault(github_slug(heading.group(2)), docc_fragment(heading.group(2)))
    return anchors


def rewrite_guide(guide: Guide, rewrite: Rewrite, catalog: Path, images: dict[str, Path]) -> str:
    lines = guide.source.read_text(encoding="utf-8").splitlines(keepends=True)
    out: list[str] = []
    fence = None
    for number, line in enumerate(lines, 1):
        match = FENCE.match(line)
        if match:
            marker = match.group(1)
            if fence is None:
                fence = marker[0] * 3
            elif marker.startswith(fence):
                fence = None
            out.append(line)
            continue
        if fence is not None:
            out.append(line)
            continue
        where = f"{guide.source.relative_to(ROOT)}:{number}"
        spans = [m.span() for m in CODE_SPAN.finditer(line)]

        def replace(m: re.Match[str]) -> str:
            if any(start < m.start() < end for start, end in spans):
                return m.group(0)  # a link-like text inside a code span
            return rewrite_link(m, guide, rewrite, catalog, images, where)

        quote = BLOCK_QUOTE.match(line)
        if quote and not (out and BLOCK_QUOTE.match(out[-1])):
            # DocC reads every block quote as an aside whose kind is the text before the first
            # colon: `> rxswift at 5abdfe4…: 105 of 105 files compile` would be titled
            # "Rxswift At 5Abdfe4…". A quote that is no aside becomes a note, as one without a
            # colon would.
            tag, colon, _ = quote.group(2).partition(":")
            if colon and tag.strip().lower().replace(" ", "") not in ASIDE_KINDS:
                line = f"{quote.group(1)}Note: {quote.group(2)}"
        if line.startswith("# ") and not any(o.startswith("# ") for o in out):
            # DocC shows an article's title as plain text, backticks and all.
            line = "# " + plain_heading(line[2:]) + "\n"
        out.append(LINK.sub(replace, line))
    return "".join(out)


def rewrite_link(m: re.Match[str], guide: Guide, rewrite: Rewrite, catalog: Path,
                 images: dict[str, Path], where: str) -> str:
    bang, text, destination = m.group(1), m.group(2), m.group(3)
    if SCHEME.match(destination):
        return m.group(0)
    path_part, _, slug = destination.partition("#")
    target = (guide.source.parent / path_part).resolve() if path_part else guide.source
    if not target.exists():
        rewrite.errors.append(f"{where}: the link {destination!r} names a file that does not exist")
        return m.group(0)
    if bang:
        name = target.name
        if images.setdefault(name, target) != target:
            rewrite.errors.append(f"{where}: two images named {name} in the {guide.module} catalog")
        shutil.copyfile(target, catalog / name)
        return f"![{text}]({name})"
    fragment = None
    if slug and target.suffix == ".md":
        fragment = headings(target).get(slug)
        if fragment is None:
            rewrite.errors.append(f"{where}: {target.relative_to(ROOT)} has no heading #{slug}")
            return m.group(0)
    linked = rewrite.guides.get(target)
    suffix = f"#{fragment}" if fragment else ""
    if linked:
        # `[Testing.md § State diffs](Testing.md#state-diffs)`: on GitHub the file name is the
        # page's name; here the page has a title.
        named = FILE_NAME_TEXT.match(text)
        if named:
            text = title(target) + (named.group(1) or "")
        if linked.module == guide.module:
            return f"[{text}](doc:{linked.article}{suffix})"
        page = f"{rewrite.base_path}/documentation/{linked.module.lower()}/{linked.article.lower()}"
        return f"[{text}]({page}{suffix})"
    relative = target.relative_to(ROOT).as_posix()
    if rewrite.source_url:
        kind = "tree" if target.is_dir() else "blob"
        url = re.sub(r"/(blob|tree)/", f"/{kind}/", rewrite.source_url, count=1)
        return f"[{text}]({url}/{relative}{'#' + slug if slug else ''})"
    # No repository URL to link to: name the file, so the reader can still find it.
    bare = text.strip("`").strip()
    if bare in (relative, target.name, posixpath.basename(relative.rstrip("/"))):
        return f"`{relative}`"
    return f"{text} (`{relative}`)"


TOPIC_ITEM = re.compile(r"^- ``([A-Za-z_][A-Za-z0-9_]*)/(.+)``\s*$")
DOC_LINK = re.compile(r"<doc:([^>#]+)>")


def organise_member_pages(catalog: Path, module: str, guides: set[Path]) -> list[str]:
    """The API collections (Sources/Reactive/Reactive.docc/Operators) file a type's members by
    family. DocC shows a member under a collection *and* in its type's automatic, alphabetical
    list; so that the type's page is organised the same way, its topic groups are made here
    from the collections, which stay the only list. Returns the types organised."""
    pages = {p: p.read_text(encoding="utf-8") for p in catalog.rglob("*.md") if p not in guides}
    landing = next(p for p, text in pages.items() if text.startswith(f"# ``{module}``"))
    order = DOC_LINK.findall(pages[landing])
    groups: dict[str, list[tuple[str, list[str]]]] = {}
    # Articles, not symbol pages (`# ``Symbol```), in the order the landing page lists them.
    collections = [p for p, text in pages.items() if not text.startswith("# ``")]
    collections.sort(key=lambda p: (order.index(p.stem) if p.stem in order else len(order), p.stem))
    for collection in collections:
        text = pages[collection]
        if "\n## Topics\n" not in text:
            continue
        group = None
        for line in text.split("\n## Topics\n", 1)[1].splitlines():
            if line.startswith("### "):
                group = line[4:].strip()
            elif group and (item := TOPIC_ITEM.match(line)):
                owner = groups.setdefault(item.group(1), [])
                if not owner or owner[-1][0] != group:
                    owner.append((group, []))
                owner[-1][1].append(line)
    for owner, owner_groups in groups.items():
        extension = catalog / "Extensions" / f"{owner}.md"
        existing = extension.read_text(encoding="utf-8").rstrip("\n") + "\n" if extension.exists() \
            else f"# ``{module}/{owner}``\n"
        if "\n## Topics\n" not in existing:
            existing += "\n## Topics\n"
        body = "".join(f"\n### {group}\n\n" + "\n".join(lines) + "\n" for group, lines in owner_groups)
        extension.parent.mkdir(exist_ok=True)
        extension.write_text(existing + body, encoding="utf-8")
    return sorted(groups)


def prepare_catalog(module: str, rewrite: Rewrite, out: Path) -> Path:
    source = ROOT / "Sources" / module / f"{module}.docc"
    if not source.is_dir():
        fail(f"{source.relative_to(ROOT)} is missing")
    catalog = out / f"{module}.docc"
    shutil.rmtree(catalog, ignore_errors=True)
    shutil.copytree(source, catalog, symlinks=True)
    images: dict[str, Path] = {}
    guides = set()
    for link in sorted(catalog.rglob("*")):
        if not link.is_symlink():
            continue
        guide = rewrite.guides.get((source / link.relative_to(catalog)).resolve())
        link.unlink()
        if guide is None:
            fail(f"{link.relative_to(out)}: only guides in docs/ may be linked into a catalog")
        link.write_text(rewrite_guide(guide, rewrite, catalog, images), encoding="utf-8")
        guides.add(link)
    ORGANISED[module] = organise_member_pages(catalog, module, guides)
    return catalog


# --- DocC ------------------------------------------------------------------------------------


def convert(tools: Toolchain, module: str, catalog: Path, graphs: Path, archive: Path,
            args: argparse.Namespace) -> bool:
    shutil.rmtree(archive, ignore_errors=True)
    command = [
        tools.docc, "convert", str(catalog),
        "--additional-symbol-graph-dir", str(graphs),
        "--output-path", str(archive),
        "--fallback-display-name", module,
        "--fallback-bundle-identifier", f"{BUNDLE_PREFIX}.{module}",
        "--transform-for-static-hosting",
        "--warnings-as-errors",
    ]
    if args.hosting_base_path:
        command += ["--hosting-base-path", args.hosting_base_path]
    if args.source_url and "github.com/" in args.source_url:
        command += ["--source-service", "github", "--source-service-base-url", args.source_url,
                    "--checkout-path", str(ROOT)]
    result = subprocess.run(command, capture_output=True, text=True)
    diagnostics = (result.stdout + result.stderr).strip()
    if result.returncode != 0 or re.search(r"\b(warning|error):", diagnostics):
        print(diagnostics, file=sys.stderr)
        print(f"build-docs: DocC's paths are relative to Sources/{module}/{module}.docc, whose Guides/ "
              "are links into docs/; Extensions/ may also hold topic groups this script added "
              f"(see the copy DocC read, {catalog})", file=sys.stderr)
        return False
    return True


def page_anchors(archive: Path, module: str, article: str) -> set[str] | None:
    page = archive / "data/documentation" / module.lower() / f"{article.lower()}.json"
    if not page.is_file():
        return None
    anchors: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if node.get("type") == "heading" and "anchor" in node:
                anchors.add(node["anchor"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(page.read_text(encoding="utf-8")).get("primaryContentSections", []))
    return anchors


def check_links_between_archives(catalogs: dict[str, Path], archives: Path, modules: list[str]) -> list[str]:
    """DocC checks `doc:` links but not the paths that lead to another library's pages."""
    problems = []
    page_names = {m.lower(): m for m in MODULES}
    for module, catalog in catalogs.items():
        for page in sorted(catalog.rglob("*.md")):
            for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
                for target_module, article, fragment in CROSS_LINK.findall(line):
                    where = f"{module}.docc/{page.relative_to(catalog)}:{number}"
                    other = page_names.get(target_module)
                    if other is None:
                        problems.append(f"{where}: no library {target_module!r} has documentation")
                        continue
                    if other not in modules:
                        continue
                    anchors = page_anchors(archives / f"{other}.doccarchive", other, article)
                    if anchors is None:
                        problems.append(f"{where}: no page {other}/{article}")
                    elif fragment and fragment not in anchors:
                        problems.append(f"{where}: {other}/{article} has no heading #{fragment}")
    return problems


def check_curation(archives: Path, modules: list[str]) -> list[str]:
    """Every symbol on a landing page, and every member of a type the API collections organise,
    must sit in a topic group someone wrote: a new public type or operator fails the build
    until it is filed, instead of landing in an alphabetical list at the end of the page."""
    problems = []
    for module in modules:
        data = archives / f"{module}.doccarchive/data/documentation"
        pages = {f"{module}'s landing page": data / f"{module.lower()}.json"}
        for name in ORGANISED.get(module, []):
            pages[f"the page of {name}"] = data / module.lower() / f"{name.lower()}.json"
        for where, page in pages.items():
            document = json.loads(page.read_text(encoding="utf-8"))
            for section in document.get("topicSections", []):
                if not section.get("generated") or section.get("title") == "Extended Modules":
                    continue
                names = ", ".join(document["references"][i]["title"] for i in section["identifiers"])
                problems.append(f"{where} lists {names} under DocC's automatic '{section['title']}': "
                                f"file it in a topic group of Sources/{module}/{module}.docc")
    return problems


def default_source_url() -> str | None:
    try:
        remote = subprocess.run(["git", "remote", "get-url", "origin"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip()
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return None
    match = re.match(r"^(?:https://|git@)github\.com[/:]([^/]+)/(.+?)(?:\.git)?$", remote)
    return f"https://github.com/{match.group(1)}/{match.group(2)}/blob/{commit}" if match else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", action="append", choices=MODULES,
                        help="build only this library's archive (repeatable; default: all)")
    parser.add_argument("--output", type=Path, default=ROOT / ".build/docs")
    parser.add_argument("--hosting-base-path", help="the path the archives are served under")
    parser.add_argument("--source-url", help="where the repository's files are browsed, for example "
                        "https://github.com/OWNER/REPO/blob/main (default: from git's origin remote)")
    parser.add_argument("--skip-build", action="store_true",
                        help="use the debug build's modules as they are")
    parser.add_argument("--no-merge", action="store_true", help="skip the merged archive")
    args = parser.parse_args()
    args.source_url = (args.source_url or default_source_url() or "").rstrip("/") or None
    modules = [m for m in MODULES if not args.module or m in args.module]
    out: Path = args.output.resolve()
    tools = Toolchain.find()
    started = time.monotonic()

    def phase(name: str, since: float) -> float:
        now = time.monotonic()
        print(f"build-docs: {name} ({now - since:.1f} s)")
        return now

    clock = started
    if not args.skip_build:
        for module in modules:
            result = subprocess.run([tools.swift, "build", "--target", module], cwd=ROOT,
                                    capture_output=True, text=True)
            if result.returncode != 0:
                sys.stderr.write(result.stdout + result.stderr)
                fail(f"`swift build --target {module}` failed")
        clock = phase(f"swift build of {len(modules)} libraries (debug)", clock)

    graphs = extract_symbol_graphs(tools, modules, out / "symbol-graphs")
    clock = phase("symbol graphs extracted from the debug build's modules", clock)

    base_path = "/" + args.hosting_base_path.strip("/") if args.hosting_base_path else ""
    rewrite = Rewrite(find_guides(modules), args.source_url, base_path)
    catalogs = {m: prepare_catalog(m, rewrite, out / "catalogs") for m in modules}
    if rewrite.errors:
        print("\n".join(rewrite.errors), file=sys.stderr)
        fail("broken links in the guides (above)")
    clock = phase(f"catalogs prepared, {len(rewrite.guides)} guides from docs/ rewritten", clock)

    archives = out / "archives"
    archives.mkdir(parents=True, exist_ok=True)
    failed = []
    for module in modules:
        archive = archives / f"{module}.doccarchive"
        if convert(tools, module, catalogs[module], graphs[module], archive, args):
            pages = sum(1 for _ in (archive / "data/documentation").rglob("*.json"))
            clock = phase(f"{module}: {pages} pages", clock)
        else:
            failed.append(module)
            clock = phase(f"{module}: FAILED", clock)
    if failed:
        fail(f"DocC reported problems in {', '.join(failed)} (above); warnings are errors here")

    broken = check_links_between_archives(catalogs, archives, modules)
    broken += check_curation(archives, modules)
    if broken:
        print("\n".join(broken), file=sys.stderr)
        fail("the documentation has the problems above")

    if not args.no_merge and len(modules) > 1:
        merged = out / f"{MERGED_NAME}.doccarchive"
        shutil.rmtree(merged, ignore_errors=True)
        result = subprocess.run([tools.docc, "merge", *(str(archives / f"{m}.doccarchive") for m in modules),
                                 "--output-path", str(merged),
                                 "--synthesized-landing-page-name", "Reactive Architectures"],
                                capture_output=True, text=True)
        if result.returncode != 0 or re.search(r"\b(warning|error):", result.stdout + result.stderr):
            sys.stderr.write(result.stdout + result.stderr)
            fail("docc merge failed")
        clock = phase(f"merged into {merged}", clock)

    print(f"build-docs: {len(modules)} archives in {archives}, no warnings "
          f"({time.monotonic() - started:.1f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
