/// The effects of actions, launch rules, links and alert buttons (SPEC §3).
extension Simulator {
    /// Whether an effect list ran to its end or was stopped (a failed guard, a crash).
    enum Completion {
        case finished, stopped
    }

    /// Runs effects in order. With `followsFrontmost`, each effect acts for whatever screen is
    /// frontmost when it runs (launch rules, links); otherwise for `actor`, which becomes the
    /// parent coordinator once `finish` has run.
    @discardableResult
    mutating func run(_ effects: [Effect], actor: inout Actor, followsFrontmost: Bool) throws(StepError) -> Completion {
        // Effects that run effects again (a launch rule's `then:` running `decide`) would recurse
        // until the stack overflows: fail the step instead, leaving the device as it was.
        guard effectDepth < Self.maximumEffectDepth else {
            let first = effects.first.map { "; the list that would go deeper starts with '\($0)'" } ?? ""
            throw StepError(.effectsTooDeep(limit: Self.maximumEffectDepth),
                            "effects nest deeper than \(Self.maximumEffectDepth) levels (does a launch rule's then: run decide, which runs the rule again, "
                            + "or an onFinish finish or start what runs it again?)" + first)
        }
        effectDepth += 1
        defer { effectDepth -= 1 }
        for effect in effects {
            guard let running = device.app else { return .stopped }
            if followsFrontmost || !running.coordinators.contains(actor.coordinator) {
                actor = frontmostActor(arguments: actor.arguments)
            }
            trace.record(.effect(effect.description))
            if try apply(effect, actor: &actor, followsFrontmost: followsFrontmost) == .stopped { return .stopped }
        }
        return .finished
    }

