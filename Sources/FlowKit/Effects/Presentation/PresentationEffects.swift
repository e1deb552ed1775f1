/// `present`, `dismiss`, `modalInPresentation`: the modal chain (P1–P3, P6, L7, L8, X3).
public enum PresentationEffects: EffectFamily, EffectSemantics {
    public static let name = "presentation"
    public static let keys = ["present", "dismiss", "modalInPresentation"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .present(let s, let style, let swipe, let inNavigationController):
            var text = style == .sheet ? "present: \(s)" : "present: \(s) (\(style.rawValue))"
            if inNavigationController { text += " (inNavigationController)" }
            return swipe.isModalInPresentation ? text + " (modalInPresentation)" : text
        case .dismiss: return "dismiss"
        case .modalInPresentation(let on): return "modalInPresentation: \(on)"
        case .transition: return effect.description
        default: return ""  // another family's effect: never asked
        }
    }

    public static func nestedEffects(of effect: Effect) -> [[Effect]] {
        guard case .present(_, _, let swipe, _) = effect, !swipe.onAttemptToDismiss.isEmpty else {
            return []
        }
        return [swipe.onAttemptToDismiss]
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .present(let invocation, let style, let swipe, let inNavigationController):
            try sim.requireLiveCoordinator(actor, for: effect)
            let level = try sim.presentingLevel(for: actor, presenting: invocation.name)
            try sim.refusePresentationEarly(of: invocation, actor: actor, fromLevel: level)
            try sim.refuseWhilePresentationInProgress(invocation.name, fromLevel: level)
            let screen = try sim.makeScreen(invocation, owner: actor.coordinator, actor: actor)
            // `UINavigationController(rootViewController:)`: a new stack the acting coordinator
            // owns, with no coordinator of its own; its screens push onto it (P7).
            try sim.present(
                NavigationStack(
                    id: sim.newStackID(), screens: [screen], isBare: !inNavigationController,
                    owner: actor.coordinator),
                style: style, fromLevel: level, swipe: swipe)
        case .dismiss:
            try sim.dismiss(for: actor)
        case .modalInPresentation(let on):
            try sim.setModalInPresentation(on, for: actor)
        case .transition(let change, let animated, let completion):
            return try sim.runTransition(
                change, animated: animated, completion: completion, actor: &actor,
                followsFrontmost: followsFrontmost)
        default:
            break
        }
        return .finished
    }
}
