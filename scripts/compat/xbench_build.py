"""The release build of a benchmark's temporary package, shared by cross-benchmark.py and the
scaling suite (xbench_scaling.py): each then reads the warnings it cares about from the output."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Callable


def release_build(work: Path, die: Callable[[str], None]) -> list[str]:
    """Builds `work` with `swift build -c release`, keeps the log in work/build.log, stops the run
    with the errors if it fails, and returns the output's lines."""
    print(f"building {work} (swift build -c release; the first build takes several minutes)", file=sys.stderr)
    # SwiftPM keeps the plan of a reused work directory and does not notice a source file added to
    # a path dependency (this package) since: the build then fails with "cannot find ... in scope".
    # Without the plan it plans again, in a second or two.
    (work / ".build" / "release.yaml").unlink(missing_ok=True)
    run = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", str(work)], capture_output=True, text=True
    )
    output = run.stdout + run.stderr
    (work / "build.log").write_text(output)
    if run.returncode != 0:
        errors = [line for line in output.splitlines() if ": error: " in line] or output.splitlines()[-30:]
        die("the build failed (whole log in {}):\n{}".format(work / "build.log", "\n".join(errors[:30])))
    return output.splitlines()
