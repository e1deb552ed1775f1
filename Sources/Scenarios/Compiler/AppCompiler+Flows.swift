import FlowKit

/// The app file's `flows:`: each flow's kind (stack, push, tabs, screenless) and its keys.
extension AppCompiler {
    mutating func declareFlows(_ node: YAMLNode) {
        guard let entries = bag.mapping(node, "flows") else { return }
        for entry in entries {
            guard let name = bag.string(entry.key, "a flow name") else { continue }
            guard let fields = bag.mapping(entry.value, "flow '\(name)'") else { continue }
            let kinds = FileKeys.flowKinds
            bag.checkKeys(
                fields, allowed: FileKeys.flow, in: "flow '\(name)'", at: entry.value.location)
            // `source: CheckoutCoordinator`: read only by `flowsim import --check`.
            if let source = entry.value["source"] { _ = bag.string(source, "a Swift type name") }
            let given = fields.filter { kinds.contains($0.key.string ?? "") }
            guard let kindEntry = given.first else {
                bag.report(
                    .flowWithoutKind(flow: name, hasOnStart: entry.value["onStart"] != nil),
                    at: entry.key.location)
                continue
            }
            if given.count > 1 {
                bag.report(
                    .flowWithTwoKinds(
                        flow: name, first: given[0].key.string ?? "",
                        second: given[1].key.string ?? ""),
                    at: given[1].key.location)
            }
            let params =
                entry.value["params"].map { bag.strings($0, "a parameter name").map(\.0) } ?? []
            var compiler = EffectCompiler(bag: bag)
            let content: FlowSpec.Content
            switch kindEntry.key.string {
            case "tabs":
                content = .tabs(readTabs(kindEntry.value, flow: name, compiler: &compiler))
            case "screenless":
                content = .screenless(
                    readScreenless(entry.value, kind: kindEntry, flow: name, compiler: &compiler))
            case let kind?:
                var screens: [Invocation] = []
                let items = bag.list(kindEntry.value)
                let skip = EffectCompiler.splitContinuations(items)
                for (index, item) in items.enumerated() where !skip.contains(index) {
                    guard
                        let call = InvocationSyntax.parse(
                            item, "a screen of flow '\(name)'", into: bag)
                    else { continue }
                    compiler.references.append(.screen(call, afterFinish: false))
                    for arg in call.arguments {
                        if case .reference(let n) = arg.argument.value {
                            compiler.uses.append(
                                NameUse(name: n, location: arg.valueLocation, afterFinish: false))
                        }
                    }
                    screens.append(call.invocation)
                }
                // `stack: []`: a tab whose navigation controller starts empty (checked where it is used).
                let emptyStack = kind == "stack" && kindEntry.value.items?.isEmpty == true
                if screens.isEmpty, !emptyStack {
                    bag.report(
                        .flowWithoutScreens(flow: name, kind: kind), at: kindEntry.value.location)
                }
                var style = PresentationStyle.sheet
                if let styleNode = entry.value["style"] {
                    checkFlowKey(.style, styleNode, flow: name, kind: kind)
                    style = PresentationSyntax.presentationStyle(styleNode, bag: bag) ?? .sheet
                }
                switch kind {
                case "stack": content = .stack(screens)
                case "push": content = .push(screens)
                default: content = .present(screens, style)
                }
            case nil:
                continue
            }
            if let onStart = entry.value["onStart"] {
                checkFlowKey(.onStart, onStart, flow: name, kind: content.kindName)
            }
            var spec = FlowSpec(name, params: params, content: content)
            if let h = entry.value["hidesBars"] {
                spec.hidesBars = bag.bool(h, "hidesBars") ?? false
            }
            if let n = entry.value["inNavigationController"],
                checkFlowKey(.inNavigationController, n, flow: name, kind: content.kindName)
            {
                let inNavigation = bag.bool(n, "inNavigationController")
                spec.inNavigationController = inNavigation ?? false
                readBareRoot(spec: &spec, content: content, inNavigation: inNavigation, at: n)
            }
            if let a = entry.value["autoFinish"] {
                spec.autoFinish = bag.bool(a, "autoFinish") ?? false
            }
            readCleanup(entry.value, into: &spec)
            for key in [FlowKey.modalInPresentation, .onAttemptToDismiss] {
                guard let node = entry.value[key.rawValue] else { continue }
                checkFlowKey(key, node, flow: name, kind: content.kindName)
            }
            spec.swipe = PresentationSyntax.swipeRefusal(entry.value, compiler: &compiler)
            if let node = entry.value["kept"] {
                spec.kept = bag.bool(node, "kept") ?? false
                checkFlowKey(.kept, node, flow: name, kind: content.kindName)
            }
            if let onFinish = entry.value["onFinish"],
                let children = bag.mapping(onFinish, "onFinish")
            {
                for child in children {
                    guard let childName = bag.string(child.key, "a child flow") else { continue }
                    compiler.references.append(.childFlow(childName, child.key.location))
                    spec.onFinish[childName] = compiler.effects(child.value)
                }
            }
            flowDecls[name] = (spec, entry.key.location)
            pending.append(PendingEffects(owner: .flow(name), compiler: compiler))
        }
    }

