/// Building and releasing coordinators: starting a flow with the screens it holds, finishing
/// one (its parent's `onFinish`), and coordinators that finish themselves (`autoFinish`).
extension Simulator {
    /// Creates a coordinator for `spec` under `parent` and builds what it owns. For a stack or tabs
    /// flow started as the window root, it becomes the root content.
    ///
    /// With `again`, the kept coordinator with that id is started again (`kept: true`): it keeps
    /// its place in the tree and builds what it owns afresh.
    mutating func startCoordinator(
        _ spec: FlowSpec, params: [Param], parent: CoordinatorID, stack: StackID?,
        again kept: CoordinatorID? = nil
    ) throws(StepError) -> CoordinatorID {
        if let kept {
            device.app?.coordinators.modify(kept) { c in
                c.params = params
                c.starts += 1
            }
            let count = device.app?.coordinators[kept]?.starts ?? 0
            // read from the stored device: the trace changes meanwhile (a disjoint access)
            trace.log(
                .coordinatorStartedAgain(
                    path: storedDevice.app?.coordinators.pathValue(of: kept) ?? "", count: count))
            try buildContent(of: spec, id: kept, stack: stack)
            return kept
        }
        guard let id = device.app?.makeCoordinatorID() else { throw notRunningError }
        // made where it is attached: moved into the tree, not copied
        let flowTraits = traits(of: spec)
        device.app?.coordinators.attach(
            Coordinator(id: id, traits: flowTraits, params: params, parent: parent, stack: stack))
        trace.log(
            .coordinatorStarted(path: self.storedDevice.app?.coordinators.pathValue(of: id) ?? ""))
        try buildContent(of: spec, id: id, stack: stack)
        return id
    }

    /// Builds what a coordinator that has just started owns: its stack, tab bar, pushed screens.
    private mutating func buildContent(of spec: FlowSpec, id: CoordinatorID, stack: StackID?)
        throws(StepError)
    {
        let actor = Actor(screen: nil, coordinator: id)
        switch spec.content {
        case .stack(let invocations):
            guard !invocations.isEmpty else {
                throw StepError(
                    .emptyStack(coordinator: spec.name),
                    "'\(spec.name)' starts with an empty stack and cannot be the window root (a navigation controller with no screen shows nothing); only a tab's stack may start empty"
                )
            }
            let stackID = newStackID()
            let screens = try makeHeldScreens(invocations, owner: id, actor: actor)
            device.app?.coordinators.modify(id) { $0.stack = stackID }
            device.app?.window.root = .stack(
                NavigationStack(
                    id: stackID, screens: screens, isBare: spec.isBareRoot, owner: id))
        case .tabs(let tabs):
            guard tabs.count <= TabBar.maximumTabs else {
                throw StepError(
                    .tooManyTabs(flow: spec.name, count: tabs.count),
                    "'\(spec.name)' has \(tabs.count) tabs; at most \(TabBar.maximumTabs) are supported (the More tab is out of scope)"
                )
            }
            // In a navigation controller: pushed onto the window's navigation stack
            // (`stack` is the root stack), or the root view controller of a new one.
            var host: NavigationStack?
            if let stack, case .stack(var outer)? = device.app?.window.root, outer.id == stack {
                outer.tabBarDepth = outer.screens.count
                host = outer
            } else if spec.inNavigationController {
                let hostID = newStackID()
                var outer = NavigationStack(id: hostID, screens: [], owner: id)
                outer.tabBarDepth = 0
                host = outer
                device.app?.coordinators.modify(id) { $0.stack = hostID }
            }
            var built: [TabBar.Tab] = []
            built.reserveCapacity(tabs.count)
            let flagActor = Actor(screen: nil, coordinator: id, arguments: actor.arguments)
            let tabTraits = traits(of: spec).tabs
            for (tabIndex, tab) in tabs.enumerated() {
                // A tab behind a feature flag is left out when its condition fails as the bar is built.
                var shown = true
                for condition in tab.when where try !holds(condition, actor: flagActor) {
                    shown = false
                    break
                }
                guard shown else { continue }
                let childSpec = try flowSpec(tab.flow.name)
                // A push flow's tab holds plain screens: no navigation controller of its own; they
                // push onto the one the tab bar controller stands in, if any.
                let invocations: [Invocation]
                let isPlain: Bool
                switch childSpec.content {
                case .stack(let s): (invocations, isPlain) = (s, false)
                case .push(let s): (invocations, isPlain) = (s, true)
                default:
                    throw StepError(
                        .notARootFlow(flow: childSpec.name, kind: childSpec.content.kindName),
                        "tab '\(tab.name)' holds '\(childSpec.name)', a \(childSpec.content.kindName) flow; a tab's flow must be a stack flow (or a push flow for plain screens)"
                    )
                }
                let childParams = try resolveArguments(tab.flow, actor: actor)
                guard let childID = device.app?.makeCoordinatorID(),
                    let stackID = device.app?.makeStackID()
                else { throw notRunningError }
                let childTraits = traits(of: childSpec)
                device.app?.coordinators.attach(
                    Coordinator(
                        id: childID, traits: childTraits, params: childParams, parent: id,
                        stack: isPlain ? host?.id : stackID))
                trace.log(
                    .coordinatorStarted(
                        path: self.storedDevice.app?.coordinators.pathValue(of: childID) ?? "")
                )
                let screens = try makeHeldScreens(
                    invocations, owner: childID, actor: Actor(screen: nil, coordinator: childID))
                let stack = NavigationStack(
                    id: stackID, screens: screens, isBare: isPlain, owner: childID)
                built.append(
                    tabTraits.indices.contains(tabIndex)
                        ? TabBar.Tab(
                            traits: tabTraits[tabIndex], stack: stack, coordinator: childID)
                        : TabBar.Tab(
                            name: tab.name, stack: stack, coordinator: childID,
                            isIntercepting: tab.intercept != nil))
            }
            guard !built.isEmpty else {
                throw StepError(
                    .noTabBar,
                    "no tab of '\(spec.name)' is shown: every tab's when: fails; give one tab no when:"
                )
            }
            let first = built.firstIndex { !$0.isIntercepting } ?? 0
            device.app?.window.root = .tabs(
                TabBar(tabs: built, selectedIndex: first, owner: id, host: host))
            for tab in built { claimNavigationDelegateIfDeclared(tab.coordinator) }
        case .push(let invocations):
            guard let stack, let location = device.app?.window.location(ofStack: stack) else {
                throw StepError(
                    .noNavigationStack(coordinator: spec.name),
                    "cannot start '\(spec.name)': there is no navigation stack in the window to push it onto"
                )
            }
            let screens = try makeHeldScreens(invocations, owner: id, actor: actor)
            if !screens.isEmpty {
                // pushed in order, the stack reached once for them all
                _ = try device.app?.window.modifyStack(at: location) {
                    (s: inout NavigationStack) throws(StepError) in
                    for screen in screens { s.pushNew(screen) }
                }
            }
        case .present, .screenless:
            break  // presented, or its onStart run, by start(_:actor:), which knows the starter
        }
        claimNavigationDelegateIfDeclared(id)
    }

