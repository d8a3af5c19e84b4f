#!/usr/bin/env bash
# Builds the library products a binary distribution (an XCFramework) would ship with library
# evolution on, emits their .swiftinterface files and typechecks each one, as a client compiler
# of a later Swift would read it.
#
#   scripts/check-library-evolution.sh [--scratch-path DIR]     (default .build-evolution)
#
# Why the flags:
# - `-enable-library-evolution -emit-module-interface`: what `BUILD_LIBRARY_FOR_DISTRIBUTION`
#   does in Xcode. It rejects @inlinable initialisers of non-frozen types, so the runtime's
#   inlinable types are `@frozen` structs and `@_fixed_layout` classes.
# - `-enable-module-selectors-in-module-interface` (Swift 6.3): the module `Reactive` has a type
#   `Reactive` (RxSwift's `.rx` namespace, which ports must keep), so an interface that spells
#   `Reactive.Observable` names a member of that type (swiftlang/swift#56573); with module
#   selectors it spells `Reactive::Observable`. Swift 5.9–6.2 have
#   `-alias-module-names-in-module-interface` for the same job; 6.3.1 aborts while verifying such
#   an interface (a requirement-signature assertion), which is why 6.3 uses selectors.
# - `-I Sources/CReactiveAtomics/include`: the runtime's inlinable code uses the C atomics, so the
#   interface imports that module; its module map ships beside its header.
#
# On Linux every build warns that Foundation and Dispatch were not built with library evolution
# (on Apple platforms they are); those warnings are expected and filtered. Any other warning or
# error fails the check.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-evolution
if [ "${1:-}" = "--scratch-path" ]; then scratch=$2; fi
modules=(Reactive ReactiveBlocking ReactiveTesting ReactorArchitecture FeedbackArchitecture)
include="$PWD/Sources/CReactiveAtomics/include"
flags=(
    --scratch-path "$scratch"
    -Xswiftc -enable-library-evolution -Xswiftc -emit-module-interface
    -Xswiftc -I -Xswiftc "$include"
    -Xswiftc -Xfrontend -Xswiftc -enable-module-selectors-in-module-interface
)
expected='was not compiled with library evolution support'
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
for module in "${modules[@]}"; do
    if ! swift build --target "$module" "${flags[@]}" >"$log" 2>&1; then
        grep -v "$expected" "$log" >&2 || true
        echo "check-library-evolution: $module does not build with library evolution" >&2
        exit 1
    fi
    if grep -E '(error|warning):' "$log" | grep -v "$expected" >&2; then
        echo "check-library-evolution: $module's library-evolution build printed the diagnostics above" >&2
        status=1
    fi
done

bin=$(swift build "${flags[@]}" --show-bin-path)
for module in "${modules[@]}"; do
    interface="$bin/$module.build/$module.swiftinterface"
    [ -f "$interface" ] || { echo "check-library-evolution: no interface at $interface" >&2; exit 1; }
    if ! swiftc -frontend -typecheck-module-from-interface "$interface" -module-name "$module" \
        -I "$bin/Modules" -I "$include" >"$log" 2>&1 || grep -E '(error|warning):' "$log" | grep -qv "$expected"; then
        grep -v "$expected" "$log" >&2 || true
        echo "check-library-evolution: $module.swiftinterface does not typecheck" >&2
        status=1
    else
        echo "$module: library-evolution build and $(wc -l <"$interface" | tr -d ' ')-line interface typecheck"
    fi
done
exit $status
