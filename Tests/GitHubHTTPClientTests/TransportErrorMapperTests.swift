import Foundation
import GitHubAPI
import GitHubHTTPClient
import ReactiveTesting
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.leakChecked) struct TransportErrorMapperTests {
    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, GitHubSearchError.offline),
        (.cannotFindHost, .offline),
        (.cannotConnectToHost, .offline),
        (.networkConnectionLost, .offline),
        (.dnsLookupFailed, .offline),
        (.secureConnectionFailed, .offline),
        (.timedOut, .timedOut),
        (.cancelled, .cancelled),
    ])
    func mapsURLErrors(code: URLError.Code, expected: GitHubSearchError) {
        #expect(TransportErrorMapper.map(URLError(code)) == expected)
    }

    @Test func anUnreadableResponseIsMalformed() {
        guard case .malformedResponse(let reason) = TransportErrorMapper.map(URLError(.badServerResponse)) else {
            Issue.record("expected malformedResponse")
            return
        }
        #expect(reason.contains("could not be read"))
    }

    @Test func otherErrorsMeanGitHubCouldNotBeReached() {
        struct Unexpected: Error {}
        #expect(TransportErrorMapper.map(Unexpected()) == .offline)
    }
}
