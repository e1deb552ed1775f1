/// `present`, `dismiss`: the modal chain (P1–P3, L7, L8, X3).
public enum PresentationEffects: EffectFamily, EffectSemantics {
    public static let name = "presentation"
    public static let keys = ["present", "dismiss"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .present(let s, let style):
            return style == .sheet ? "present: \(s)" : "present: \(s) (\(style.rawValue))"
        case .dismiss: return "dismiss"
        default: return ""  // another family's effect: never asked
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .present(let invocation, let style):
            try sim.requireLiveCoordinator(actor, for: effect)
            let level = try sim.presentingLevel(for: actor, presenting: invocation.name)
            let screen = try sim.makeScreen(invocation, owner: actor.coordinator, actor: actor)
            try sim.present(
                NavigationStack(
                    id: sim.newStackID(), screens: [screen], isBare: true, owner: actor.coordinator),
                style: style, fromLevel: level)
        case .dismiss:
            try sim.dismiss(for: actor)
        default:
            break
        }
        return .finished
    }
}
