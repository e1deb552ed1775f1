extension Drafter {
    /// Every operation of a type, with the operations of the closures it hands its screens.
    func allOps(of type: String) -> [NavigationOp] {
        var out: [NavigationOp] = []
        var work = (ops[type] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
        while let op = work.popLast() {
            out.append(op)
            if case .action(_, _, let inner) = op.kind { work.append(contentsOf: inner) }
        }
        return out
    }

    /// Which coordinators are tabs, presented, or made the window's root outside the launch rules.
    mutating func classifyUsage() {
        for type in ops.keys.sorted()
        where codebase.coordinators.contains(type) || type == launchOwner {
            for op in allOps(of: type) {
                switch op.kind {
                case .tabs(let children): tabbed.formUnion(children)
                case .present(.coordinator(let child)): presented.insert(child)
                case .windowRoot(.coordinator(let child)?): roots.insert(child)
                default: break
                }
            }
        }
    }

    /// A coordinator's flow: what its `start()` shows decides its kind.
    mutating func draftFlow(_ type: SwiftType) {
        let name = flowName(type.name)
        let location = "flows.\(name)"
        let start = flattened(type.name, "start")
        var flow = DraftFlow(
            name: name, type: type.name, kind: .stack([]), origin: origin(of: type))
        var screens: [String] = []
        var pushed = false
        var stackSet = false
        var presentsOwn: NavigationOp.Presented?
        var screenOrigins: [String: CodeOrigin] = [:]
        for op in start {
            switch op.kind {
            case .setStack(let list):
                for t in list where screenOrigins[t] == nil { screenOrigins[t] = origin(op) }
            case .push(let t), .windowRoot(.screen(let t)?), .present(.screen(let t, _, _, _)):
                if screenOrigins[t] == nil { screenOrigins[t] = origin(op) }
            default: break
            }
        }
        for op in start {
            switch op.kind {
            case .tabs(let children) where !flowHasTabs(flow):
                flow.containerOrigin = origin(op)
                flow.kind = .tabs(
                    children.map { (tab: flowName($0).lowercasedFirst, flow: flowName($0)) })
                markDrafted(op, location + ".tabs")
                for other in start {
                    if case .start(let child) = other.kind, children.contains(child) {
                        markDrafted(other, location + ".tabs")
                    }
                    if case .notUnderstood(MethodReader.startsEach) = other.kind {
                        markDrafted(other, location + ".tabs")
                    }
                }
            case .setStack(let list):
                screens = list
                stackSet = true
                markDrafted(op, location)
            case .push(let screen):
                screens.append(screen)
                pushed = true
                markDrafted(op, location)
            case .windowRoot(.screen(let screen)?):
                screens = [screen]
                markDrafted(op, location)
            case .present(let presented) where presentsOwn == nil:
                if case .screen(let screen, _, let style, let modal) = presented {
                    screens.append(screen)
                    flow.style = Self.styleName(style)
                    flow.modalInPresentation = modal
                    presentsOwn = presented
                    markDrafted(op, location)
                } else if presented == .coordinator(type.name) {
                    presentsOwn = presented
                    markDrafted(op, location)
                }
            case .claimDelegate:
                flow.autoFinish = true
                markDrafted(op, location + ".autoFinish")
            default: break
            }
        }
        if !type.methods(named: "presentationControllerDidDismiss").isEmpty
            || type.methods.contains(where: { $0.name == "navigationController" })
        {
            flow.autoFinish = true
        }
        if let first = screens.first { flow.containerOrigin = screenOrigins[first] }
        let screenNames = screens.map {
            declareScreen($0, origin: screenOrigins[$0] ?? origin(of: type))
        }
        if flowHasTabs(flow) {
            flow.autoFinish = false
        } else if roots.contains(type.name) || tabbed.contains(type.name) {
            flow.autoFinish = false
            flow.style = nil
            flow.modalInPresentation = false
            if screenNames.isEmpty, roots.contains(type.name) {
                let placeholder = declareScreen(name + "Placeholder", origin: origin(of: type))
                flow.kind = .stack([placeholder])
                flow.note = "start() shows no screen the importer could name: refine by hand"
            } else {
                flow.kind = .stack(screenNames)
            }
        } else if presented.contains(type.name) || presentsOwn != nil {
            flow.kind = .present(screenNames)
            if screenNames.isEmpty {
                flow.kind = .screenless([])
                flow.style = nil
            }
        } else if pushed, !screenNames.isEmpty {
            flow.kind = .push(screenNames)
            flow.style = nil
        } else {
            // A coordinator that shows nothing of its own (a gate), or that replaces a stack it
            // was handed: its start() becomes onStart.
            flow.kind = .screenless([])
            flow.style = nil
            flow.autoFinish = false
            if stackSet, !screenNames.isEmpty {
                flow.kind = .screenless([
                    DraftEffect(key: "setStack", value: DraftWriter.list(screenNames))
                ])
            }
        }
        flowIndex[type.name] = app.flows.count
        app.flows.append(flow)
    }

    private func flowHasTabs(_ flow: DraftFlow) -> Bool {
        if case .tabs = flow.kind { return true }
        return false
    }

    /// `.fullScreen` and `.overFullScreen` are full-screen; every other style is a sheet.
    static func styleName(_ style: String?) -> String? {
        guard let style else { return nil }
        return style == "fullScreen" || style == "overFullScreen" ? "fullScreen" : nil
    }

    /// `child.onFinish = { … }`: the parent flow's `onFinish:` for that child, or, when the
    /// parent is the window's owner, what the child's `finish` does instead.
    mutating func draftChildFinishes() {
        let parents = ops.keys.sorted().filter {
            codebase.coordinators.contains($0) || $0 == launchOwner
        }
        for parent in parents {
            for op in allOps(of: parent) {
                guard case .childFinished(let child, let inner) = op.kind else { continue }
                if parent == launchOwner {
                    let effects = convert(inner, context: parent, location: "launch")
                    markDrafted(op, "launch")
                    if rootFinish[child] == nil { rootFinish[child] = effects }
                    continue
                }
                guard let index = flowIndex[parent], let childFlow = flowIndex[child] else {
                    continue
                }
                let childName = app.flows[childFlow].name
                let location = "flows.\(app.flows[index].name).onFinish.\(childName)"
                let effects = convert(inner, context: parent, location: location)
                markDrafted(op, location)
                if !effects.isEmpty,
                    !app.flows[index].onFinish.contains(where: { $0.child == childName })
                {
                    app.flows[index].onFinish.append((childName, effects))
                }
            }
        }
    }

    /// A root that is a view controller, not a coordinator: a flow of its own, named after it.
    mutating func ensureRootFlows() {
        for index in app.launch.indices {
            let root = app.launch[index].root
            if app.flows.contains(where: { $0.name == root }) { continue }
            guard
                let type = roots.first(where: {
                    Codebase.flowName($0) == root || Codebase.screenName($0) == root
                })
            else { continue }
            let screen = declareScreen(type, origin: app.launch[index].origin)
            app.launch[index].root = screen
            if !app.flows.contains(where: { $0.name == screen }) {
                flowIndex[type] = app.flows.count
                app.flows.append(
                    DraftFlow(
                        name: screen, type: type, kind: .stack([screen]),
                        origin: app.launch[index].origin))
            }
        }
    }

    /// The rest of each flow's `start()`: a screenless flow's onStart, a root flow's launch
    /// `then:`; what fits neither is not understood.
    mutating func draftLaunchEffects() {
        for (index, flow) in app.flows.enumerated() {
            let start = flattened(flow.type, "start")
            let leftovers = start.filter { op in
                let key = SiteKey(file: op.file, line: op.line)
                if drafted[key] != nil { return false }
                switch op.kind {
                case .action, .link, .hidesBottomBar, .callSelf, .claimDelegate: return false
                default: return true
                }
            }
            guard !leftovers.isEmpty else { continue }
            if case .screenless(let existing) = flow.kind {
                let effects = convert(
                    leftovers, context: flow.type, location: "flows.\(flow.name).onStart")
                app.flows[index].kind = .screenless(existing + effects)
            } else if let rule = app.launch.firstIndex(where: { $0.root == flow.name }) {
                let effects = convert(
                    leftovers, context: flow.type, location: "launch.\(app.launch[rule].state).then"
                )
                for r in app.launch.indices where app.launch[r].root == flow.name {
                    app.launch[r].then += effects
                }
            } else {
                for op in leftovers {
                    markNotUnderstood(op, "in \(flow.type).start(), outside any screen's action")
                }
            }
        }
    }
}
