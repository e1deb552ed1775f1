/// What an effect does to the simulator, and how `flowsim graph` draws it: the engine side of a
/// family.
protocol EffectSemantics: EffectFamily {
    /// Runs `effect` for `actor` (which `finish` moves to the parent coordinator). With
    /// `followsFrontmost`, nested effect lists act for whatever screen is frontmost.
    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion

    /// Draws `effect` into the flow graph being built: the edges it adds from the nodes
    /// frontmost in `context`, and what is frontmost and acting after it. The family's
    /// `<Family>Effects+Graph.swift` holds it; an effect that moves to no new screen (pop,
    /// dismiss, set) draws nothing, which is the default.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String)
}

extension EffectSemantics {
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {}
}
