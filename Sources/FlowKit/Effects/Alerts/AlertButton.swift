/// A button of an alert.
public struct AlertButton: Hashable, Sendable {
    public var name: String
    public var effects: [Effect]

    public init(_ name: String, _ effects: [Effect] = []) {
        self.name = name
        self.effects = effects
    }
}
