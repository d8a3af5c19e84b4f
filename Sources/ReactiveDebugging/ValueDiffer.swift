/// Walks two `ValueNode` trees side by side and collects the changes of a `ValueDiff`.
struct ValueDiffer {
    let options: ValueDiff.Options
    private(set) var changes: [ValueDiff.Change] = []

    init(options: ValueDiff.Options) {
        self.options = options
    }

    mutating func diff(_ old: ValueNode, _ new: ValueNode, at path: String) {
        guard old.key != new.key else { return }
        switch (old.shape, new.shape) {
        case (.fields(let oldType, let oldFields), .fields(let newType, let newFields))
        where oldType == newType && oldFields.map(\.label) == newFields.map(\.label):
            for (oldField, newField) in zip(oldFields, newFields) {
                diff(oldField.node, newField.node, at: path + "." + oldField.label)
            }
        case (.enumCase(let oldName, let oldPayload), .enumCase(let newName, let newPayload)) where oldName == newName:
            diffPayload(oldPayload, newPayload, at: path + "(.\(oldName))")
        case (.collection(let oldElements), .collection(let newElements)):
            diffSequences(oldElements, newElements, at: path)
        case (.dictionary(let oldEntries), .dictionary(let newEntries)):
            diffDictionaries(oldEntries, newEntries, at: path)
        case (.set(let oldElements), .set(let newElements)):
            diffSets(oldElements, newElements, at: path)
        default:
            append(path, .changed(from: old.display(options), to: new.display(options)))
        }
    }

    private mutating func append(_ path: String, _ kind: ValueDiff.Kind) {
        changes.append(ValueDiff.Change(path: path, kind: kind))
    }

    /// Several associated values are a tuple whose fields get their own paths; a single one is
    /// the case itself.
    private mutating func diffPayload(_ old: ValueNode, _ new: ValueNode, at path: String) {
        if case .fields(nil, let oldFields) = old.shape, case .fields(nil, let newFields) = new.shape,
            oldFields.map(\.label) == newFields.map(\.label)
        {
            for (oldField, newField) in zip(oldFields, newFields) {
                diff(oldField.node, newField.node, at: path + "." + oldField.label)
            }
        } else {
            diff(old, new, at: path)
        }
    }

    /// Aligns the arrays, then reports the count change, and each differing element up to the
    /// per-collection limit: replaced elements are diffed in place (at their new position),
    /// the rest are insertions (new positions) and removals (old positions).
    private mutating func diffSequences(_ old: [ValueNode], _ new: [ValueNode], at path: String) {
        let steps = SequenceAlignment.steps(
            old: old.map(\.key), new: new.map(\.key), maxCells: options.maxAlignmentCells)
        let inserted = steps.filter { if case .inserted = $0 { true } else { false } }.count
        let removed = steps.filter { if case .removed = $0 { true } else { false } }.count
        if inserted > 0 || removed > 0 {
            append(path, .resized(from: old.count, to: new.count, inserted: inserted, removed: removed))
        }
        var listed = 0
        var hidden = 0
        for step in steps {
            guard listed < options.maxChangesPerCollection else {
                hidden += 1
                continue
            }
            listed += 1
            switch step {
            case .replaced(let oldIndex, let newIndex):
                diff(old[oldIndex], new[newIndex], at: path + "[\(newIndex)]")
            case .inserted(let newIndex):
                append(path + "[\(newIndex)]", .inserted(new[newIndex].display(options)))
            case .removed(let oldIndex):
                append(path + "[\(oldIndex)]", .removed(old[oldIndex].display(options)))
            }
        }
        if hidden > 0 { append(path, .elided(hidden)) }
    }

    private mutating func diffDictionaries(
        _ old: [(key: ValueNode, value: ValueNode)],
        _ new: [(key: ValueNode, value: ValueNode)],
        at path: String
    ) {
        let oldByKey = Dictionary(old.map { ($0.key.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new.map { ($0.key.key, $0) }, uniquingKeysWith: { first, _ in first })
        var listed = 0
        var hidden = 0
        for key in Set(oldByKey.keys).union(newByKey.keys).sorted() {
            let before = oldByKey[key]
            let after = newByKey[key]
            guard before?.value.key != after?.value.key else { continue }
            guard listed < options.maxChangesPerCollection else {
                hidden += 1
                continue
            }
            listed += 1
            let keyNode = (before ?? after)!.key
            let entryPath = path + "[\(keyNode.display(options))]"
            switch (before, after) {
            case (let before?, let after?): diff(before.value, after.value, at: entryPath)
            case (nil, let after?): append(entryPath, .inserted(after.value.display(options)))
            case (let before?, nil): append(entryPath, .removed(before.value.display(options)))
            case (nil, nil): break
            }
        }
        if hidden > 0 { append(path, .elided(hidden)) }
    }

    private mutating func diffSets(_ old: [ValueNode], _ new: [ValueNode], at path: String) {
        let oldKeys = Set(old.map(\.key))
        let newKeys = Set(new.map(\.key))
        let removed = old.filter { !newKeys.contains($0.key) }.map { ValueDiff.Kind.removed($0.display(options)) }
        let inserted = new.filter { !oldKeys.contains($0.key) }.map { ValueDiff.Kind.inserted($0.display(options)) }
        let all = removed + inserted
        for kind in all.prefix(options.maxChangesPerCollection) {
            append(path, kind)
        }
        if all.count > options.maxChangesPerCollection {
            append(path, .elided(all.count - options.maxChangesPerCollection))
        }
    }
}
