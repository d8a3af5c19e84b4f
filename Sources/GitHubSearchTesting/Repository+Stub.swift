import Foundation
import GitHubAPI
import GitHubHTTPClient

extension Repository {
    /// A repository for tests, built from `owner/name` alone; the URL is GitHub's page for it.
    ///
    /// - Parameters:
    ///   - fullName: `owner/name`; without a `/`, the owner is `octocat`.
    ///   - id: The id; by default a stable hash of `fullName`, so the same name gives the same id.
    ///   - stars: The star count.
    /// - Returns: The repository.
    public static func stub(_ fullName: String, id: Int? = nil, stars: Int = 0) -> Repository {
        let qualified = fullName.contains("/") ? fullName : "octocat/\(fullName)"
        let name = String(qualified.split(separator: "/", maxSplits: 1).last ?? "")
        let url = URL(
            string: "https://github.com/"
                + URLQueryEncoding.encode(qualified).replacingOccurrences(of: "%2F", with: "/"))
        return Repository(
            id: id ?? stableID(qualified),
            name: name,
            fullName: qualified,
            // Every encoded name is a valid path; the fallback only keeps the initializer total.
            htmlURL: url ?? URL(string: "https://github.com")!,
            stars: stars
        )
    }

    /// FNV-1a of the UTF-8 bytes: unlike `hashValue`, the same in every process.
    private static func stableID(_ text: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return Int(hash >> 2)
    }
}
