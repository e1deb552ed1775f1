/// A user action of a screen: its effects and flags.
public struct ActionSpec: Hashable, Sendable {
    public var name: String
    public var effects: [Effect]
    /// The names a `tap` must pass (`$NAME`s that no parameter or state key supplies).
    public var arguments: [String]
    /// Every `$NAME` the action reads: a tap may pass any of them, and no other.
    public var reads: [String]
    public var createsAccount: Bool
    public var deletesAccount: Bool

    public init(
        _ name: String, _ effects: [Effect], arguments: [String] = [], reads: [String]? = nil,
        createsAccount: Bool = false, deletesAccount: Bool = false
    ) {
        self.name = name
        self.effects = effects
        self.arguments = arguments
        self.reads = reads ?? arguments
        self.createsAccount = createsAccount
        self.deletesAccount = deletesAccount
    }
}