    private mutating func apply(_ effect: Effect, actor: inout Actor, followsFrontmost: Bool) throws(StepError) -> Completion {
        switch effect {
        case .push, .pop, .popToRoot, .popTo, .present, .start, .finish:
            try requireLiveCoordinator(actor, for: effect)
        default:
            break
        }
        switch effect {
        case .push(let invocation):
            let location = try stackLocation(for: actor, doing: "push '\(invocation.name)'")
            let screen = try makeScreen(invocation, owner: actor.coordinator, actor: actor)
            _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in try s.push(.screen(screen)) }
        case .pop:
            let location = try stackLocation(for: actor, doing: "pop")
            _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in s.pop() }  // on the root: nothing (L4)
        case .popToRoot:
            let location = try stackLocation(for: actor, doing: "popToRoot")
            _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: 0) }
        case .popTo(let name):
            let location = try stackLocation(for: actor, doing: "popTo '\(name)'")
            guard let stack = device.app?.window.stack(at: location), let index = stack.lastIndex(named: name) else {
                let names = device.app?.window.stack(at: location)?.screens.map(\.description) ?? []
                throw StepError(.notInStack(screen: name), "cannot pop to '\(name)': it is not in the navigation stack [\(names.joined(separator: ", "))]")
            }
            _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: index) }
        case .present(let invocation, let style):
            let level = try presentingLevel(for: actor, presenting: invocation.name)
            let screen = try makeScreen(invocation, owner: actor.coordinator, actor: actor)
            try present(NavigationStack(id: newStackID(), screens: [screen], isBare: true, owner: actor.coordinator), style: style, fromLevel: level)
        case .dismiss:
            try dismiss(for: actor)
        case .start(let invocation):
            try start(invocation, actor: actor)
        case .finish:
            guard let parent = device.app?.coordinators.facts(of: actor.coordinator)?.parent else {
                throw StepError(.cannotFinishApp, "the App coordinator cannot finish")
            }
            try finish(actor.coordinator, arguments: actor.arguments)
            actor = Actor(screen: nil, coordinator: parent, arguments: actor.arguments)
        case .select(let tab):
            guard let tabBar = device.app?.window.tabBar else {
                throw StepError(.noTabBar, "cannot select '\(tab)': there is no tab bar (the window root is \(rootDescription))")
            }
            guard let index = tabBar.index(of: tab) else {
                throw StepError(.noSuchTab(tab, available: tabBar.tabs.map(\.name)),
                                "the tab bar has no tab '\(tab)'; its tabs are " + tabBar.tabs.map(\.name).joined(separator: ", "))
            }
            if index != tabBar.selectedIndex {  // selecting the selected tab changes nothing
                style = max(style, .tabSwitch)
                device.app?.window.modifyTabBar { $0.selectedIndex = index }
            }
        case .root(let invocation):
            let params = try resolveArguments(invocation, actor: actor)
            try replaceRoot(flow: invocation.name, params: params)
        case .decide:
            try decide()
        case .set(let writes):
            for w in writes { try writeState(w.key, resolve(w.value, actor: actor)) }
        case .alert(let spec):
            // An alert is a presentation (L9): it needs a presenter in the window (X3) that is
            // not already presenting (P1), and nothing can be presented over it.
            let level = try presentingLevel(for: actor, presenting: spec.title)
            try ensureCanPresent(spec.title, fromLevel: level)
            device.app?.window.alert = Alert(spec: spec, actor: actor, presenterLevel: level)
            trace.record(.alertShown(title: spec.title))
        case .branch(let condition, let then, let otherwise):
            let branch = try holds(condition, actor: actor) ? then : otherwise
            return try run(branch, actor: &actor, followsFrontmost: followsFrontmost)
        case .guardThat(let condition, let otherwise):
            if try !holds(condition, actor: actor) {
                try run(otherwise, actor: &actor, followsFrontmost: followsFrontmost)
                return .stopped
            }
        case .request(let spec):
            try startRequest(spec, actor: actor, followsFrontmost: followsFrontmost)
        case .crash(let message):
            device.app = nil
            device.crashMessage = message
            trace.record(.crashed(message: message))
            return .stopped
        }
        return .finished
    }

    /// Effects that act through the acting coordinator need it alive. A screen outlives its
    /// coordinator when a stack or tabs flow finishes (nothing changes on screen), or when a
    /// push flow finishes from a screen it presented; such a screen's coordinator is gone.
    private func requireLiveCoordinator(_ actor: Actor, for effect: Effect) throws(StepError) {
        guard let running = device.app, !running.coordinators.contains(actor.coordinator) else { return }
        let screen = actor.screenName(in: running)
        throw StepError(.finishedCoordinator(screen: screen),
                        "'\(screen)' belongs to a coordinator that has finished, so nothing handles '\(effect)'; finish a flow only when its screens leave the window")
    }

    // MARK: - The launch decision and the window root

    /// Runs the launch decision on the store and sets the window root from it (a fresh hierarchy).
    mutating func decide() throws(StepError) {
        let decision = LaunchDecision(app: app)
        guard let rule = try decision.firstHolding(store: device.store) else {
            let state = app.stateKeys.enumerated().map { "\($0.element.name)=\(device.store[$0.offset])" }.joined(separator: ", ")
            throw StepError(.noLaunchRuleHolds, "no launch rule holds for the state {\(state)}; add a rule without `when` as the last one")
        }
        device.launchState = rule.state
        trace.record(.launchDecided(state: rule.state, root: rule.root.description))
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
        case .push, .present:
            throw StepError(.notARootFlow(flow: name, kind: spec.content.kindName),
                            "'\(name)' is a \(spec.content.kindName) flow and cannot be the window root; only stack and tabs flows can")
        }
        running.releasedWhilePresented += running.window.presentations.flatMap(\.stack.screens)
        if let old = running.window.rootCoordinator {
            let path = trace.isEnabled ? running.coordinators.path(of: old) : ""
            running.coordinators.detach(old)
            trace.record(.coordinatorFinished(path: path))
        }
        running.window.presentations = []
        running.window.alert = nil
        running.window.root = nil
        running.window.rootCoordinator = nil
        running.window.rootFlow = nil
        device.app = running
        let id = try startCoordinator(spec, params: params, parent: .app, stack: nil)
        device.app?.window.rootCoordinator = id
        device.app?.window.rootFlow = name
        style = .replace
        trace.record(.rootReplaced(flow: name))
    }

    // MARK: - Coordinators

    /// Creates a coordinator for `spec` under `parent` and builds what it owns. For a stack or tabs
    /// flow started as the window root, it becomes the root content.
    private mutating func startCoordinator(_ spec: FlowSpec, params: [Param], parent: CoordinatorID, stack: StackID?) throws(StepError) -> CoordinatorID {
        guard let id = device.app?.makeCoordinatorID() else { throw notRunningError }
        let kind: Coordinator.Kind
        switch spec.content {
        case .stack: kind = .stack
        case .tabs: kind = .tabs
        case .push: kind = .push
        case .present: kind = .present
        }
        device.app?.coordinators.attach(Coordinator(id: id, flow: spec.name, kind: kind, params: params, parent: parent, stack: stack,
                                                    autoFinish: spec.autoFinish, hidesBars: spec.hidesBars))
        trace.record(.coordinatorStarted(path: self.device.app?.coordinators.path(of: id) ?? ""))
        let actor = Actor(screen: nil, coordinator: id)
        switch spec.content {
        case .stack(let invocations):
            let stackID = newStackID()
            let screens = try makeHeldScreens(invocations, owner: id, actor: actor)
            device.app?.coordinators.modify(id) { $0.stack = stackID }
            device.app?.window.root = .stack(NavigationStack(id: stackID, screens: screens, owner: id))
        case .tabs(let tabs):
            guard tabs.count <= TabBar.maximumTabs else {
                throw StepError(.tooManyTabs(flow: spec.name, count: tabs.count),
                                "'\(spec.name)' has \(tabs.count) tabs; at most \(TabBar.maximumTabs) are supported (the More tab is out of scope)")
            }
            var built: [TabBar.Tab] = []
            for tab in tabs {
                let childSpec = try flowSpec(tab.flow.name)
                guard case .stack(let invocations) = childSpec.content else {
                    throw StepError(.notARootFlow(flow: childSpec.name, kind: childSpec.content.kindName),
                                    "tab '\(tab.name)' holds '\(childSpec.name)', a \(childSpec.content.kindName) flow; a tab's flow must be a stack flow")
                }
                let childParams = try resolveArguments(tab.flow, actor: actor)
                guard let childID = device.app?.makeCoordinatorID(), let stackID = device.app?.makeStackID() else { throw notRunningError }
                device.app?.coordinators.attach(Coordinator(id: childID, flow: childSpec.name, kind: .stack, params: childParams, parent: id, stack: stackID,
                                                            autoFinish: childSpec.autoFinish, hidesBars: childSpec.hidesBars))
                trace.record(.coordinatorStarted(path: self.device.app?.coordinators.path(of: childID) ?? ""))
                let screens = try makeHeldScreens(invocations, owner: childID, actor: Actor(screen: nil, coordinator: childID))
                built.append(TabBar.Tab(name: tab.name, stack: NavigationStack(id: stackID, screens: screens, owner: childID),
                                        coordinator: childID, isIntercepting: tab.intercept != nil))
            }
            let first = built.firstIndex { !$0.isIntercepting } ?? 0
            device.app?.window.root = .tabs(TabBar(tabs: built, selectedIndex: first, owner: id))
        case .push(let invocations):
            guard let stack, let location = device.app?.window.location(ofStack: stack) else {
                throw StepError(.noNavigationStack(coordinator: spec.name), "cannot start '\(spec.name)': there is no navigation stack in the window to push it onto")
            }
            let screens = try makeHeldScreens(invocations, owner: id, actor: actor)
            for screen in screens {
                _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in try s.push(.screen(screen)) }
            }
        case .present:
            break  // presented by start(_:actor:), which knows the presenter
        }
        return id
    }

    private mutating func makeHeldScreens(_ invocations: [Invocation], owner: CoordinatorID, actor: Actor) throws(StepError) -> [Screen] {
        var screens: [Screen] = []
        for invocation in invocations { screens.append(try makeScreen(invocation, owner: owner, actor: actor)) }
        device.app?.coordinators.modify(owner) { c in
            c.heldScreens = screens.map(\.id)
            c.heldScreenNames = screens.map(\.description)
        }
        return screens
    }

    /// `start: FLOW`: a child flow of the acting coordinator; only push and present flows can be started.
    private mutating func start(_ invocation: Invocation, actor: Actor) throws(StepError) {
        let spec = try flowSpec(invocation.name)
        let params = try resolveArguments(invocation, actor: actor)
        switch spec.content {
        case .push:
            let location = try stackLocation(for: actor, doing: "start '\(spec.name)'")
            let stack = device.app?.window.stack(at: location)?.id
            _ = try startCoordinator(spec, params: params, parent: actor.coordinator, stack: stack)
        case .present(let invocations, let style):
            let level = try presentingLevel(for: actor, presenting: invocations.first?.name ?? spec.name)
            let id = try startCoordinator(spec, params: params, parent: actor.coordinator, stack: nil)
            let stackID = newStackID()
            let screens = try makeHeldScreens(invocations, owner: id, actor: Actor(screen: nil, coordinator: id))
            device.app?.coordinators.modify(id) { $0.stack = stackID }
            try present(NavigationStack(id: stackID, screens: screens, owner: id), style: style, fromLevel: level)
        case .stack, .tabs:
            throw StepError(.cannotStart(flow: spec.name, kind: spec.content.kindName),
                            "'\(spec.name)' is a \(spec.content.kindName) flow and cannot be started; only push and present flows can (use root: to make it the window root)")
        }
    }

    /// Finishes a coordinator: a push flow's screens are popped, a present flow is dismissed, it
    /// leaves its parent's children, and the parent's `onFinish` for it runs.
    mutating func finish(_ id: CoordinatorID, arguments: [Param]) throws(StepError) {
        guard let running = device.app, let coordinator = running.coordinators[id] else { return }
        if let stackID = coordinator.stack, let location = running.window.location(ofStack: stackID) {
            switch coordinator.kind {
            case .push:
                if let stack = running.window.stack(at: location),
                   let first = stack.screens.firstIndex(where: { coordinator.heldScreens.contains($0.id) }), first > 0 {
                    _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: first - 1) }
                }
            case .present:
                if case .presentation(let i) = location { device.app?.window.dismissPresentations(from: i) }
            case .app, .stack, .tabs:
                break  // nothing changes on screen
            }
        }
        try detachAndNotify(coordinator, arguments: arguments)
    }

    /// With `keepsDetachOnFailure`, an `onFinish` that fails is undone (what it did before failing,
    /// such as a coordinator started for a presentation that was refused) and the error rethrown,
    /// while the coordinator stays finished.
    private mutating func detachAndNotify(_ coordinator: Coordinator, arguments: [Param], keepsDetachOnFailure: Bool = false) throws(StepError) {
        guard let path = trace.isEnabled ? device.app?.coordinators.path(of: coordinator.id) : "" else { return }
        device.app?.coordinators.detach(coordinator.id)
        if device.app?.window.rootCoordinator == coordinator.id { device.app?.window.rootCoordinator = nil }
        trace.record(.coordinatorFinished(path: path))
        guard let parentID = coordinator.parent, let parent = device.app?.coordinators[parentID],
              let effects = app.flows[parent.flow]?.onFinish[coordinator.flow] else { return }
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
        // Every coordinator live now may finish (popping to the root of a deep stack), and onFinish
        // may start a few more that finish in turn; past that, they are finishing in a loop.
        let live = device.app?.coordinators.all.count ?? 0
        let budget = live + Self.maximumAutoFinishes
        var finished: [String] = []
        var progress = true
        while progress {
            progress = false
            guard let running = device.app else { return }
            var contents: RunningApp.WindowContents?  // gathered once per pass, and only if some coordinator has autoFinish
            for c in running.coordinators.all where c.autoFinish && c.kind != .app {
                let window = contents ?? RunningApp.WindowContents(running.window)
                contents = window
                guard running.isDisplaced(c, in: window) else { continue }
                guard finished.count < budget else {
                    let path = running.coordinators.path(of: c.id)
                    var looping: [String] = []
                    for p in finished where !looping.contains(p) { looping.append(p) }
                    throw StepError(.autoFinishLoop(path: path),
                                    "coordinators keep finishing themselves: \(budget) finished in one step, \(Self.maximumAutoFinishes) more than the \(live) that were live, and '\(path)' has no screen in the window again "
                                    + "(does an onFinish start a flow with autoFinish and then remove its screens?); finished: "
                                    + looping.prefix(4).joined(separator: ", "))
                }
                finished.append(running.coordinators.path(of: c.id))
                // Its screens are already gone: leave the parent's children and run its onFinish.
                // An onFinish that fails is undone and the rest of the step stands; the trace shows it.
                do { try detachAndNotify(c, arguments: [], keepsDetachOnFailure: true) } catch { trace.record(.effect("onFinish failed: \(error.message)")) }
                progress = true
                break
            }
        }
    }

    // MARK: - Presentation

    private mutating func present(_ stack: NavigationStack, style: PresentationStyle, fromLevel level: Int) throws(StepError) {
        try ensureCanPresent(stack.top?.description ?? "?", fromLevel: level)
        device.app?.window.presentations.append(Presentation(style: style, stack: stack))
    }

    /// P1: the presenter at `level` must not be presenting a screen already, and no alert may be
    /// showing (an alert is the topmost presentation, so whoever presents is under it).
    private func ensureCanPresent(_ presentedName: @autoclosure () -> String, fromLevel level: Int) throws(StepError) {
        guard let window = device.app?.window else { throw notRunningError }
        let already: String
        if window.presentations.count > level {
            already = window.presentations[level].stack.top?.description ?? "?"
        } else if let alert = window.alert {
            already = alert.title
        } else {
            return
        }
        let on = window.visibleStack(atLevel: level)?.top?.description ?? "?"
        let presented = presentedName()
        throw StepError(.alreadyPresenting(presenting: presented, on: on, already: already),
                        "Attempt to present '\(presented)' on '\(on)' which is already presenting '\(already)'; dismiss it first")
    }

    private mutating func dismiss(for actor: Actor) throws(StepError) {
        let level = try presentingLevel(for: actor, presenting: nil)
        guard let count = device.app?.window.presentations.count else { throw notRunningError }
        if count > level {
            device.app?.window.dismissPresentations(from: level)
        } else if level > 0 {
            device.app?.window.dismissPresentations(from: level - 1)
        } else {
            throw StepError(.nothingPresented, "nothing to dismiss: the acting screen presents nothing and is not presented")
        }
    }

    /// The level of the modal chain the actor presents from: its screen's, or its coordinator's stack or tab bar's (X3).
    private func presentingLevel(for actor: Actor, presenting: String?) throws(StepError) -> Int {
        guard let running = device.app else { throw notRunningError }
        let what = presenting.map { "'\($0)'" } ?? "a dismissal"
        if let screenID = actor.screen {
            if let (location, _) = running.window.location(ofScreen: screenID) { return location.level }
            let on = actor.screenName(in: running)
            throw StepError(.notInWindowHierarchy(presenting: presenting ?? "", on: on),
                            "Attempt to present \(what) on '\(on)' whose view is not in the window hierarchy")
        }
        guard let coordinator = running.coordinators.facts(of: actor.coordinator) else { throw notRunningError }
        if let stack = coordinator.stack {
            if let location = running.window.location(ofStack: stack) { return location.level }
        } else if coordinator.kind == .tabs || coordinator.kind == .app, running.window.root != nil {
            return 0
        }
        let path = running.coordinators.path(of: actor.coordinator)
        throw StepError(.notInWindowHierarchy(presenting: presenting ?? "", on: path),
                        "Attempt to present \(what) from '\(path)' whose view is not in the window hierarchy")
    }

    /// The navigation stack the actor pushes onto: its coordinator's (for a tab bar's coordinator, the selected tab's).
    private func stackLocation(for actor: Actor, doing what: String) throws(StepError) -> StackLocation {
        guard let running = device.app, let coordinator = running.coordinators.facts(of: actor.coordinator) else { throw notRunningError }
        var path: String { running.coordinators.path(of: actor.coordinator) }
        if let stack = coordinator.stack {
            if let location = running.window.location(ofStack: stack) { return location }
            throw StepError(.noNavigationStack(coordinator: path), "cannot \(what): the navigation stack of '\(path)' is not in the window hierarchy")
        }
        if coordinator.kind == .tabs, let tabBar = running.window.tabBar, tabBar.owner == actor.coordinator {
            return .tab(tabBar.selectedIndex)
        }
        throw StepError(.noNavigationStack(coordinator: path), "cannot \(what): '\(path)' has no navigation stack")
    }

    private mutating func newStackID() -> StackID {
        device.app?.makeStackID() ?? StackID(0)
    }

    // MARK: - Names and values

    func flowSpec(_ name: String) throws(StepError) -> FlowSpec {
        guard let spec = app.flows[name] else {
            throw StepError(.unknownName(kind: "flow", name: name), "the app has no flow '\(name)'" + knownList(app.flows.keys))
        }
        return spec
    }

    private mutating func makeScreen(_ invocation: Invocation, owner: CoordinatorID, actor: Actor) throws(StepError) -> Screen {
        guard let spec = app.screens[invocation.name] else {
            throw StepError(.unknownName(kind: "screen", name: invocation.name), "the app has no screen '\(invocation.name)'")
        }
        var params: [Param] = []
        for argument in invocation.arguments {
            guard spec.params.contains(argument.name) else {
                throw StepError(.unknownName(kind: "parameter", name: argument.name),
                                "screen '\(spec.name)' has no parameter '\(argument.name)'" + (spec.params.isEmpty ? "" : "; it has " + spec.params.joined(separator: ", ")))
            }
            params.append(Param(argument.name, try resolve(argument.value, actor: actor)))
        }
        guard let id = device.app?.makeScreenID() else { throw notRunningError }
        return Screen(id: id, name: spec.name, params: params, hidesBottomBarWhenPushed: spec.hidesTabBar, owner: owner)
    }

    /// A flow invocation's arguments, checked against the flow's parameters as a screen's are.
    func resolveArguments(_ invocation: Invocation, actor: Actor) throws(StepError) -> [Param] {
        if let spec = app.flows[invocation.name] {
            for argument in invocation.arguments where !spec.params.contains(argument.name) {
                throw StepError(.unknownName(kind: "parameter", name: argument.name),
                                "flow '\(spec.name)' has no parameter '\(argument.name)'" + (spec.params.isEmpty ? "" : "; it has " + spec.params.joined(separator: ", ")))
            }
        }
        var params: [Param] = []
        for argument in invocation.arguments { params.append(Param(argument.name, try resolve(argument.value, actor: actor))) }
        return params
    }

    /// `$NAME` reads the tap's argument, the acting screen's parameter, its coordinator's parameter, then the state.
    func resolve(_ expr: Expr, actor: Actor) throws(StepError) -> Value {
        switch expr {
        case .literal(let value): return value
        case .reference(let name):
            if let v = actor.arguments[named: name] { return v }
            if let v = actor.screenParams[named: name] { return v }
            if let v = device.app?.coordinators.param(name, of: actor.coordinator) { return v }
            if let i = app.index(ofKey: name) { return device.store[i] }
            throw StepError(.unresolvedName(name), "nothing supplies '$\(name)': no argument, parameter or state key has that name")
        }
    }

    func holds(_ condition: Condition, actor: Actor) throws(StepError) -> Bool {
        try LaunchDecision(app: app).evaluate(condition, store: device.store) { (e: Expr) throws(StepError) in try resolve(e, actor: actor) }
    }

    /// Writes a state key, checking its domain.
    mutating func writeState(_ name: String, _ value: Value) throws(StepError) {
        guard let index = app.index(ofKey: name) else {
            throw StepError(.unknownName(kind: "state key", name: name), "the app has no state key '\(name)'" + knownList(app.stateKeys.map(\.name)))
        }
        let key = app.stateKeys[index]
        if let values = key.domainValues, !values.contains(value), value != key.defaultValue {
            throw StepError(.valueOutOfDomain(key: name, value: value),
                            "\(value.quoted) is not a value of '\(name)'; it takes " + values.map(\.description).joined(separator: ", "))
        }
        device.store[index] = value
        trace.record(.storeWrite(key: name, value: value))
    }

    /// The frontmost screen as the actor (for launch rules and links).
    func frontmostActor(arguments: [Param]) -> Actor {
        guard let front = device.app?.window.frontmost else { return Actor(screen: nil, coordinator: .app, arguments: arguments) }
        return Actor(screen: front, arguments: arguments)
    }
}