    /// The shared traits of a declared flow (``FlowTraits``).
    func traits(of spec: FlowSpec) -> FlowTraits {
        flowTraits[spec.name] ?? FlowTraits(spec)
    }

    mutating func makeHeldScreens(_ invocations: [Invocation], owner: CoordinatorID, actor: Actor)
        throws(StepError) -> [Screen]
    {
        var screens: [Screen] = []
        screens.reserveCapacity(invocations.count)
        for invocation in invocations {
            screens.append(try makeScreen(invocation, owner: owner, actor: actor))
        }
        device.app?.coordinators.modify(owner) { c in
            c.held = screens.map { HeldScreen(id: $0.id, name: $0.description) }
        }
        return screens
    }

    /// Finishes a coordinator: a push flow's screens are popped, a present flow is dismissed, it
    /// leaves its parent's children, and the parent's `onFinish` for it runs.
    mutating func finish(_ id: CoordinatorID, arguments: [Param]) throws(StepError) {
        guard let running = device.app, let coordinator = running.coordinators[id] else { return }
        if let stackID = coordinator.stack, let location = running.window.location(ofStack: stackID)
        {
            switch coordinator.kind {
            case .push:
                if let stack = running.window.stack(at: location),
                    let first = stack.screens.firstIndex(where: {
                        screen in coordinator.held.contains { $0.id == screen.id }
                    }), first > 0
                {
                    _ = try device.app?.window.modifyStack(at: location) {
                        (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: first - 1)
                    }
                }
            case .present:
                if case .presentation(let i) = location {
                    device.app?.window.dismissPresentations(from: i)
                }
            case .app, .stack, .tabs, .screenless:
                break  // nothing changes on screen
            }
        }
        try detachAndNotify(coordinator, arguments: arguments)
    }

