/// The package these modules belong to: Reactive Architectures in Swift, and which release of it.
///
/// (Not `ReactiveVersion`: the symbol-graph extractor drops any `<Module>Version…` symbol, as it
/// drops the `FooVersionNumber` constants of Apple frameworks, so DocC would never show it.)
///
/// The version lives here, and only here, so that it is one edit to cut a release and so that an app
/// can report which runtime it runs (in a bug report, a log line or an about screen) without reading
/// its package resolution. CHANGELOG.md's newest released heading must name the same version: a test
/// holds the two together, and `scripts/check-api-breaks.py` reads both to decide whether a change of
/// the public API was announced. docs/Releasing.md says how to cut a version.
public enum ReactiveArchitectures {
    /// The version as semantic versioning writes it: `major.minor.patch`, with an optional
    /// `-prerelease` and `+build` part.
    ///
    /// A new major version is the only place a source-breaking change of a library product may land.
    public static let version = "2.0.0"
}
