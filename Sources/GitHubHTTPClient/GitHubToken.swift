import Foundation

/// Which token goes to which API, as GitHub's own CLI decides it: `GH_TOKEN` or `GITHUB_TOKEN` for
/// github.com, `GH_ENTERPRISE_TOKEN` or `GITHUB_ENTERPRISE_TOKEN` for any other host (GitHub
/// Enterprise Server, or a local stand-in), and never a token over plain `http` except to this
/// machine.
///
/// ```swift
/// let token = try GitHubToken.forAPI(at: baseURL, environment: ProcessInfo.processInfo.environment)
/// let client = GitHubClient(baseURL: baseURL, token: token)
/// ```
///
/// A github.com token sent to another host hands that host the user's github.com account, and a
/// token sent over plain `http` can be read by anyone on the way; both used to happen with
/// `--api-url`. An empty variable counts as unset.
public enum GitHubToken {
    /// The host of github.com's API.
    public static let githubComAPIHost = "api.github.com"
    /// The variables read for github.com's API, first found wins.
    public static let githubComVariables = ["GH_TOKEN", "GITHUB_TOKEN"]
    /// The variables read for any other API host, first found wins.
    public static let enterpriseVariables = ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]

    /// The token to send to the API at `baseURL`, read from `environment`.
    ///
    /// - Parameters:
    ///   - baseURL: The API root the client will use.
    ///   - environment: The process environment.
    /// - Returns: The token, or `nil` to send none.
    /// - Throws: `GitHubTokenError.insecureTransport` when a token is set for `baseURL` but would
    ///   travel over plain `http` to another machine.
    public static func forAPI(at baseURL: URL, environment: [String: String]) throws(GitHubTokenError) -> String? {
        let variables = isGitHubCom(baseURL) ? githubComVariables : enterpriseVariables
        guard let variable = variables.first(where: { !(environment[$0] ?? "").isEmpty }),
            let token = environment[variable]
        else { return nil }
        guard mayCarryToken(baseURL) else {
            throw .insecureTransport(variable: variable, url: baseURL)
        }
        return token
    }

    /// Whether `url` is github.com's API.
    ///
    /// - Parameter url: An API root.
    /// - Returns: Whether its host is `api.github.com`.
    public static func isGitHubCom(_ url: URL) -> Bool {
        url.host?.lowercased() == githubComAPIHost
    }

    /// Whether a token may be sent to `url`: over `https`, or over `http` to this machine.
    ///
    /// - Parameter url: Where the request goes.
    /// - Returns: Whether the token would stay private on the way.
    public static func mayCarryToken(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": true
        case "http": isLoopback(url.host)
        default: false
        }
    }

    /// Whether `host` names this machine: `localhost`, `127.0.0.0/8` or `::1`.
    ///
    /// - Parameter host: A URL's host, IPv6 addresses with or without brackets.
    /// - Returns: Whether traffic to it never leaves the machine.
    public static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

/// A token that must not be sent where it would go.
public enum GitHubTokenError: Error, Equatable, Sendable {
    /// `variable` is set for `url`'s host, but the URL is plain `http` to another machine.
    case insecureTransport(variable: String, url: URL)

    /// One sentence saying what was refused and how to fix it.
    public var message: String {
        switch self {
        case .insecureTransport(let variable, let url):
            "refusing to send \(variable) to \(url.host ?? url.absoluteString) over plain http, where anyone on "
                + "the way can read it; use an https:// API URL, or unset \(variable) to search without a token"
        }
    }
}

extension GitHubTokenError: CustomStringConvertible {
    /// `message`.
    public var description: String { message }
}
