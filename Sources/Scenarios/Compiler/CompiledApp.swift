import FlowKit

/// An app file compiled into FlowKit's definition, with the names a scenario may use.
public struct CompiledApp: Sendable {
    public var path: String
    public var definition: AppDefinition
    /// Every tab of every tabs flow.
    public var tabNames: Set<String>
    /// Every button of every alert (and `OK`).
    public var alertButtons: Set<String>
    /// Every alert title.
    public var alertTitles: Set<String>
    /// The launch states, in rule order.
    public var launchStates: [String]
    /// Every action of every screen (``AppDefinition/allActionNames``, gathered once rather than per step).
    public var actionNames: Set<String>
    /// Where each launch rule's `state:` is written, by launch state.
    public var launchRuleLocations: [String: SourceLocation] = [:]
    /// Where each state key is declared, by name (the reserved `session`, when not declared, is absent).
    public var stateKeyLocations: [String: SourceLocation] = [:]
    /// Every request some effect starts, with the outcomes named for it (the union over its starts).
    public var requestOutcomes: [String: [String]] = [:]
    /// What the app file's `properties:` say must hold, checked by `run` after every step and
    /// by `explore` and `review` in every state reached.
    public var properties: [AppProperty] = []
}
