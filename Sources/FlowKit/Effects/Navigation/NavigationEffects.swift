/// `push`, `pop`, `popToRoot`, `popTo`, `setStack`: the acting coordinator's navigation stack
/// (L2–L5, L12, X1).
public enum NavigationEffects: EffectFamily, EffectSemantics {
    public static let name = "navigation"
    public static let keys = ["push", "pop", "popToRoot", "popTo", "setStack"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .push(let s): return "push: \(s)"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .popTo(let n): return "popTo: \(n)"
        case .setStack(let screens):
            return "setStack: [" + screens.map(\.description).joined(separator: ", ") + "]"
        case .transition: return effect.description
        default: return ""  // another family's effect: never asked
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        if case .transition(let change, let animated, let completion) = effect {
            return try sim.runTransition(
                change, animated: animated, completion: completion, actor: &actor,
                followsFrontmost: followsFrontmost)
        }
        try sim.requireLiveCoordinator(actor, for: effect)
        switch effect {
        case .push(let invocation):
            let location = try sim.stackLocation(for: actor, doing: "push '\(invocation.name)'")
            try sim.requireNavigationController(at: location, doing: "push '\(invocation.name)'")
            let screen = try sim.makeScreen(invocation, owner: actor.coordinator, actor: actor)
            try sim.pushNew(screen, at: location)
        case .pop:
            let location = try sim.stackLocation(for: actor, doing: "pop")
            _ = try sim.device.app?.window.modifyStack(at: location) {
                (s: inout NavigationStack) throws(StepError) in s.pop()
            }  // on the root: nothing (L4)
        case .popToRoot:
            let location = try sim.stackLocation(for: actor, doing: "popToRoot")
            _ = try sim.device.app?.window.modifyStack(at: location) {
                (s: inout NavigationStack) throws(StepError) in s.popToRoot()
            }
        case .popTo(let name):
            let location = try sim.stackLocation(for: actor, doing: "popTo '\(name)'")
            guard let stack = sim.storedDevice.app?.window.stack(at: location),
                let index = stack.lastIndex(named: name)
            else {
                let names =
                    sim.storedDevice.app?.window.stack(at: location)?.screens.map(\.description)
                    ?? []
                throw StepError(
                    .notInStack(screen: name),
                    "cannot pop to '\(name)': it is not in the navigation stack [\(NameList.capped(names))]"
                )
            }
            _ = try sim.device.app?.window.modifyStack(at: location) {
                (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: index)
            }
        case .setStack(let invocations):
            let location = try sim.stackLocation(for: actor, doing: "setStack")
            try sim.requireNavigationController(at: location, doing: "setStack")
            try sim.replaceStack(at: location, with: invocations, actor: actor)
        default:
            break
        }
        return .finished
    }
}
