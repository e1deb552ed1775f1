/// `KEY: VALUE` in a `set:` effect.
public struct StateWrite: Hashable, Sendable {
    public var key: String
    public var value: Expr

    public init(_ key: String, _ value: Expr) {
        self.key = key
        self.value = value
    }
}