    /// With `keepsDetachOnFailure`, an `onFinish` that fails is undone (what it did before failing,
    /// such as a coordinator started for a presentation that was refused) and the error rethrown,
    /// while the coordinator stays finished.
    mutating func detachAndNotify(
        _ coordinator: Coordinator, arguments: [Param], keepsDetachOnFailure: Bool = false
    ) throws(StepError) {
        guard let tree = device.app?.coordinators else { return }
        let path = tree.pathValue(of: coordinator.id) ?? ""
        device.app?.coordinators.detach(coordinator.id)
        if device.app?.window.rootCoordinator == coordinator.id {
            device.app?.window.rootCoordinator = nil
        }
        trace.log(.coordinatorFinished(path: path))
        guard let parentID = coordinator.parent, let parent = device.app?.coordinators[parentID],
            let effects = app.flows[parent.flow]?.onFinish[coordinator.flow]
        else { return }
        var actor = Actor(screen: nil, coordinator: parentID, arguments: arguments)
        guard keepsDetachOnFailure else {
            try run(effects, actor: &actor, followsFrontmost: false)
            return
        }
        let detached = device
        do {
            try run(effects, actor: &actor, followsFrontmost: false)
        } catch {
            device = detached
            throw error
        }
    }

    /// After the user removed screens (back, swipe-down, re-tapping a tab): coordinators with
    /// `autoFinish` whose screens are all gone finish themselves, as a delegate-observing coordinator does.
    ///
    /// An `onFinish` may start a flow whose screens it then removes (`[start: Sheet, dismiss]`),
    /// which finishes itself in turn: past ``maximumAutoFinishes`` more than the coordinators that
    /// were live, the step fails.
    mutating func autoFinishDisplacedCoordinators() throws(StepError) {
        // none finishes itself: the others need not be looked at (a leak a step stays linear)
        guard let tree = device.app?.coordinators, tree.autoFinishCount > 0 else { return }
        try finishDisplacedCoordinators { c, _ in c.autoFinish }
    }

    /// Finishes, one at a time, the coordinators that `finishes` picks and that have no screen in
    /// the window, until none is left (an `onFinish` may displace more).
    mutating func finishDisplacedCoordinators(
        where finishes: (Coordinator, RunningApp) -> Bool
    ) throws(StepError) {
        // Every coordinator live now may finish (popping to the root of a deep stack), and onFinish
        // may start a few more that finish in turn; past that, they are finishing in a loop.
        let live = device.app?.coordinators.all.count ?? 0
        let budget = live + Self.maximumAutoFinishes
        // Described only for the error that a loop ends in.
        var finished: [CoordinatorPath?] = []
        while let running = device.app {
            // Gathered once per pass, and only if some coordinator may finish; the coordinators
            // are read where they are stored, and only the one that finishes is copied out.
            var contents: RunningApp.WindowContents?
            var displaced: Coordinator?
            running.coordinators.all.withEachChunk { chunk in
                guard displaced == nil, let base = chunk.baseAddress else { return }
                for i in 0..<chunk.count {
                    let c = base + i
                    guard c.pointee.kind != .app, finishes(c.pointee, running) else { continue }
                    let window = contents ?? RunningApp.WindowContents(running.window)
                    contents = window
                    if running.isDisplaced(c.pointee, in: window) {
                        displaced = c.pointee
                        return
                    }
                }
            }
            guard let c = displaced else { return }
            guard finished.count < budget else {
                let path = running.coordinators.path(of: c.id)
                var looping: [String] = []
                for p in finished.lazy.map({ $0?.description ?? "" }) where !looping.contains(p) {
                    looping.append(p)
                    if looping.count == 4 { break }
                }
                throw StepError(
                    .autoFinishLoop(path: path),
                    "coordinators keep finishing themselves: \(budget) finished in one step, \(Self.maximumAutoFinishes) more than the \(live) that were live, and '\(path)' has no screen in the window again "
                        + "(does an onFinish start a flow with autoFinish and then remove its screens?); finished: "
                        + looping.joined(separator: ", "))
            }
            finished.append(running.coordinators.pathValue(of: c.id))
            // Its screens are already gone: leave the parent's children and run its onFinish.
            // An onFinish that fails is undone and the rest of the step stands; the trace shows it.
            do { try detachAndNotify(c, arguments: [], keepsDetachOnFailure: true) } catch {
                // (a value not read yet is no failure: the explorer forks on it)
                if case .valueNotYetRead = error.reason { throw error }
                trace.log(.note(.onFinishFailed(error)))
            }
        }
    }
}
