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
