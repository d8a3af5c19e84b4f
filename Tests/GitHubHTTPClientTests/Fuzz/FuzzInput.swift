import Foundation
import GitHubHTTPClient
import OfflineGitHubServer
import SeededRandomness

/// Builds random and mutated server input — bodies, headers, statuses — from a seed.
struct FuzzInput {
    var generator: SplitMix64

    /// Realistic bodies to mutate: pages from the offline engine, the recorded fixture, error bodies.
    static let seeds: [Data] = {
        let engine = OfflineSearchEngine(
            dataset: OfflineDataset(items: Array(OfflineDataset.bundled.items.prefix(200))))
        var bodies = ["q=library&per_page=5", "q=%E4%B8%80&per_page=3", "q=stars%3A%3E10", "q=zzzz", "q=x&page=99"].map
        {
            engine.response(to: URL(string: "https://fuzz.invalid/search/repositories?\($0)")!).body
        }
        if let url = Bundle.module.url(
            forResource: "search-repositories", withExtension: "json", subdirectory: "Fixtures"),
            let fixture = try? Data(contentsOf: url)
        {
            bodies.append(fixture)
        }
        bodies.append(Data(#"{"message":"Validation Failed","errors":[{"field":"q","code":"missing"}]}"#.utf8))
        bodies.append(Data(#"{"message":"API rate limit exceeded"}"#.utf8))
        return bodies
    }()

    private static let tokens = [
        "null", "true", "-1", "1e999", "1.5", "\"\"", "\"", "{", "}", "[", "]", ",", ":", "\\u0000", "\\ud800",
        "\"total_count\"", "\"items\"", "\"html_url\":\"\"", "99999999999999999999999", "😀", "\u{0}", "NaN",
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func body() -> Data {
        if chance(0.1) {
            return Data((0..<int(0...64)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        var bytes = [UInt8](Self.seeds[int(0...Self.seeds.count - 1)])
        for _ in 0..<int(0...4) where !bytes.isEmpty {
            let position = int(0...bytes.count - 1)
            switch int(0...4) {
            case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.removeSubrange(position...)
            case 2: bytes.insert(contentsOf: Array(Self.tokens[int(0...Self.tokens.count - 1)].utf8), at: position)
            case 3: bytes.remove(at: position)
            default: bytes.insert(contentsOf: bytes[position...].prefix(int(1...40)), at: position)
            }
        }
        return Data(bytes)
    }

    mutating func status() -> Int {
        let common = [200, 200, 200, 201, 204, 301, 304, 401, 403, 404, 422, 429, 500, 502, 503]
        return chance(0.9) ? common[int(0...common.count - 1)] : [0, -1, 99, 600, 999, Int.max, Int.min][int(0...6)]
    }

    mutating func headers() -> HTTPHeaders {
        var fields: [String: String] = [:]
        let names = [
            "link", "Link", "LINK", "x-ratelimit-remaining", "x-ratelimit-reset", "retry-after", "x-ratelimit-limit",
        ]
        for name in names where chance(0.35) {
            fields[name] = name.lowercased() == "link" ? link() : number()
        }
        return HTTPHeaders(fields)
    }

    mutating func number() -> String {
        let values = [
            "0", "1", "42", "-5", "1700000042", "99999999999999999999", "abc", "", " 7 ", "1.5",
            "Wed, 21 Oct 2015 07:28:00 GMT", "Thu, 99 Foo 2015 99:99:99 GMT", String(Int.max), String(Int.min),
        ]
        return values[int(0...values.count - 1)]
    }

    mutating func link() -> String {
        if chance(0.5) {
            let alphabet = Array("<>;,=\" \trelnxtpvfisa:/?&.%+HTtps0123456789😀")
            return String((0..<int(0...60)).map { _ in alphabet[int(0...alphabet.count - 1)] })
        }
        var links: [String] = []
        for rel in ["next", "prev", "last", "first", "unknown"] where chance(0.6) {
            let page = number()
            links.append(
                "<https://api.github.com/search/repositories?q=\(chance(0.5) ? "a+b" : "%zz")&page=\(page)>; rel=\"\(rel)\""
            )
        }
        var text = links.joined(separator: chance(0.8) ? ", " : " ,,")
        if chance(0.3), !text.isEmpty {
            text.remove(at: text.index(text.startIndex, offsetBy: int(0...text.count - 1)))
        }
        return text
    }

    mutating func query() -> String {
        let parts = [
            "swift", "language:", "language:swift", "stars:", "stars:>", "stars:>10", "stars:10..", "stars:..5",
            "stars:*..*", "stars:5..2", "stars:>=abc", "\"", "\"quoted phrase\"", "user:", "topic:ios", "c++", "a&b=c",
            "🚀", "响应式", ":", "::", "language:\"Vim", "stars:-1", "stars:99999999999999999999", " ", "\t", "#",
        ]
        return (0..<int(0...6)).map { _ in parts[int(0...parts.count - 1)] }.joined(separator: chance(0.8) ? " " : "")
    }
}
