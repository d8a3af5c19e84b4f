/// A field-by-field difference between two values of any type, found by reflection (`Mirror`):
/// nested structs, classes and tuples field by field, enums case by case and then by their
/// associated values, optionals through their wrapped value, arrays element by element with
/// insertions and removals summarised, dictionaries key by key and sets element by element.
///
/// ```swift
/// let diff = ValueDiff(from: old, to: new)
/// print(diff)
/// // .query: "sw" → "swift"
/// // .repositories: 2 → 3 elements (1 inserted)
/// // .repositories[2]: inserted "apple/swift-nio"
/// // .phase(.loaded).nextPage: 2 → nil
/// ```
///
/// Values are compared by their reflected structure, so no conformance is needed; two values are
/// equal here when every field renders the same. Paths name the field (`.query`), the element
/// (`[2]`, a position in the new value, or in the old one for a removed element), the dictionary
/// key (`["swift"]`) and the enum case whose associated values follow (`(.loaded)`). Large values
/// are kept readable by the rules of `Options` (see there).
public struct ValueDiff: Equatable, Sendable, CustomStringConvertible {
    /// One difference at one path.
    public struct Change: Equatable, Sendable {
        /// Where the difference is, from the root value: `.query`, `.items[2].name`, `["key"]`,
        /// `.phase(.loaded).page`; empty for the root itself.
        public let path: String
        /// What differs there.
        public let kind: Kind

        /// Creates a change.
        ///
        /// - Parameters:
        ///   - path: Where the difference is; empty for the root.
        ///   - kind: What differs there.
        public init(path: String, kind: Kind) {
            self.path = path
            self.kind = kind
        }
    }

    /// What differs at a path. Values are rendered text, already shortened by `Options`.
    public enum Kind: Equatable, Sendable {
        /// The old value was replaced by the new one.
        case changed(from: String, to: String)
        /// The new value has this element (or dictionary entry) and the old one does not.
        case inserted(String)
        /// The old value has this element (or dictionary entry) and the new one does not.
        case removed(String)
        /// A collection's element count changed; the elements follow as their own changes.
        case resized(from: Int, to: Int, inserted: Int, removed: Int)
        /// More differing elements of this collection than `Options.maxChangesPerCollection`:
        /// this many are not listed.
        case elided(Int)
    }

    /// How a diff is worded: as a transition from an old value to a new one, or as a comparison
    /// of two named values (a test's expected and actual state).
    public enum Style: Equatable, Sendable {
        /// `.count: 1 → 2`, `[2]: inserted 3`, `[0]: removed 1`.
        case transition
        /// `.count: expected 1, actual 2`, `[2]: only actual: 3`, `[0]: only expected: 1`.
        case comparison(old: String, new: String)

        /// The wording of a test failure: the old value is the expected one.
        public static let expectedActual = Style.comparison(old: "expected", new: "actual")
    }

    /// The differences, in the order the fields and elements appear.
    public let changes: [Change]

    /// Creates a diff from its changes.
    ///
    /// - Parameter changes: The differences.
    public init(changes: [Change]) {
        self.changes = changes
    }

    /// The difference between `old` and `new`.
    ///
    /// - Parameters:
    ///   - old: The earlier (or expected) value.
    ///   - new: The later (or actual) value.
    ///   - options: The limits that keep large values readable.
    public init<Value>(from old: Value, to new: Value, options: Options = .default) {
        let builder = ValueNodeBuilder(options: options)
        var differ = ValueDiffer(options: options)
        differ.diff(builder.node(of: old), builder.node(of: new), at: "")
        self.changes = differ.changes
    }

    /// `value` rendered the way a diff shows values: structs as `Type(field: value, …)`, enum
    /// cases as `.case(…)`, strings quoted, shortened by `options`.
    ///
    /// - Parameters:
    ///   - value: Any value.
    ///   - options: The limits that keep large values readable.
    /// - Returns: The text.
    public static func describe<Value>(_ value: Value, options: Options = .default) -> String {
        ValueNodeBuilder(options: options).node(of: value).display(options)
    }

    /// Whether the two values are equal, as far as reflection can tell.
    public var isEmpty: Bool {
        changes.isEmpty
    }

    /// One line per change, worded as a transition (`.count: 1 → 2`).
    public var description: String {
        rendered(style: .transition)
    }

    /// One line per change in `style`, each prefixed with `indent`.
    ///
    /// - Parameters:
    ///   - style: The wording.
    ///   - indent: Put before each line.
    /// - Returns: The lines, joined by newlines; empty for an empty diff.
    public func rendered(style: Style, indent: String = "") -> String {
        changes.map { indent + $0.rendered(style: style) }.joined(separator: "\n")
    }
}

extension ValueDiff.Change {
    /// The change as one line of text in `style`.
    ///
    /// - Parameter style: The wording.
    /// - Returns: The line, starting with the path.
    public func rendered(style: ValueDiff.Style) -> String {
        let text: String
        switch (kind, style) {
        case (.changed(let old, let new), .transition):
            text = "\(old) → \(new)"
        case (.changed(let old, let new), .comparison(let oldName, let newName)):
            text = "\(oldName) \(old), \(newName) \(new)"
        case (.inserted(let value), .transition):
            text = "inserted \(value)"
        case (.inserted(let value), .comparison(_, let newName)):
            text = "only \(newName): \(value)"
        case (.removed(let value), .transition):
            text = "removed \(value)"
        case (.removed(let value), .comparison(let oldName, _)):
            text = "only \(oldName): \(value)"
        case (.resized(let old, let new, let inserted, let removed), .transition):
            text = "\(old) → \(new) elements" + Self.counts(inserted: inserted, removed: removed)
        case (.resized(let old, let new, let inserted, let removed), .comparison(let oldName, let newName)):
            text = "\(oldName) \(old) elements, \(newName) \(new)" + Self.counts(inserted: inserted, removed: removed)
        case (.elided(let count), _):
            text = "… \(count) more differing element\(count == 1 ? "" : "s") not shown"
        }
        return path.isEmpty ? text : "\(path): \(text)"
    }

    private static func counts(inserted: Int, removed: Int) -> String {
        var parts: [String] = []
        if inserted > 0 { parts.append("\(inserted) inserted") }
        if removed > 0 { parts.append("\(removed) removed") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
