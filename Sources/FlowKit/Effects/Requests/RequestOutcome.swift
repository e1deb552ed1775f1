/// One named outcome of a request (`success`, `failure`, `expired`…) and the effects it runs,
/// as the completion handler's `case` does.
public struct RequestOutcome: Hashable, Sendable {
    public var name: String
    public var effects: [Effect]

    public init(_ name: String, _ effects: [Effect] = []) {
        self.name = name
        self.effects = effects
    }
}