    /// Whether `key`, written on flow `flow` of `kind` at `node`, applies to that kind of flow
    /// (``FlowKey/kinds``); an error when it does not. Every key that applies only to some kinds
    /// of flow is checked here.
    @discardableResult
    func checkFlowKey(_ key: FlowKey, _ node: YAMLNode, flow: String, kind: String) -> Bool {
        guard !key.applies(to: kind) else { return true }
        bag.report(.keyNotForFlowKind(key, flow: flow, kind: kind), at: node.location)
        return false
    }

    /// `screenless: true` with `onStart: [effects]`: a coordinator with no screen (a gate).
    private func readScreenless(
        _ node: YAMLNode, kind: YAMLNode.Entry, flow: String, compiler: inout EffectCompiler
    ) -> [Effect] {
        if bag.bool(kind.value, "screenless") == false {
            bag.report(.screenlessFalse(flow: flow), at: kind.value.location)
        }
        for key in [FlowKey.hidesBars, .style] {
            if let option = node[key.rawValue] {
                checkFlowKey(key, option, flow: flow, kind: "screenless")
            }
        }
        guard let onStart = node["onStart"] else {
            bag.report(.screenlessWithoutOnStart(flow: flow), at: kind.key.location)
            return []
        }
        return compiler.effects(onStart)
    }

    private mutating func readTabs(_ node: YAMLNode, flow: String, compiler: inout EffectCompiler)
        -> [TabSpec]
    {
        guard let entries = bag.mapping(node, "the tabs of '\(flow)'") else { return [] }
        if entries.count > TabBar.maximumTabs {
            bag.report(
                .tooManyTabs(flow: flow, count: entries.count, limit: TabBar.maximumTabs),
                at: entries[TabBar.maximumTabs].key.location)
        }
        if entries.isEmpty {
            bag.report(.noTabs(flow: flow), at: node.location)
        }
        var tabs: [TabSpec] = []
        for entry in entries {
            guard let tabName = bag.string(entry.key, "a tab name") else { continue }
            tabNames.insert(tabName)
            var flowNode = entry.value
            var intercept: [Effect]?
            var onSelect: [Effect] = []
            var when: [Condition] = []
            if entry.value.entries != nil {
                guard let fields = bag.mapping(entry.value, "tab '\(tabName)'") else { continue }
                bag.checkKeys(
                    fields, allowed: FileKeys.tab, required: ["flow"], in: "tab '\(tabName)'",
                    at: entry.value.location)
                guard let f = entry.value["flow"] else { continue }
                flowNode = f
                if let i = entry.value["intercept"] { intercept = compiler.effects(i) }
                if let s = entry.value["onSelect"] {
                    if entry.value["intercept"] != nil {
                        bag.report(.interceptAndOnSelect(tab: tabName), at: s.location)
                    }
                    onSelect = compiler.effects(s)
                }
                if let w = entry.value["when"], let c = compiler.condition(w) {
                    when = w.items == nil ? [c] : c.allConditions
                }
            }
            guard
                let call = InvocationSyntax.parse(
                    flowNode, "the flow of tab '\(tabName)'", into: bag)
            else { continue }
            compiler.references.append(.tabFlow(call))
            for arg in call.arguments {
                if case .reference(let n) = arg.argument.value {
                    compiler.uses.append(
                        NameUse(name: n, location: arg.valueLocation, afterFinish: false))
                }
            }
            var tab = TabSpec(tabName, flow: call.invocation, intercept: intercept)
            tab.onSelect = onSelect
            tab.when = when
            tabs.append(tab)
        }
        return tabs
    }
}
