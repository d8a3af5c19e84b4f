import Foundation
import GitHubHTTPClient
import Testing

/// Which token goes where: GitHub CLI's variables, and no token over plain http but to loopback.
@Suite struct GitHubTokenTests {
    let github = URL(string: "https://api.github.com")!
    let enterprise = URL(string: "https://ghe.example.com/api/v3")!

    @Test func githubComGetsGHTokenBeforeGitHubToken() throws {
        #expect(try GitHubToken.forAPI(at: github, environment: ["GITHUB_TOKEN": "b", "GH_TOKEN": "a"]) == "a")
        #expect(try GitHubToken.forAPI(at: github, environment: ["GITHUB_TOKEN": "b"]) == "b")
        #expect(try GitHubToken.forAPI(at: github, environment: ["GH_TOKEN": "", "GITHUB_TOKEN": "b"]) == "b")
        #expect(try GitHubToken.forAPI(at: github, environment: [:]) == nil)
    }

    @Test func githubComIgnoresTheEnterpriseVariables() throws {
        let environment = ["GH_ENTERPRISE_TOKEN": "e", "GITHUB_ENTERPRISE_TOKEN": "f"]
        #expect(try GitHubToken.forAPI(at: github, environment: environment) == nil)
    }

    @Test func anotherHostNeverGetsTheGitHubComToken() throws {
        let environment = ["GH_TOKEN": "a", "GITHUB_TOKEN": "b"]
        #expect(try GitHubToken.forAPI(at: enterprise, environment: environment) == nil)
        let loopback = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(try GitHubToken.forAPI(at: loopback, environment: environment) == nil)
    }

    @Test func anotherHostGetsTheEnterpriseToken() throws {
        let both = ["GH_ENTERPRISE_TOKEN": "e", "GITHUB_ENTERPRISE_TOKEN": "f", "GITHUB_TOKEN": "b"]
        #expect(try GitHubToken.forAPI(at: enterprise, environment: both) == "e")
        #expect(try GitHubToken.forAPI(at: enterprise, environment: ["GITHUB_ENTERPRISE_TOKEN": "f"]) == "f")
    }

    @Test(arguments: ["http://127.0.0.1:8080", "http://127.1.2.3", "http://localhost:3000/api/v3", "http://[::1]:9"])
    func plainHTTPToThisMachineMayCarryTheToken(text: String) throws {
        let url = try #require(URL(string: text))
        #expect(try GitHubToken.forAPI(at: url, environment: ["GH_ENTERPRISE_TOKEN": "e"]) == "e")
    }

    @Test(arguments: ["http://ghe.example.com/api/v3", "http://192.168.1.10", "http://127.0.0.1.example.com"])
    func plainHTTPToAnotherMachineIsRefusedWithHowToFixIt(text: String) throws {
        let url = try #require(URL(string: text))
        #expect(throws: GitHubTokenError.insecureTransport(variable: "GH_ENTERPRISE_TOKEN", url: url)) {
            try GitHubToken.forAPI(at: url, environment: ["GH_ENTERPRISE_TOKEN": "e"])
        }
        let message = GitHubTokenError.insecureTransport(variable: "GH_ENTERPRISE_TOKEN", url: url).message
        #expect(message.contains("refusing to send GH_ENTERPRISE_TOKEN to \(url.host!) over plain http"))
        #expect(message.contains("use an https:// API URL, or unset GH_ENTERPRISE_TOKEN"))
    }

    @Test func plainHTTPToGitHubComIsRefusedToo() throws {
        let url = try #require(URL(string: "http://api.github.com"))
        #expect(throws: GitHubTokenError.insecureTransport(variable: "GITHUB_TOKEN", url: url)) {
            try GitHubToken.forAPI(at: url, environment: ["GITHUB_TOKEN": "b"])
        }
    }

    @Test func plainHTTPWithoutATokenIsFine() throws {
        let url = try #require(URL(string: "http://ghe.example.com/api/v3"))
        #expect(try GitHubToken.forAPI(at: url, environment: ["GITHUB_TOKEN": "b"]) == nil)
    }
}
