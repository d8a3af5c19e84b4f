import Foundation
import GitHubSearch
import ReactiveTesting

/// One parser under fuzzing: it takes any bytes and checks the parser's contract on them,
/// trapping (which libFuzzer reports as a crash) when the contract is broken.
enum FuzzTarget: String, CaseIterable {
    /// `LinkHeader(parsing:)`: links with absolute URLs, or a `LinkHeaderError` naming the problem.
    case link
    /// `SearchResponseMapper.map`: the first two bytes pick a status, the rest is the body.
    case response
    /// `MarbleParser.cold` and `.hot`: grammatical, time-ordered events, or a `MarbleError` whose
    /// column points into the diagram.
    case marble
    /// `OfflineQuery(parsing:)`: a query within the length limit, or an `OfflineQueryError`.
    case query
    /// Not a parser: traps on any input that starts with "FUZ", so `scripts/fuzz.sh` can prove that
    /// a crash is found and reported before it trusts a run that finds none.
    case planted

    /// The parsers, without the self-check.
    static let parsers: [FuzzTarget] = [.link, .response, .marble, .query]

    /// Checks the contract on `data`.
    func check(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .link: Self.checkLink(text)
        case .response: Self.checkResponse(data)
        case .marble: Self.checkMarble(text)
        case .query: Self.checkQuery(text)
        case .planted: Self.require(!text.hasPrefix("FUZ"), "the planted crash")
        }
    }

    private static func checkLink(_ text: String) {
        do {
            let header = try LinkHeader(parsing: text)
            for (relation, url) in header.links {
                require(!relation.isEmpty && url.scheme != nil, "a parsed link without a relation or scheme: \(text)")
            }
        } catch {
            require(error.description.hasPrefix("Link header: "), "an unnamed Link header error: \(error)")
        }
    }

    private static func checkResponse(_ data: Data) {
        let status = data.count >= 2 ? 100 + (Int(data[0]) << 8 | Int(data[1])) % 500 : 200
        let body = data.count >= 2 ? data.dropFirst(2) : data
        let headers: HTTPHeaders = ["Link": "<https://api.github.com/search/repositories?q=x&page=2>; rel=\"next\""]
        let receivedAt = Date(timeIntervalSince1970: 1_700_000_000)
        switch SearchResponseMapper().map(status: status, headers: headers, body: Data(body), receivedAt: receivedAt) {
        case .success(let page):
            require((200..<300).contains(status), "a page from status \(status)")
            require(page.totalCount >= 0, "a negative total count")
        case .failure(let error):
            require(!error.displayMessage(now: receivedAt).isEmpty, "an error without a message: \(error)")
            if (500..<600).contains(status) {
                require(error == .serverError(status: status), "status \(status) mapped to \(error)")
            }
        }
    }

    private static func checkMarble(_ text: String) {
        for hot in [false, true] {
            for frameLength in [1, 3] as [TestTime] {
                do throws(MarbleError) {
                    let events =
                        hot
                        ? try MarbleParser.hot(text, frameLength: frameLength)
                        : try MarbleParser.cold(text, frameLength: frameLength)
                    checkGrammar(events.map { ($0.time, $0.value.isStopEvent) }, text)
                } catch {
                    require(error.column >= 0 && error.column <= text.count, "column \(error.column) outside \(text)")
                }
            }
        }
    }

    private static func checkGrammar(_ events: [(time: TestTime, isStop: Bool)], _ text: String) {
        let times = events.map(\.time)
        require(times == times.sorted(), "events out of time order in \(text)")
        require(events.dropLast().allSatisfy { !$0.isStop }, "an event after a stop event in \(text)")
    }

    private static func checkQuery(_ text: String) {
        do {
            let query = try OfflineQuery(parsing: text)
            require(text.count <= OfflineQuery.maximumLength, "a query over the length limit was accepted")
            require(query.terms.allSatisfy { !$0.isEmpty }, "an empty term from \(text)")
        } catch {
            require(!error.message.isEmpty, "an error without a message")
        }
    }

    /// Traps with `message` unless `condition` holds: a broken contract is a crash to the fuzzer.
    private static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz contract broken: \(message())") }
    }
}
