/// A named value: a screen's or flow's parameter, or an argument passed to an action or link.
public struct Param: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == Param {
    /// The value named `name`, if present.
    public subscript(named name: String) -> Value? {
        for p in self where p.name == name { return p.value }
        return nil
    }

    /// `(channel=general, page=2)`, or `""` when empty.
    public var argumentList: String {
        isEmpty ? "" : "(" + map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}

/// The right-hand side of an argument or a state write: a literal, or `$NAME` read when the effect runs.
public enum Expr: Hashable, Sendable, CustomStringConvertible {
    case literal(Value)
    case reference(String)

    public var description: String {
        switch self {
        case .literal(let v): return v.description
        case .reference(let n): return "$" + n
        }
    }

    /// The name read, for `$NAME`.
    public var referencedName: String? {
        if case .reference(let n) = self { return n }
        return nil
    }
}

/// A named expression: `pin=$submittedPin` in `Submission(pin=$submittedPin)`.
public struct Argument: Hashable, Sendable {
    public var name: String
    public var value: Expr

    public init(_ name: String, _ value: Expr) {
        self.name = name
        self.value = value
    }
}

/// A screen, flow or link named with arguments: `Chat(channel=general)`.
public struct Invocation: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var name: String
    public var arguments: [Argument]

    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String {
        arguments.isEmpty
            ? name
            : name + "(" + arguments.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}
