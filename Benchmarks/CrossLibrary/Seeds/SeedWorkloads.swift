// The seed-shaped searches' executable (scripts/compat/xbench_seeds.py builds it on both sides):
// the harness of the cross-library benchmark over Benchmarks/ReactiveBenchmarks/SeedSearches.swift,
// the very file `reactive-benchmarks` times against this package.

/// The workloads this executable runs: the seed-shaped searches only.
enum Workloads {
    static var all: [Workload] { seeds }
}
