import Foundation
import GitHubAPI
import GitHubSearchFeature

/// Reads `github-search`'s command line into `ParsedCommand`, or says exactly what is wrong.
///
/// ```swift
/// try ArgumentParser.parse(["swift", "--pages", "2"])  // .search(words: ["swift"], pages: 2, …)
/// ```
///
/// Options may come before, between or after the words, as `--name value` or `--name=value`; `--`
/// ends the options, so `-- --json` searches for "--json".
package enum ArgumentParser {
    /// Parses the arguments after the program name.
    ///
    /// - Parameter arguments: The arguments, without `argv[0]`.
    /// - Returns: The command.
    /// - Throws: The first problem, as a `UsageError`.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var options = SearchOptions()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.words.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
                return next
            }
            switch name {
            case "-h", "--help":
                return .help
            case "--json":
                options.json = true
            case "--live":
                options.source = options.source == .offline ? .live : options.source
            case "--pages":
                options.pages = try positive(name, try value())
            case "--limit":
                options.limit = try positive(name, try value())
            case "--sort":
                options.sort = try choice(name, try value(), SearchRequest.Sort.allCases.map(\.rawValue))
                    .flatMap(SearchRequest.Sort.init(rawValue:))
            case "--architecture":
                let names = SearchArchitecture.allCases.map(\.rawValue)
                options.architecture = try choice(name, try value(), names).flatMap(SearchArchitecture.init) ?? .mvvm
            case "--api-url":
                options.source = .api(try apiURL(name, try value()))
            case "--offline-fault":
                let names = OfflineFaultOption.allCases.map(\.rawValue)
                options.offlineFault = try choice(name, try value(), names).flatMap(OfflineFaultOption.init)
            case "--offline-latency":
                options.offlineLatencyMilliseconds = try positive(name, try value())
            case "--state-diffs":
                options.stateDiffsPath = try filePath(name, try value())
            case "--trace-svg":
                options.traceSVGPath = try filePath(name, try value())
            default:
                throw .unknownOption(name)
            }
        }
        if let diffs = options.stateDiffsPath, let svg = options.traceSVGPath, diffs == svg {
            throw .invalidValue(option: "--trace-svg", value: svg, expected: "a file other than --state-diffs's")
        }
        return .search(options)
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func positive(_ option: String, _ text: String) throws(UsageError) -> Int {
        guard let number = Int(text), number > 0 else {
            throw .invalidValue(option: option, value: text, expected: "a whole number of at least 1")
        }
        return number
    }

    /// A file to write: anything but an empty path or one naming a folder (`out/`); whether it can
    /// be written is found when it is created, before the search starts.
    private static func filePath(_ option: String, _ text: String) throws(UsageError) -> String {
        guard !text.isEmpty, !text.hasSuffix("/") else {
            throw .invalidValue(option: option, value: text, expected: "a file path")
        }
        return text
    }

    private static func choice(_ option: String, _ text: String, _ names: [String]) throws(UsageError) -> String? {
        guard names.contains(text) else {
            throw .invalidValue(option: option, value: text, expected: "one of " + names.joined(separator: ", "))
        }
        return text
    }

    /// An http(s) URL with a host: anything else would only fail later, less clearly.
    private static func apiURL(_ option: String, _ text: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host?.isEmpty == false
        else {
            throw .invalidValue(option: option, value: text, expected: "an http:// or https:// URL with a host")
        }
        return url
    }
}
