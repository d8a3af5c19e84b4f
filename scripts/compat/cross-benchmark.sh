#!/usr/bin/env bash
# The cross-library benchmark: the same workloads against an RxSwift checkout and against this
# package, interleaved, as a Markdown table. The work is done by cross-benchmark.py; see its
# docstring or `scripts/compat/cross-benchmark.sh --help`.
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/cross-benchmark.py" "$@"
