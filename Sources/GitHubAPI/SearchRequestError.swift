/// Why a `SearchRequest` cannot be sent.
public enum SearchRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query is empty or only whitespace.
    case emptyQuery
    /// The page number is below 1.
    case pageOutOfRange(Int)
    /// The page size is outside 1...100.
    case perPageOutOfRange(Int)

    /// A sentence a person can act on.
    public var message: String {
        switch self {
        case .emptyQuery:
            "Type something to search for."
        case .pageOutOfRange(let page):
            "Page \(page) does not exist; pages start at 1."
        case .perPageOutOfRange(let perPage):
            "A page can hold 1 to \(SearchRequest.maximumPerPage) repositories, not \(perPage)."
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
