/// The launch decision and the window root (L10, P5): what `launch`, `relaunch`, `decide` and `root` share.
extension Simulator {
    /// Runs the launch decision on the store and sets the window root from it (a fresh hierarchy).
    mutating func decide() throws(StepError) {
        guard let rule = try LaunchDecision.firstHolding(in: app, store: storedDevice.store) else {
            let state = NameList.capped(count: app.stateKeys.count) {
                "\(app.stateKeys[$0].name)=\(device.store[$0])"
            }
            throw StepError(
                .noLaunchRuleHolds,
                "no launch rule holds for the state {\(state)}; add a rule without `when` as the last one"
            )
        }
        device.launchState = rule.state
        trace.log(.launchDecided(state: rule.state, root: rule.root))
        let params = try resolveArguments(rule.root, actor: Actor(screen: nil, coordinator: .app))
        try replaceRoot(flow: rule.root.name, params: params)
        var actor = frontmostActor(arguments: [])
        try run(rule.then, actor: &actor, followsFrontmost: true)
    }

    /// Replaces the window root (L10): the old hierarchy and its coordinators are released; what
    /// was presented over it is released with it and reported (P5).
    mutating func replaceRoot(flow name: String, params: [Param]) throws(StepError) {
        guard var running = device.app else { throw notRunningError }
        let spec = try flowSpec(name)
        switch spec.content {
        case .stack, .tabs: break
        case .push, .present, .screenless:
            throw StepError(
                .notARootFlow(flow: name, kind: spec.content.kindName),
                "'\(name)' is a \(spec.content.kindName) flow and cannot be the window root; only stack and tabs flows can"
            )
        }
        for presentation in running.window.presentations {
            for screen in presentation.stack.screens {
                running.releasedWhilePresented.append(screen)
            }
        }
        if let old = running.window.rootCoordinator {
            let path = running.coordinators.pathValue(of: old) ?? ""
            if running.coordinators.traits(of: old)?.isKept == true {
                // The app coordinator holds it: its hierarchy and children go, it stays.
                for child in running.coordinators[old]?.children ?? [] {
                    let childPath = running.coordinators.pathValue(of: child) ?? ""
                    running.coordinators.detach(child)
                    trace.log(.coordinatorFinished(path: childPath))
                }
                running.coordinators.modify(old) { c in
                    c.stack = nil
                    c.held = []
                }
                trace.log(.coordinatorKept(path: path))
            } else {
                running.coordinators.detach(old)
                trace.log(.coordinatorFinished(path: path))
            }
        }
        running.window.presentations = []
        running.window.alert = nil
        running.window.root = nil
        running.window.rootCoordinator = nil
        running.window.rootFlow = nil
        device.app = running
        // A kept coordinator of this flow is started again rather than made anew.
        let kept = storedDevice.app?.coordinators.firstChild(of: .app) { traits in
            traits.isKept && traits.flow == name
        }
        let id = try startCoordinator(spec, params: params, parent: .app, stack: nil, again: kept)
        device.app?.window.rootCoordinator = id
        device.app?.window.rootFlow = name
        style = .replace
        trace.log(.rootReplaced(flow: name))
    }
}
