/// Errors the runtime itself produces, with RxSwift's cases.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // @unchecked: `disposed(object:)` carries the disposed object only for diagnostics.

    /// An unknown error.
    case unknown
    /// The object was used after it was disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of its allowed range.
    case argumentOutOfRange
    /// The sequence had no elements where one was required.
    case noElements
    /// The sequence had more than one element where at most one was allowed.
    case moreThanOneElement
    /// A timeout elapsed.
    case timeout

    /// A description a person can read.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
