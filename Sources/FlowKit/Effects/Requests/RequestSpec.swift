/// An asynchronous request an effect starts (a network call, a sign-in, a permission prompt):
/// its name and what each of its named outcomes does when it arrives (`request:`).
public struct RequestSpec: Hashable, Sendable {
    /// `signIn`: what the scenario names in `respond: signIn.success`.
    public var name: String
    /// In declaration order.
    public var outcomes: [RequestOutcome]

    public init(_ name: String, outcomes: [RequestOutcome]) {
        self.name = name
        self.outcomes = outcomes
    }

    /// The outcome named `name`.
    public func outcome(_ name: String) -> RequestOutcome? {
        outcomes.first { $0.name == name }
    }
}