extension Actor {
    func screenName(in running: RunningApp) -> String {
        screen.flatMap { running.window.screen($0)?.description } ?? screenDescription ?? running.coordinators.path(of: coordinator)
    }
}

extension RunningApp {
    /// Whether a coordinator is still attached while nothing it owns is in the window (SPEC §5).
    func isDisplaced(_ c: Coordinator) -> Bool {
        switch c.kind {
        case .app: return false
        case .push:
            return !c.heldScreens.isEmpty && !c.heldScreens.contains { window.location(ofScreen: $0) != nil }
        case .present, .stack:
            guard let stack = c.stack else { return false }
            return window.location(ofStack: stack) == nil
        case .tabs:
            return window.tabBar?.owner != c.id
        }
    }

    /// The same for many coordinators: what is in the window, gathered once, so that checking
    /// every coordinator is not a scan of every stack per coordinator (cubic over a run in
    /// deeply nested flows).
    struct WindowContents {
        let screens: Set<ScreenID>
        let stacks: Set<StackID>

        init(_ window: Window) {
            let all = window.allStacks
            stacks = Set(all.map(\.stack.id))
            screens = Set(all.flatMap { $0.stack.screens.map(\.id) })
        }
    }

    func isDisplaced(_ c: Coordinator, in contents: WindowContents) -> Bool {
        switch c.kind {
        case .app: return false
        case .push: return !c.heldScreens.isEmpty && !c.heldScreens.contains(where: contents.screens.contains)
        case .present, .stack:
            guard let stack = c.stack else { return false }
            return !contents.stacks.contains(stack)
        case .tabs: return window.tabBar?.owner != c.id
        }
    }
}
