/// GitHub's error body: `message`, optional `errors` and `documentation_url`.
///
/// ```json
/// {"message": "Validation Failed",
///  "errors": [{"resource": "Search", "field": "q", "code": "missing"}],
///  "documentation_url": "https://docs.github.com/v3/search"}
/// ```
package struct GitHubErrorBody: Codable, Hashable, Sendable {
    /// One entry of `errors`; every field is optional in practice.
    package struct Detail: Codable, Hashable, Sendable {
        /// `message`: a sentence, when GitHub wrote one.
        package var message: String?
        /// `resource`, e.g. `Search`.
        package var resource: String?
        /// `field`, e.g. `q`.
        package var field: String?
        /// `code`, e.g. `missing` or `invalid`.
        package var code: String?

        /// Creates a detail.
        ///
        /// - Parameters:
        ///   - message: `message`.
        ///   - resource: `resource`.
        ///   - field: `field`.
        ///   - code: `code`.
        package init(message: String? = nil, resource: String? = nil, field: String? = nil, code: String? = nil) {
            self.message = message
            self.resource = resource
            self.field = field
            self.code = code
        }
    }

    /// `message`.
    package var message: String?
    /// `errors`.
    package var errors: [Detail]?
    /// `documentation_url`.
    package var documentationURL: String?

    private enum CodingKeys: String, CodingKey {
        case message, errors
        case documentationURL = "documentation_url"
    }

    /// Creates a body.
    ///
    /// - Parameters:
    ///   - message: `message`.
    ///   - errors: `errors`.
    ///   - documentationURL: `documentation_url`.
    package init(message: String?, errors: [Detail]? = nil, documentationURL: String? = nil) {
        self.message = message
        self.errors = errors
        self.documentationURL = documentationURL
    }

    /// The most specific text in the body: the details' messages (or `field: code` when a detail
    /// has no message) after the top-level message, e.g. `Validation Failed: q missing`.
    package var summary: String? {
        let details = (errors ?? []).compactMap { detail -> String? in
            if let message = detail.message, !message.isEmpty { return message }
            let parts = [detail.field, detail.code].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }
        switch (message, details.isEmpty) {
        case (let message?, true): return message
        case (let message?, false): return message + ": " + details.joined(separator: "; ")
        case (nil, false): return details.joined(separator: "; ")
        case (nil, true): return nil
        }
    }
}
