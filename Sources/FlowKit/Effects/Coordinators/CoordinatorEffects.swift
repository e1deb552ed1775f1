/// `start`, `finish`, `finish: parent`, `root`, `decide`: the coordinator tree and the window
/// root (L10).
/// How coordinators are built and released lives in `Simulator/Simulator+Coordinators.swift`,
/// which launching and the other families use too.
public enum CoordinatorEffects: EffectFamily, EffectSemantics {
    public static let name = "coordinators"
    // `finish: parent` is finish
    public static let keys = ["start", "finish", "root", "decide", "claimNavigationDelegate"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .start(let f): return "start: \(f)"
        case .finish: return "finish"
        case .finishParent: return "finish: parent"
        case .claimNavigationDelegate: return "claimNavigationDelegate"
        case .root(let f): return "root: \(f)"
        case .decide: return "decide"
        default: return ""  // another family's effect: never asked
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .start(let invocation):
            try sim.requireLiveCoordinator(actor, for: effect)
            try start(invocation, in: &sim, actor: actor)
        case .finish:
            try sim.requireLiveCoordinator(actor, for: effect)
            guard let parent = sim.device.app?.coordinators.facts(of: actor.coordinator)?.parent
            else {
                throw StepError(.cannotFinishApp, "the App coordinator cannot finish")
            }
            try sim.finish(actor.coordinator, arguments: actor.arguments)
            actor = Actor(screen: nil, coordinator: parent, arguments: actor.arguments)
        case .finishParent:
            try sim.requireLiveCoordinator(actor, for: effect)
            let tree = sim.device.app?.coordinators
            guard let parent = tree?.facts(of: actor.coordinator)?.parent,
                let grandparent = tree?.facts(of: parent)?.parent
            else {
                let name = sim.device.app.map { actor.screenName(in: $0) } ?? "?"
                throw StepError(
                    .cannotFinishApp,
                    "'finish: parent' from '\(name)': its parent is the App coordinator, which cannot finish; use finish to finish its own coordinator"
                )
            }
            // As the parent's own finish: its screens go (with its children's above them), its
            // whole subtree is released, and the grandparent's onFinish for it runs.
            try sim.finish(parent, arguments: actor.arguments)
            actor = Actor(screen: nil, coordinator: grandparent, arguments: actor.arguments)
        case .claimNavigationDelegate:
            try sim.requireLiveCoordinator(actor, for: effect)
            guard sim.claimNavigationDelegate(actor.coordinator) else {
                let path = sim.device.app?.coordinators.path(of: actor.coordinator) ?? "?"
                throw StepError(
                    .noNavigationStack(coordinator: path),
                    "'\(path)' has no navigation controller in the window to be the delegate of (a tabs flow has none; a present flow's is gone once dismissed)"
                )
            }
        case .root(let invocation):
            let params = try sim.resolveArguments(invocation, actor: actor)
            try sim.replaceRoot(flow: invocation.name, params: params)
        case .decide:
            try sim.decide()
        default:
            break
        }
        return .finished
    }

    /// `start: FLOW`: a child flow of the acting coordinator; only push, present, screenless
    /// and tabs flows (pushed onto the window's navigation stack) can be started.
    private static func start(_ invocation: Invocation, in sim: inout Simulator, actor: Actor)
        throws(StepError)
    {
        let spec = try sim.flowSpec(invocation.name)
        let params = try sim.resolveArguments(invocation, actor: actor)
        switch spec.content {
        case .push:
            let location = try sim.stackLocation(for: actor, doing: "start '\(spec.name)'")
            try sim.requireNavigationController(at: location, doing: "start '\(spec.name)'")
            let stack = sim.device.app?.window.stack(at: location)?.id
            _ = try sim.startCoordinator(
                spec, params: params, parent: actor.coordinator, stack: stack)
        case .present(let invocations, let style):
            let level = try sim.presentingLevel(
                for: actor, presenting: invocations.first?.name ?? spec.name)
            let id = try sim.startCoordinator(
                spec, params: params, parent: actor.coordinator, stack: nil)
            let stackID = sim.newStackID()
            let screens = try sim.makeHeldScreens(
                invocations, owner: id, actor: Actor(screen: nil, coordinator: id))
            sim.device.app?.coordinators.modify(id) { $0.stack = stackID }
            try sim.present(
                NavigationStack(id: stackID, screens: screens, owner: id), style: style,
                fromLevel: level, swipe: spec.swipe)
            sim.claimNavigationDelegateIfDeclared(id)
        case .screenless(let onStart):
            // A gate: no screen. It pushes and presents through the starter's navigation stack,
            // as a coordinator handed the navigation controller does, and its onStart acts for it.
            let stack = (try? sim.stackLocation(for: actor, doing: "start"))
                .flatMap { sim.device.app?.window.stack(at: $0)?.id }
            let id = try sim.startCoordinator(
                spec, params: params, parent: actor.coordinator, stack: stack)
            var gate = Actor(screen: nil, coordinator: id, arguments: actor.arguments)
            try sim.run(onStart, actor: &gate, followsFrontmost: false)
        case .tabs:
            // A tab bar controller in a navigation controller: `pushViewController(tabBarController)` onto the window's navigation stack.
            let location = try sim.stackLocation(for: actor, doing: "start '\(spec.name)'")
            guard location == .root, case .stack(let outer)? = sim.device.app?.window.root else {
                let here =
                    sim.device.app?.window.tabBar != nil
                    ? "there is a tab bar already"
                    : "the acting screen is not in the window's navigation stack"
                throw StepError(
                    .cannotStart(flow: spec.name, kind: spec.content.kindName),
                    "'\(spec.name)' is a tabs flow: starting it pushes its tab bar controller onto the window's root navigation stack, and \(here); start it from a screen of that stack, or use root:"
                )
            }
            _ = try sim.startCoordinator(
                spec, params: params, parent: actor.coordinator, stack: outer.id)
        case .stack:
            throw StepError(
                .cannotStart(flow: spec.name, kind: spec.content.kindName),
                "'\(spec.name)' is a \(spec.content.kindName) flow and cannot be started; only push, present, screenless and tabs flows can (use root: to make it the window root)"
            )
        }
    }
}
