/// The time-free reading of a marble diagram: which events sit in which frame.
struct MarbleTimeline: Equatable {
    enum Kind: Equatable {
        case value(String)
        case completed
        case error
    }

    struct Entry: Equatable {
        let kind: Kind
        let frame: Int
        /// 1-based, so errors found later (an unknown symbol) can still point at it.
        let column: Int
    }

    var entries: [Entry] = []
    var subscriptionFrame: Int?
}

/// Reads a marble diagram character by character; every malformed input becomes a `MarbleError`.
struct MarbleScanner {
    private let marble: String
    private let characters: [Character]
    private let allowsSubscriptionPoint: Bool
    private var index = 0
    private var frame = 0
    private var terminated = false
    private var timeline = MarbleTimeline()

    init(marble: String, allowsSubscriptionPoint: Bool) {
        self.marble = marble
        self.characters = Array(marble)
        self.allowsSubscriptionPoint = allowsSubscriptionPoint
    }

    static func scan(_ marble: String, allowsSubscriptionPoint: Bool) throws(MarbleError) -> MarbleTimeline {
        var scanner = MarbleScanner(marble: marble, allowsSubscriptionPoint: allowsSubscriptionPoint)
        return try scanner.run()
    }

    private mutating func run() throws(MarbleError) -> MarbleTimeline {
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character == " " {
                index += 1
                continue
            }
            if terminated && character != "-" {
                throw failure(column, .eventAfterTermination(String(character)))
            }
            switch character {
            case "-":
                index += 1
            case "[":
                try scanGroup()
            case "]":
                throw failure(column, .unmatchedGroupEnd)
            case "^":
                guard allowsSubscriptionPoint else { throw failure(column, .subscriptionPointInColdMarble) }
                guard timeline.subscriptionFrame == nil else { throw failure(column, .repeatedSubscriptionPoint) }
                timeline.subscriptionFrame = frame
                index += 1
            default:
                let kind = try scanEvent()
                append(kind, column: column)
                terminated = isTerminal(kind)
            }
            frame += 1
        }
        return timeline
    }

    /// Reads `[…]`: every event inside shares the current frame.
    private mutating func scanGroup() throws(MarbleError) {
        let openColumn = index + 1
        index += 1
        var count = 0
        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            switch character {
            case " ":
                index += 1
            case "]":
                guard count > 0 else { throw failure(openColumn, .emptyGroup) }
                index += 1
                return
            case "[":
                throw failure(column, .nestedGroup)
            case "-", "^":
                throw failure(column, .unexpectedCharacter(character))
            default:
                if terminated { throw failure(column, .eventAfterTermination(String(character))) }
                let kind = try scanEvent()
                append(kind, column: column)
                terminated = isTerminal(kind)
                count += 1
            }
        }
        throw failure(openColumn, .unclosedGroup)
    }

    /// Reads one event at `index`: `|`, `#`, a quoted symbol or a one-character symbol.
    private mutating func scanEvent() throws(MarbleError) -> MarbleTimeline.Kind {
        let character = characters[index]
        switch character {
        case "|":
            index += 1
            return .completed
        case "#":
            index += 1
            return .error
        case "'":
            let openColumn = index + 1
            guard let close = characters[(index + 1)...].firstIndex(of: "'") else {
                throw failure(openColumn, .unclosedQuote)
            }
            guard close > index + 1 else { throw failure(openColumn, .emptyQuote) }
            let symbol = String(characters[(index + 1)..<close])
            index = close + 1
            return .value(symbol)
        default:
            index += 1
            return .value(String(character))
        }
    }

    private mutating func append(_ kind: MarbleTimeline.Kind, column: Int) {
        timeline.entries.append(MarbleTimeline.Entry(kind: kind, frame: frame, column: column))
    }

    private func isTerminal(_ kind: MarbleTimeline.Kind) -> Bool {
        kind == .completed || kind == .error
    }

    private func failure(_ column: Int, _ problem: MarbleError.Problem) -> MarbleError {
        MarbleError(marble: marble, column: column, problem: problem)
    }
}
