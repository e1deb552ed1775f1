import FlowKit

/// A value read from a file in flowsim's YAML subset, with where each part of it stands.
public struct YAMLNode: Hashable, Sendable {
    public enum Scalar: Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case string(String)
    }

    public enum Kind: Hashable, Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        /// Keys are scalars, in file order, never repeated (the parser rejects duplicates).
        case mapping([Entry])
    }

    public struct Entry: Hashable, Sendable {
        public var key: YAMLNode
        public var value: YAMLNode
        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public enum Style: Hashable, Sendable {
        /// Plain scalar, or a block mapping/sequence.
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        /// `[...]` or `{...}`.
        case flow
    }

    public var kind: Kind
    /// Where the node starts (for a mapping or sequence in block style: its first key or dash).
    public var location: SourceLocation
    public var style: Style

    public init(_ kind: Kind, at location: SourceLocation, style: Style = .plain) {
        WorkCounter.add(1)
        self.kind = kind
        self.location = location
        self.style = style
    }
}

extension YAMLNode {
    /// The string of a string scalar; `nil` for anything else.
    public var string: String? {
        if case .scalar(.string(let s)) = kind { return s }
        return nil
    }

    /// The entries of a mapping; `nil` for anything else.
    public var entries: [Entry]? {
        if case .mapping(let e) = kind { return e }
        return nil
    }

    /// The items of a sequence; `nil` for anything else.
    public var items: [YAMLNode]? {
        if case .sequence(let i) = kind { return i }
        return nil
    }

    public var isNull: Bool { kind == .scalar(.null) }

    /// The value for `key` in a mapping (the entries looked at are counted as work).
    public subscript(key: String) -> YAMLNode? {
        guard let entries else { return nil }
        for (i, entry) in entries.enumerated() where entry.key.string == key {
            WorkCounter.add(i + 1)
            return entry.value
        }
        WorkCounter.add(entries.count + 1)
        return nil
    }

    /// What kind of node this is, for error messages.
    public var shape: NodeShape {
        switch kind {
        case .mapping: return .mapping
        case .sequence: return .list
        case .scalar(.string): return .string
        case .scalar(.int): return .integer
        case .scalar(.bool): return .boolean
        case .scalar(.null): return .null
        }
    }

    /// A short word for error messages: "a mapping", "a list", "a string", "an integer", "a Boolean", "null".
    public var kindDescription: String { shape.description }
}
