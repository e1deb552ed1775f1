/// What kind of YAML node was found where another was expected: a parameter of the compiler's
/// diagnostics (``CompilerMessage``), kept as a value and rendered to words only when read.
public enum NodeShape: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case mapping, list, string, integer, boolean, null

    /// "a mapping", "a list", "a string", "an integer", "a Boolean", "null".
    public var description: String {
        switch self {
        case .mapping: return "a mapping"
        case .list: return "a list"
        case .string: return "a string"
        case .integer: return "an integer"
        case .boolean: return "a Boolean"
        case .null: return "null"
        }
    }
}
