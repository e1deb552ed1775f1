import FlowKit

/// Reading YAML nodes with a diagnostic for every shape that is not what the format expects.
extension DiagnosticBag {
    /// The entries of a mapping; an error (and `nil`) otherwise. Null counts as an empty mapping.
    func mapping(_ node: YAMLNode, _ what: String) -> [YAMLNode.Entry]? {
        WorkCounter.add(1)
        if node.isNull { return [] }
        guard let entries = node.entries else {
            report(.notAMapping(what: what, found: node.shape), at: node.location)
            return nil
        }
        return entries
    }

    /// Checks that a mapping has only `allowed` keys (and every `required` one).
    func checkKeys(
        _ entries: [YAMLNode.Entry], allowed: [String], required: [String] = [], in what: String,
        at location: SourceLocation
    ) {
        WorkCounter.add(entries.count + 1)
        for entry in entries {
            guard let key = entry.key.string else {
                report(
                    .keyNotAString(what: what, found: entry.key.shape),
                    at: entry.key.location)
                continue
            }
            if !allowed.contains(key) {
                unknown(.key, key, at: entry.key.location, known: allowed, context: " in \(what)")
            }
        }
        for key in required where !entries.contains(where: { $0.key.string == key }) {
            report(.missingRequiredKey(what: what, key: key), at: location)
        }
    }

    /// A string scalar; an error otherwise. Integers and Booleans are accepted where `lenient` (names like `1111`).
    func string(_ node: YAMLNode, _ what: String) -> String? {
        WorkCounter.add(1)
        switch node.kind {
        case .scalar(.string(let s)): return s
        case .scalar(.int(let i)): return String(i)
        default:
            report(.notAString(what: what, found: node.shape), at: node.location)
            return nil
        }
    }

    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .scalar(.bool(let b)) = node.kind { return b }
        report(.notABoolean(what: what, found: node.shape), at: node.location)
        return nil
    }

    /// A list of nodes; a single non-list node counts as a one-item list.
    func list(_ node: YAMLNode) -> [YAMLNode] {
        if node.isNull { return [] }
        return node.items ?? [node]
    }

    /// A list of strings (a single string counts as one).
    func strings(_ node: YAMLNode, _ what: String) -> [(String, SourceLocation)] {
        list(node).compactMap { item in string(item, what).map { ($0, item.location) } }
    }
}

extension YAMLNode {
    /// The text of a string or integer scalar, as ``DiagnosticBag/string(_:_:)`` reads a name
    /// (`404:` names a screen `404`), without reporting anything.
    var nameText: String? {
        switch kind {
        case .scalar(.string(let s)): return s
        case .scalar(.int(let i)): return String(i)
        default: return nil
        }
    }

    /// The scalar as a FlowKit value; `nil` for a mapping or list.
    var value: Value? {
        switch kind {
        case .scalar(.null): return .null
        case .scalar(.bool(let b)): return .bool(b)
        case .scalar(.int(let i)): return .int(i)
        case .scalar(.string(let s)): return .string(s)
        case .sequence, .mapping: return nil
        }
    }

    /// The location `offset` characters into a scalar written on one line (past an opening quote).
    /// A block scalar (`|`) starts on the lines below its indicator, where no column maps to an
    /// offset: its location is the indicator's.
    func location(at offset: Int) -> SourceLocation {
        var l = location
        if style == .literal { return l }
        l.column += offset + (style == .singleQuoted || style == .doubleQuoted ? 1 : 0)
        return l
    }
}
