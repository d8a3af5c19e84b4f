import Foundation
import GitHubSearchCLI

// Everything lives in GitHubSearchCLI, where it is tested; this file only hands over the process.
GitHubSearchCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment
)
