/// `if` (`then:`/`else:`) and `guard` (`else:`): effect lists chosen by a condition over the state.
public enum ControlFlowEffects: EffectFamily, EffectSemantics {
    public static let name = "control flow"
    public static let keys = ["if", "guard"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .branch(let c, _, _): return "if: \(c)"
        case .guardThat(let c, _): return "guard: \(c)"
        default: return ""  // another family's effect: never asked
        }
    }

    public static func nestedEffects(of effect: Effect) -> [[Effect]] {
        switch effect {
        case .branch(_, let then, let otherwise): return [then, otherwise]
        case .guardThat(_, let otherwise): return [otherwise]
        default: return []
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .branch(let condition, let then, let otherwise):
            let branch = try sim.holds(condition, actor: actor) ? then : otherwise
            return try sim.run(branch, actor: &actor, followsFrontmost: followsFrontmost)
        case .guardThat(let condition, let otherwise):
            if try !sim.holds(condition, actor: actor) {
                try sim.run(otherwise, actor: &actor, followsFrontmost: followsFrontmost)
                return .stopped
            }
        default:
            break
        }
        return .finished
    }
}
