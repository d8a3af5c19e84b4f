import Foundation
import GitHubSearch
import GitHubSearchCLI
import Testing

@Suite struct ArgumentParserTests {
    private func options(_ arguments: [String]) throws -> SearchOptions {
        guard case .search(let options) = try ArgumentParser.parse(arguments) else {
            Issue.record("\(arguments) did not parse as a search")
            return SearchOptions()
        }
        return options
    }

    private func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try ArgumentParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func wordsWithoutOptionsUseTheDefaults() throws {
        let parsed = try options(["reactive", "language:swift"])
        #expect(parsed.searchText == "reactive language:swift")
        #expect(parsed.pages == 1)
        #expect(parsed.limit == nil)
        #expect(parsed.sort == nil)
        #expect(!parsed.json)
        #expect(parsed.architecture == .mvvm)
        #expect(parsed.source == .offline)
    }

    @Test func optionsGoAnywhereInBothSpellings() throws {
        let parsed = try options([
            "--pages", "3", "swift", "--limit=7", "--sort", "forks", "--json", "--architecture=reactor", "ui",
        ])
        #expect(parsed.words == ["swift", "ui"])
        #expect(parsed.pages == 3)
        #expect(parsed.limit == 7)
        #expect(parsed.sort == .forks)
        #expect(parsed.json)
        #expect(parsed.architecture == .reactor)
    }

    @Test func everyArchitectureAndSortIsAccepted() throws {
        for architecture in SearchArchitecture.allCases {
            #expect(try options(["x", "--architecture", architecture.rawValue]).architecture == architecture)
        }
        for sort in SearchRequest.Sort.allCases {
            #expect(try options(["x", "--sort", sort.rawValue]).sort == sort)
        }
    }

    @Test func dataSources() throws {
        #expect(try options(["x", "--live"]).source == .live)
        let url = try #require(URL(string: "https://github.example.com/api/v3"))
        #expect(try options(["x", "--api-url", url.absoluteString]).source == .api(url))
        #expect(try options(["x", "--api-url", url.absoluteString, "--live"]).source == .api(url))
    }

    @Test func hiddenOfflineFlags() throws {
        let parsed = try options(["x", "--offline-fault", "rate-limit", "--offline-latency", "250"])
        #expect(parsed.offlineFault == .rateLimit)
        #expect(parsed.offlineLatencyMilliseconds == 250)
    }

    @Test func debuggingFlagsNameTheirFiles() throws {
        let parsed = try options(["swift", "--state-diffs", "diffs.txt", "--trace-svg=out/trace.svg"])
        #expect(parsed.stateDiffsPath == "diffs.txt")
        #expect(parsed.traceSVGPath == "out/trace.svg")
        #expect(try options(["swift"]).stateDiffsPath == nil)
        #expect(try options(["swift"]).traceSVGPath == nil)
    }

    @Test func debuggingFlagsRefuseWhatIsNotAFile() {
        #expect(error(["x", "--state-diffs"]) == .missingValue(option: "--state-diffs"))
        #expect(
            error(["x", "--state-diffs="]) == .invalidValue(option: "--state-diffs", value: "", expected: "a file path")
        )
        #expect(
            error(["x", "--trace-svg", "out/"])
                == .invalidValue(option: "--trace-svg", value: "out/", expected: "a file path"))
        #expect(
            error(["x", "--state-diffs", "a", "--trace-svg", "a"])
                == .invalidValue(option: "--trace-svg", value: "a", expected: "a file other than --state-diffs's"))
    }

    @Test func doubleDashEndsTheOptions() throws {
        #expect(try options(["--", "--json", "-x"]).words == ["--json", "-x"])
    }

    @Test func helpWinsWherever() throws {
        #expect(try ArgumentParser.parse(["swift", "--help"]) == .help)
        #expect(try ArgumentParser.parse(["-h"]) == .help)
    }

    @Test func noWordsMeansInteractive() throws {
        #expect(try options(["--architecture", "feedback"]).words.isEmpty)
    }

    @Test func refusesWhatItCannotRun() {
        #expect(error(["--verbose"]) == .unknownOption("--verbose"))
        #expect(error(["-v"]) == .unknownOption("-v"))
        #expect(error(["x", "--limit"]) == .missingValue(option: "--limit"))
        #expect(
            error(["--pages", "-1"])
                == .invalidValue(option: "--pages", value: "-1", expected: "a whole number of at least 1"))
        #expect(
            error(["--sort", "Stars"])
                == .invalidValue(option: "--sort", value: "Stars", expected: "one of stars, forks, updated"))
        #expect(
            error(["--api-url", "localhost:8080"])
                == .invalidValue(
                    option: "--api-url", value: "localhost:8080", expected: "an http:// or https:// URL with a host"))
        #expect(
            error(["--offline-fault", "boom"])
                == .invalidValue(
                    option: "--offline-fault", value: "boom",
                    expected: "one of rate-limit, server-error, malformed, dropped, timeout"))
    }

    @Test func usageMessagesNameTheProgramAndTheProblem() {
        #expect(
            UsageError.unknownOption("--x").message == "github-search: unknown option '--x' (see github-search --help)")
        #expect(UsageError.missingValue(option: "--sort").message.hasPrefix("github-search: --sort needs a value"))
        #expect(UsageError.noQueryWithoutTerminal.message.contains("not a terminal"))
        #expect(!UsageError.emptyQuery.message.contains("\n"))
    }
}
