/// A value in the persisted store, a screen or flow parameter, or an action argument.
public enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)

    /// Whether a condition `KEY` holds for this value: true, non-null, non-empty.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .int: return true
        case .string(let s): return !s.isEmpty
        }
    }
}

extension Value: CustomStringConvertible {
    /// The value as a scenario file writes it: `null`, `true`, `42`, `general`.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return s
        }
    }

    /// How many bytes ``description`` has (`false` counted as 5), found without building it: to
    /// reserve room for it.
    var descriptionLength: Int {
        switch self {
        case .null: return 4
        case .bool: return 5
        case .int(let i):
            var digits = i < 0 ? 2 : 1
            var rest = i.magnitude
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            return digits
        case .string(let s): return s.utf8.count
        }
    }

    /// The value quoted when it is a string, for messages: `'general'`, `42`, `null`.
    public var quoted: String {
        if case .string(let s) = self { return "'\(s)'" }
        return description
    }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
}
