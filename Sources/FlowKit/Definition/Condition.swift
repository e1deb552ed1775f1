/// A condition over the persisted state, as `when:`, `if:` and `guard:` write it.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
    /// `KEY`: the value is true, non-null and non-empty.
    case isSet(String)
    /// `!KEY`.
    case isNotSet(String)
    /// `KEY == VALUE`.
    case equals(String, Expr)
    /// `KEY != VALUE`.
    case notEquals(String, Expr)
    /// A list of conditions: all of them hold.
    case all([Condition])
    /// `{any: [...]}`: at least one of them holds.
    case any([Condition])

    public var description: String {
        switch self {
        case .isSet(let k): return k
        case .isNotSet(let k): return "!" + k
        case .equals(let k, let v): return "\(k) == \(v)"
        case .notEquals(let k, let v): return "\(k) != \(v)"
        case .all(let cs): return cs.map(\.description).joined(separator: ", ")
        case .any(let cs): return "any: [" + cs.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// The subject that reads the selected tab of the window's tab bar (`selectedTab == cart`),
    /// unless the app declares a state key of that name; `null` when there is no tab bar.
    public static let selectedTab = "selectedTab"

    /// The state keys the condition reads (and its `$NAME` and `selectedTab` subjects).
    public var keys: [String] {
        switch self {
        case .isSet(let k), .isNotSet(let k), .equals(let k, _), .notEquals(let k, _): return [k]
        case .all(let cs), .any(let cs): return cs.flatMap(\.keys)
        }
    }
}
