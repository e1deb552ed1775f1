/// What an effect does to the simulator: the engine side of a family.
protocol EffectSemantics: EffectFamily {
    /// Runs `effect` for `actor` (which `finish` moves to the parent coordinator). With
    /// `followsFrontmost`, nested effect lists act for whatever screen is frontmost.
    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion
}
