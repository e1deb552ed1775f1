extension Drafter {
    /// The effects of `ops`, acting for the coordinator (or view controller) `context`; each op
    /// drafted is recorded at `location`, each one that cannot be is recorded as not understood.
    mutating func convert(_ ops: [NavigationOp], context: String, location: String) -> [DraftEffect]
    {
        var seen: Set<String> = []
        var effects = convert(ops, context: context, location: location, seen: &seen, depth: 0)
        // `navigationController.dismiss(…)` followed by `onFinish?()`: finishing a presented
        // (or pushed) coordinator takes its screens away already.
        var index = 0
        while index + 1 < effects.count {
            let pair = (effects[index].key, effects[index + 1].key)
            if effects[index] == effects[index + 1], effects[index].key == "start" {
                // `child.start()` and `present(child.navigationController)`: one start.
                effects.remove(at: index + 1)
            } else if pair == ("dismiss", "finish") || pair == ("pop", "finish") {
                effects.remove(at: index)
            } else if pair == ("finish", "dismiss") || pair == ("finish", "pop") {
                effects.remove(at: index + 1)
            } else {
                index += 1
            }
        }
        return effects
    }

    private mutating func convert(
        _ ops: [NavigationOp], context: String, location: String, seen: inout Set<String>,
        depth: Int
    ) -> [DraftEffect] {
        var effects: [DraftEffect] = []
        for op in ops {
            let origin = self.origin(op)
            func effect(_ key: String, _ value: String? = nil, _ siblings: [(String, String)] = [])
                -> DraftEffect
            {
                DraftEffect(key: key, value: value, siblings: siblings, origin: origin)
            }
            var produced: [DraftEffect] = []
            switch op.kind {
            case .push(let type):
                produced = [effect("push", declareScreen(type, origin: origin))]
            case .present(.screen(let type, let inNav, let style, let modal)):
                var siblings: [(String, String)] = []
                if let style = Self.styleName(style) { siblings.append(("style", style)) }
                if inNav { siblings.append(("inNavigationController", "true")) }
                if modal { siblings.append(("modalInPresentation", "true")) }
                produced = [effect("present", declareScreen(type, origin: origin), siblings)]
            case .present(.coordinator(let type)):
                if let started = startEffect(type, origin: origin) {
                    produced = [started]
                } else {
                    markNotUnderstood(
                        op, "presents \(type), which is not a flow that can be started")
                }
            case .present(.alert(let title)):
                produced = [effect("alert", DraftWriter.quoted(title))]
            case .setStack(let types):
                let names = types.map { declareScreen($0, origin: origin) }
                produced = [effect("setStack", DraftWriter.list(names))]
            case .pop: produced = [effect("pop")]
            case .popToRoot: produced = [effect("popToRoot")]
            case .dismiss: produced = [effect("dismiss")]
            case .popTo(let type):
                produced = [effect("popTo", declareScreen(type, origin: origin))]
            case .finish:
                if let parent = rootFinish[context], !parent.isEmpty {
                    // A root flow's finish runs what the window's owner gave it to run.
                    produced = parent.map {
                        DraftEffect(
                            key: $0.key, value: $0.value, siblings: $0.siblings, origin: origin)
                    }
                } else {
                    produced = [effect("finish")]
                }
            case .start(let type):
                if type == launchOwner {
                    produced = [effect("decide")]
                } else if let started = startEffect(type, origin: origin) {
                    produced = [started]
                } else {
                    markNotUnderstood(
                        op, "starts \(type), which the importer did not draft as a flow")
                }
            case .set(let key, let value, let keychain):
                let name = LaunchDecision.sanitized(key)
                if value == "true" || value == "false", !name.isEmpty {
                    addState(name, store: keychain ? .keychain : .defaults, origin: origin)
                    produced = [effect("set", "{\(name): \(value)}")]
                }
            case .assign(let key, let value):
                // Only a flag the launch decision reads is state; other properties are not.
                if app.state.contains(where: { $0.name == LaunchDecision.sanitized(key) }) {
                    produced = [effect("set", "{\(LaunchDecision.sanitized(key)): \(value)}")]
                }
            case .callSelf(let name):
                if context == launchOwner, name == launchMethod {
                    produced = [effect("decide")]
                } else if !seen.contains(context + "." + name), depth < 8,
                    let inner = self.ops[context]?[name]
                {
                    seen.insert(context + "." + name)
                    produced = convert(
                        inner, context: context, location: location, seen: &seen, depth: depth + 1)
                    seen.remove(context + "." + name)
                }
            case .callOther(let type, let method):
                if type == launchOwner, method == launchMethod {
                    produced = [effect("decide")]
                } else if type == launchOwner, !seen.contains(type + "." + method), depth < 8,
                    let inner = self.ops[type]?[method]
                {
                    seen.insert(type + "." + method)
                    produced = convert(
                        inner, context: type, location: location, seen: &seen, depth: depth + 1)
                    seen.remove(type + "." + method)
                } else if self.ops[type]?[method] != nil {
                    markNotUnderstood(op, "calls \(type).\(method), another coordinator's method")
                }
            case .windowRoot(.coordinator(let type)?):
                if let flow = flowIndex[type] {
                    produced = [effect("root", app.flows[flow].name)]
                } else {
                    markNotUnderstood(op, "makes \(type) the window's root, which is not a flow")
                }
            case .windowRoot(.screen(let type)?):
                if let flow = app.flows.first(where: { $0.type == type }) {
                    produced = [effect("root", flow.name)]
                } else {
                    markNotUnderstood(
                        op, "makes a view controller the window's root outside the launch")
                }
            case .windowRoot(nil):
                markNotUnderstood(op, "sets the window's root to something it cannot name")
            case .tabs:
                markNotUnderstood(
                    op, "gives a tab bar controller its tabs outside a coordinator's start()")
            case .claimDelegate:
                produced = [effect("claimNavigationDelegate")]
            case .notUnderstood(let reason):
                markNotUnderstood(op, reason)
            case .action, .link, .hidesBottomBar, .childFinished:
                break
            }
            if !produced.isEmpty {
                markDrafted(op, location)
                effects += produced
            }
        }
        return effects
    }

    /// `start: Flow` for a flow that can be started; `root: Flow` for a stack or tab bar flow.
    private func startEffect(_ type: String, origin: CodeOrigin) -> DraftEffect? {
        guard let index = flowIndex[type] else { return nil }
        let flow = app.flows[index]
        switch flow.kind {
        case .push, .present, .screenless:
            return DraftEffect(key: "start", value: flow.name, origin: origin)
        case .stack, .tabs:
            return DraftEffect(key: "root", value: flow.name, origin: origin)
        }
    }
}
