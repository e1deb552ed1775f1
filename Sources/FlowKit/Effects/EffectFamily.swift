/// A family of effects (navigation, presentation, coordinators, tabs, state, alerts, control
/// flow, crash): the one place that holds what its effects mean, how they read in the trace,
/// and the effect lists they hold.
///
/// ## Adding an effect
/// 1. Add its case to ``Effect`` under its family's heading, and name the family for it in
///    `Effect.semantics` (the compiler points there: that switch is exhaustive).
/// 2. In the family's file (`Effects/<Family>/<Family>Effects.swift`): its key in ``keys``, its
///    text in ``describe(_:)`` (starting with the key), the effect lists it holds in
///    ``nestedEffects(of:)`` if any, and what it does in `apply` (the step's rules: throw a
///    ``StepError`` saying what was there and what would work). How `flowsim graph` draws it
///    goes beside it, in `<Family>Effects+Graph.swift` (`draw`; nothing to do for an effect that
///    moves to no new screen).
/// 3. In the matching syntax file of the app compiler (`Sources/Scenarios/Compiler/Effects/<Family>Syntax.swift`):
///    how it is written, what it checks at load, and an example that `EffectFamilyTests` compiles.
///
/// A new family is a new folder here, a new syntax file, and one line in ``Effect/families`` and
/// in the compiler's `EffectSyntaxRegistry`. `EffectFamilyTests` checks that every family's keys
/// and examples agree on both sides.
public protocol EffectFamily: Sendable {
    /// The family's name, for documentation and tests (`navigation`).
    static var name: String { get }
    /// The keys an app file writes the family's effects with, in the order the app file reference lists them.
    static var keys: [String] { get }
    /// The effect as an app file writes it (`push: Chat(channel=general)`), for the trace.
    static func describe(_ effect: Effect) -> String
    /// The effect lists an effect of the family holds, for walks that visit every effect.
    static func nestedEffects(of effect: Effect) -> [[Effect]]
}

extension EffectFamily {
    public static func nestedEffects(of effect: Effect) -> [[Effect]] { [] }
}
