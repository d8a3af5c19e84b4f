import Foundation
import GitHubAPI
import GitHubHTTPClient
import OfflineGitHubServer
import ReactiveTesting
import SeededRandomness
import Testing

/// Thousands of random and mutated responses, seeded so any failure reproduces: the parsers only
/// ever return a value or a `GitHubSearchError` (a crash fails the whole run), and what they
/// return is consistent with the status.
@Suite(.leakChecked) struct ParserFuzzTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theResponseMapperReturnsAPageOrATypedErrorForAnyInput(seed: UInt64) {
        var input = FuzzInput(generator: SplitMix64(seed: seed))
        let mapper = SearchResponseMapper()
        var successes = 0
        var failures = 0
        for iteration in 0..<1_500 {
            let status = input.status()
            let body = input.body()
            let headers = input.headers()
            let receivedAt = Date(timeIntervalSince1970: Double(input.int(-10_000_000_000...10_000_000_000)))
            switch mapper.map(status: status, headers: headers, body: body, receivedAt: receivedAt) {
            case .success(let page):
                successes += 1
                #expect((200..<300).contains(status), "seed \(seed) iteration \(iteration)")
                #expect(page.totalCount >= 0)
            case .failure(let error):
                failures += 1
                #expect(!error.displayMessage(now: receivedAt).isEmpty)
                switch status {
                case 200..<300:
                    guard case .malformedResponse = error else {
                        Issue.record("seed \(seed) iteration \(iteration): a 2xx failed with \(error)")
                        continue
                    }
                case 422:
                    guard case .validationFailed = error else {
                        Issue.record("seed \(seed) iteration \(iteration): a 422 failed with \(error)")
                        continue
                    }
                case 500..<600:
                    #expect(error == .serverError(status: status))
                default:
                    break
                }
            }
        }
        print(
            "fuzz response mapper, seed \(seed): 1500 inputs, \(successes) pages, \(failures) typed errors, 0 crashes")
        // Both outcomes must occur, or the mutations are not exercising the parser.
        #expect(successes > 25)
        #expect(failures > 500)
    }

    @Test func deeplyNestedBodiesAreMalformedNotAStackOverflow() {
        for body in [String(repeating: "[", count: 200_000), String(repeating: "{\"items\":", count: 200_000)] {
            let result = SearchResponseMapper().map(
                status: 200, headers: [:], body: Data(body.utf8), receivedAt: Date())
            guard case .failure(.malformedResponse) = result else {
                Issue.record("expected malformedResponse, got \(result)")
                continue
            }
        }
    }

    @Test(arguments: [5, 6] as [UInt64])
    func theLinkParserReturnsLinksOrAnError(seed: UInt64) {
        var input = FuzzInput(generator: SplitMix64(seed: seed))
        var parsed = 0
        var rejected = 0
        for _ in 0..<3_000 {
            do {
                let links = try LinkHeader(parsing: input.link())
                parsed += 1
                #expect(links.links.values.allSatisfy { $0.scheme != nil })
            } catch {
                rejected += 1
                #expect(error.description.hasPrefix("Link header: "))
            }
        }
        print("fuzz Link parser, seed \(seed): 3000 inputs, \(parsed) parsed, \(rejected) rejected, 0 crashes")
        #expect(parsed > 100)
        #expect(rejected > 100)
    }

    @Test(arguments: [7, 8] as [UInt64])
    func theOfflineBackendAnswersAnyQueryWith200Or422(seed: UInt64) throws {
        var input = FuzzInput(generator: SplitMix64(seed: seed))
        let engine = OfflineSearchEngine(
            dataset: OfflineDataset(items: Array(OfflineDataset.bundled.items.prefix(300))))
        var statuses: [Int: Int] = [:]
        for _ in 0..<1_500 {
            let request = SearchRequest(query: input.query(), page: input.int(-2...40), perPage: input.int(-5...150))
            let url = GitHubRequestBuilder(baseURL: URL(string: "https://fuzz.invalid")!).url(for: request)
            let response = engine.response(to: url)
            statuses[response.status, default: 0] += 1
            switch response.status {
            case 200:
                #expect((try? JSONDecoder().decode(GitHubSearchResponseBody.self, from: response.body)) != nil)
            case 422:
                let body = try JSONDecoder().decode(GitHubErrorBody.self, from: response.body)
                #expect(body.summary?.isEmpty == false)
            default:
                Issue.record("status \(response.status) for \(url)")
            }
        }
        let counts = statuses.keys.sorted().map { "\(statuses[$0]!) × \($0)" }.joined(separator: ", ")
        print("fuzz offline backend, seed \(seed): 1500 queries, \(counts), 0 crashes")
        #expect(statuses[200, default: 0] > 100)
        #expect(statuses[422, default: 0] > 100)
    }
}
