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
