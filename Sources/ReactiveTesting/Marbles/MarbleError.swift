/// A marble diagram that could not be parsed, with the column (1-based, counting every character
/// including spaces) where the problem was found.
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the diagram.
    public enum Problem: Equatable, Sendable {
        /// A `[` group is never closed.
        case unclosedGroup
        /// A `[` appears inside a group.
        case nestedGroup
        /// A group `[]` holds no events.
        case emptyGroup
        /// A `]` appears without an open group.
        case unmatchedGroupEnd
        /// A `'` symbol is never closed.
        case unclosedQuote
        /// A quoted symbol `''` is empty.
        case emptyQuote
        /// A character that has no meaning at this place, such as `-` or `^` inside a group.
        case unexpectedCharacter(Character)
        /// `^` appears a second time.
        case repeatedSubscriptionPoint
        /// `^` appears in a cold diagram, which has no subscription point.
        case subscriptionPointInColdMarble
        /// A value symbol has no entry in `values`.
        case unknownSymbol(String)
        /// Something other than `-` follows the `|` or `#` that ended the sequence.
        case eventAfterTermination(String)
        /// The frame length is not positive.
        case nonPositiveFrameLength(Int)
    }

    /// The diagram.
    public let marble: String
    /// The 1-based column of the offending character.
    public let column: Int
    /// What is wrong.
    public let problem: Problem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - marble: The diagram.
    ///   - column: The 1-based column.
    ///   - problem: What is wrong.
    public init(marble: String, column: Int, problem: Problem) {
        self.marble = marble
        self.column = column
        self.problem = problem
    }

    /// The diagram, a caret under the column, and the problem in words.
    public var description: String {
        let caret = String(repeating: " ", count: max(column - 1, 0)) + "^"
        return "invalid marble at column \(column): \(explanation)\n  \(marble)\n  \(caret)"
    }

    private var explanation: String {
        switch problem {
        case .unclosedGroup: return "'[' is never closed by ']'"
        case .nestedGroup: return "'[' inside a group; groups cannot be nested"
        case .emptyGroup: return "'[]' is an empty group; a group needs at least one event"
        case .unmatchedGroupEnd: return "']' without an opening '['"
        case .unclosedQuote: return "quoted symbol is never closed by \"'\""
        case .emptyQuote: return "\"''\" is an empty symbol"
        case .unexpectedCharacter(let character): return "'\(character)' is not allowed here"
        case .repeatedSubscriptionPoint: return "'^' appears twice; a hot marble has one subscription point"
        case .subscriptionPointInColdMarble: return "'^' in a cold marble; only hot marbles have a subscription point"
        case .unknownSymbol(let symbol): return "symbol '\(symbol)' has no entry in values"
        case .eventAfterTermination(let symbol):
            return "'\(symbol)' after the sequence ended; only '-' may follow '|' or '#'"
        case .nonPositiveFrameLength(let length): return "frame length \(length) must be positive"
        }
    }
}
