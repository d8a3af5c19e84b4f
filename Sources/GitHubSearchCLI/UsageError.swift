/// A command line `github-search` cannot run, with the sentence it prints before exiting with 2.
package enum UsageError: Error, Equatable, Sendable {
    /// An option the program does not know.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(option: String)
    /// An option's value is not one it accepts; `expected` says what is.
    case invalidValue(option: String, value: String, expected: String)
    /// No search words and standard input is not a terminal, so there is nothing to do.
    case noQueryWithoutTerminal
    /// The search words are only whitespace.
    case emptyQuery
    /// A file an option names cannot be created; `reason` says why.
    case unwritableFile(option: String, path: String, reason: String)

    /// One line for standard error, naming the program and pointing at `--help`.
    package var message: String {
        switch self {
        case .unknownOption(let option):
            "github-search: unknown option '\(option)' (see github-search --help)"
        case .missingValue(let option):
            "github-search: \(option) needs a value (see github-search --help)"
        case .invalidValue(let option, let value, let expected):
            "github-search: invalid value '\(value)' for \(option): expected \(expected)"
        case .noQueryWithoutTerminal:
            "github-search: no search words, and standard input is not a terminal for the interactive "
                + "screen; try: github-search swift"
        case .emptyQuery:
            "github-search: the search words are empty; try: github-search swift"
        case .unwritableFile(let option, let path, let reason):
            "github-search: cannot write '\(path)' for \(option): \(reason)"
        }
    }
}
