/// A value taken apart by reflection once, so that diffing and rendering never reflect twice.
///
/// `key` is the full rendering of the value, nothing elided: two nodes are equal exactly when
/// their keys are, which is what lets `ValueDiff` compare values that are not `Equatable`.
final class ValueNode {
    enum Shape {
        /// A value shown whole: a number, a string, a described type, a payload-less case.
        case leaf(String)
        /// A struct, class or tuple; `typeName` is nil for a tuple.
        case fields(typeName: String?, [(label: String, node: ValueNode)])
        /// An enum case with its associated values (a `.fields` tuple for several of them).
        case enumCase(name: String, payload: ValueNode)
        /// An ordered collection.
        case collection([ValueNode])
        /// A dictionary's entries, sorted by key.
        case dictionary([(key: ValueNode, value: ValueNode)])
        /// A set's elements, sorted.
        case set([ValueNode])
    }

    let shape: Shape
    let key: String

    init(_ shape: Shape) {
        self.shape = shape
        self.key = Self.render(shape, limit: nil)
    }

    /// The value as shown in a diff: collections shortened to `maxElementsShown` elements, the
    /// whole cut at `maxDescriptionLength` characters.
    func display(_ options: ValueDiff.Options) -> String {
        let text = Self.render(shape, limit: options.maxElementsShown)
        guard text.count > options.maxDescriptionLength else { return text }
        return String(text.prefix(options.maxDescriptionLength - 1)) + "…"
    }

    /// Renders a shape; `limit` is the number of elements shown per collection, nil for all.
    private static func render(_ shape: Shape, limit: Int?) -> String {
        func text(_ node: ValueNode) -> String {
            limit == nil ? node.key : render(node.shape, limit: limit)
        }
        func list(_ items: [String], total: Int) -> String {
            let hidden = total - items.count
            return items.joined(separator: ", ") + (hidden > 0 ? ", … (+\(hidden) more)" : "")
        }
        func shown<Item>(_ items: [Item]) -> ArraySlice<Item> {
            items.prefix(limit ?? items.count)
        }
        switch shape {
        case .leaf(let value):
            return value
        case .fields(let typeName, let fields):
            let inner = fields.map { field in
                field.label.first?.isNumber == true ? text(field.node) : "\(field.label): \(text(field.node))"
            }
            return (typeName ?? "") + "(" + inner.joined(separator: ", ") + ")"
        case .enumCase(let name, let payload):
            if case .fields(nil, _) = payload.shape { return "." + name + text(payload) }
            return ".\(name)(\(text(payload)))"
        case .collection(let elements):
            return "[" + list(shown(elements).map(text), total: elements.count) + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + list(shown(entries).map { "\(text($0.key)): \(text($0.value))" }, total: entries.count) + "]"
        case .set(let elements):
            return "Set([" + list(shown(elements).map(text), total: elements.count) + "])"
        }
    }
}

/// Turns any value into a `ValueNode` tree through `Mirror`.
struct ValueNodeBuilder {
    let options: ValueDiff.Options

    func node(of value: Any) -> ValueNode {
        var visiting: Set<ObjectIdentifier> = []
        return node(of: value, depth: 0, visiting: &visiting)
    }

    private func node(of value: Any, depth: Int, visiting: inout Set<ObjectIdentifier>) -> ValueNode {
        if depth > options.maxDepth || value is any DiffLeaf {
            return ValueNode(.leaf(Self.describe(value)))
        }
        let mirror = Mirror(reflecting: value)
        let children = Array(mirror.children)
        func child(_ value: Any) -> ValueNode {
            node(of: value, depth: depth + 1, visiting: &visiting)
        }
        switch mirror.displayStyle {
        case .optional:
            return children.first.map { child($0.value) } ?? ValueNode(.leaf("nil"))
        case .collection:
            return ValueNode(.collection(children.map { child($0.value) }))
        case .set:
            return ValueNode(.set(children.map { child($0.value) }.sorted { $0.key < $1.key }))
        case .dictionary:
            let entries = children.map { entry -> (key: ValueNode, value: ValueNode) in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return (child(pair[0].value), child(pair[1].value))
            }
            return ValueNode(.dictionary(entries.sorted { $0.key.key < $1.key.key }))
        case .enum:
            guard let payload = children.first, let name = payload.label else {
                let described = Self.describe(value)
                return ValueNode(.leaf(value is CustomStringConvertible ? described : "." + described))
            }
            return ValueNode(.enumCase(name: name, payload: child(payload.value)))
        case .tuple:
            return ValueNode(.fields(typeName: nil, labelled(children, child)))
        case .struct, .class:
            if children.isEmpty || Self.describesItself(value) {
                return ValueNode(.leaf(Self.describe(value)))
            }
            let typeName = String(describing: type(of: value))
            guard mirror.displayStyle == .class else {
                return ValueNode(.fields(typeName: typeName, labelled(children, child)))
            }
            let identity = ObjectIdentifier(value as AnyObject)
            guard visiting.insert(identity).inserted else { return ValueNode(.leaf("<cycle: \(typeName)>")) }
            defer { visiting.remove(identity) }
            var all: [Mirror.Child] = []
            var current: Mirror? = mirror
            while let level = current {
                all.insert(contentsOf: level.children, at: 0)
                current = level.superclassMirror
            }
            return ValueNode(.fields(typeName: typeName, labelled(all, child)))
        default:
            return ValueNode(.leaf(Self.describe(value)))
        }
    }

    private func labelled(_ children: [Mirror.Child], _ child: (Any) -> ValueNode) -> [(label: String, node: ValueNode)]
    {
        children.enumerated().map { index, element in
            let label = element.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(index)"
            return (label, child(element.value))
        }
    }

    /// Foundation's value types and the standard library's describable structs: their stored
    /// fields are private machinery, their description is what a reader wants.
    private static func describesItself(_ value: Any) -> Bool {
        guard value is CustomStringConvertible || value is CustomDebugStringConvertible else { return false }
        let typeName = String(reflecting: type(of: value))
        return ["Foundation.", "FoundationEssentials.", "FoundationInternationalization.", "Swift.", "__C."]
            .contains { typeName.hasPrefix($0) }
    }

    /// Strings quoted and escaped, everything else as it describes itself.
    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: return String(reflecting: text)
        case let text as Substring: return String(reflecting: String(text))
        case let character as Character: return String(reflecting: character)
        case let described as CustomStringConvertible: return described.description
        case let described as CustomDebugStringConvertible: return described.debugDescription
        default: return String(describing: value)
        }
    }
}
