#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: builds reactive-fuzz with -sanitize=fuzzer,address, runs each
# target from the committed seeds in Tests/Fuzz/Corpus/<target> for 1,000,000 executions (the
# default) or for SECONDS, and prints one line per target with its executions, time and crashes.
# Crash inputs are kept in .build-fuzz/crashes/<target>/; replay one with
# `swift run reactive-fuzz <target> <file>`.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      e.g. scripts/fuzz.sh 300 link marble
#   FUZZ_RUNS=5000000 scripts/fuzz.sh          executions per target when no SECONDS is given
set -euo pipefail
cd "$(dirname "$0")/.."

# A count of executions, not a time, by default: the targets differ sixfold in speed, and a
# fixed time gave the slowest (link) a third of a million executions in 60 s.
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
    limit=(-max_total_time="$1")
    shift
else
    limit=(-runs="${FUZZ_RUNS:-1000000}" -max_total_time=1800)
fi
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(link response marble query)

swift build -c release --product reactive-fuzz --scratch-path .build-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -v 'Cannot export local symbol' | tail -n 2
fuzzer=.build-fuzz/release/reactive-fuzz

# First prove the setup reports a crash: the planted target traps on inputs starting with "FUZ".
if FUZZ_TARGET=planted "$fuzzer" -max_total_time=120 -print_final_stats=1 -artifact_prefix=.build-fuzz/planted- \
    >.build-fuzz/planted.log 2>&1; then
    echo "fuzz self-check FAILED: the planted crash was not found in 120 s" >&2
    exit 1
fi
echo "fuzz self-check: the planted crash was found after $(grep -Eo 'number_of_executed_units: [0-9]+' .build-fuzz/planted.log | grep -Eo '[0-9]+$') executions"
rm -f .build-fuzz/planted-crash-*

status=0
for target in "${targets[@]}"; do
    work=.build-fuzz/corpus/$target
    crashes=.build-fuzz/crashes/$target
    mkdir -p "$work" "$crashes"
    log=.build-fuzz/$target.log
    # The working corpus grows in .build-fuzz; the committed seeds stay small and hand-picked.
    started=$SECONDS
    if FUZZ_TARGET=$target "$fuzzer" "${limit[@]}" -max_len=4096 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$work" "Tests/Fuzz/Corpus/$target" >"$log" 2>&1; then
        outcome="0 crashes"
    else
        outcome="CRASHED: $(ls "$crashes" | head -n 1)"
        status=1
    fi
    runs=$(grep -Eo 'number_of_executed_units: [0-9]+' "$log" | grep -Eo '[0-9]+$' || true)
    printf 'fuzz %-8s %s s, %s executions, corpus %s inputs, %s\n' \
        "$target" "$((SECONDS - started))" "${runs:-?}" "$(ls "$work" | wc -l | tr -d ' ')" "$outcome"
done
exit $status
