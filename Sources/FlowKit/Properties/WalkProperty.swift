/// A property the team says must hold, as an exploration checks it in every state it reaches:
/// what the app file's `properties:` say, compiled into tests of a simulator.
///
/// - `never`: no state where ``applies`` holds fits ``describes``.
/// - `always`: every state where ``applies`` holds fits ``describes``.
/// - `after`: after every step that ``follows`` accepts, the state fits ``describes``.
/// - `reachable`: from every state found, some path leads to a state that fits ``describes``.
///
/// `never` and `always` are tested only where the app runs: before a launch, or after a crash,
/// no screen shows.
public struct WalkProperty: Sendable {
    public enum Form: String, Hashable, Sendable, CaseIterable {
        case never, always, after, reachable
    }

    public var name: String
    public var form: Form
    /// Where the property is written (`path:line:column`).
    public var location: String
    /// Whether a state fits the property's state description (its `expect:` for `after`).
    public var describes: @Sendable (Simulator) -> Bool
    /// Whether the property applies in a state (`when:`); `nil`: in every state.
    public var applies: (@Sendable (Simulator) -> Bool)?
    /// For `after`: whether a step is one the property speaks of.
    public var follows: (@Sendable (Step) -> Bool)?
    /// ``describes`` compiled into tests of the device's fields, when every key of the
    /// description has one (``StateTest``): what an exploration then tests instead, in every state.
    public var describesTest: StateTest?
    /// ``applies`` compiled the same way, when it can be.
    public var appliesTest: StateTest?

    public init(
        name: String, form: Form, location: String,
        describes: @escaping @Sendable (Simulator) -> Bool,
        applies: (@Sendable (Simulator) -> Bool)? = nil,
        follows: (@Sendable (Step) -> Bool)? = nil
    ) {
        self.name = name
        self.form = form
        self.location = location
        self.describes = describes
        self.applies = applies
        self.follows = follows
    }
}

/// What an exploration found of one property.
public struct PropertyVerdict: Sendable {
    public enum Outcome: Sendable {
        /// It held in every state reached.
        case held
        /// It is broken: the shortest path to a state that shows it (for `after`, ending with
        /// the step), and what went wrong.
        case violated(ExplorationPath, message: String)
        /// No state reached could test it: its `when:` never held, or its step never happened.
        case vacuous(String)
    }

    public var property: WalkProperty
    public var outcome: Outcome

    public var isViolated: Bool {
        if case .violated = outcome { return true }
        return false
    }
}

/// A step that left the device exactly as it was: a tap whose effects change nothing (the
/// button that silently does nothing) or a link routed to effects that change nothing.
public struct SilentStep: Sendable {
    public enum Kind: String, Sendable {
        /// A tap of an action with effects, that changed nothing.
        case tap = "tap-changes-nothing"
        /// A link opened in a running app, that changed nothing.
        case link = "link-routes-nowhere"
    }

    public var kind: Kind
    /// The screen in front when the step was taken (`not running` when none).
    public var screen: String
    /// The step, as a scenario writes it.
    public var step: Step
    /// The shortest path to the state, ending with the step.
    public var path: ExplorationPath
}
