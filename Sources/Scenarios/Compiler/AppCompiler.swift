import FlowKit

/// Compiles an app file (`*.app.yaml`) into a FlowKit ``AppDefinition``, resolving
/// every name so that a misspelt screen, flow, tab, key or parameter is an error.
struct AppCompiler {
    let path: String
    let bag: DiagnosticBag

    // Declarations, by name, with where they stand.
    var stateKeys: [StateKey] = []
    var stateLocations: [String: SourceLocation] = [:]
    /// Where each launch rule's `state:` is written.
    var launchLocations: [String: SourceLocation] = [:]
    /// Where each key stands in `stateKeys`.
    var stateKeyIndex: [String: Int] = [:]
    var screenDecls: [String: (spec: ScreenSpec, location: SourceLocation)] = [:]
    var flowDecls: [String: (spec: FlowSpec, location: SourceLocation)] = [:]
    var tabNames: Set<String> = []
    var alertButtons: Set<String> = ["OK"]
    var alertTitles: Set<String> = []
    /// Each link's parameters, by name (for `post:`).
    var linkParams: [String: [String]] = [:]
    /// Every request any effect starts, with its outcomes.
    var requestOutcomes: [String: [String]] = [:]
    /// Each container screen's `embeds:` or `pages:` key, with where its children are written,
    /// for the check that no screen contains itself.
    var containerKeys: [String: (key: String, children: [(String, SourceLocation)])] = [:]

    /// Effects waiting for their names to be checked, with the context that supplies `$NAME`s.
    struct PendingEffects {
        enum Owner {
            /// `index`: the action's place among the screen's actions.
            case action(screen: String, action: String, index: Int)
            /// A screen's effects at a lifecycle callback (`onAppear`).
            case screenLifecycle(screen: String, key: String)
            case flow(String)  // a flow's own screen lists, onFinish, intercept, tab flows
            case launch
            case link(params: [String])
            /// `onForeground` or `onBackground`: the scene's hooks read the persisted state.
            case scene(String)
        }
        var owner: Owner
        var compiler: EffectCompiler
    }
    var pending: [PendingEffects] = []
    /// Whether the file has `screens:` and `flows:` (when one is missing, that alone is reported).
    var hasScreensSection = true
    var hasFlowsSection = true

    init(path: String, bag: DiagnosticBag) {
        self.path = path
        self.bag = bag
    }

    static let topKeys = FileKeys.appFile

    mutating func compile(_ root: YAMLNode) -> CompiledApp? {
        let errorsBefore = bag.errorCount
        guard let entries = bag.mapping(root, "an app file") else { return nil }
        bag.checkKeys(
            entries, allowed: Self.topKeys, required: FileKeys.appFileRequired, in: "an app file",
            at: root.location)
        let name = root["app"].flatMap { bag.string($0, "the app's name") } ?? "App"
        hasScreensSection = root["screens"] != nil
        hasFlowsSection = root["flows"] != nil
        if let state = root["state"] { readState(state) }
        if stateKeyIndex[AppDefinition.sessionKey] == nil {
            stateKeyIndex[AppDefinition.sessionKey] = stateKeys.count
            stateKeys.append(AppDefinition.sessionStateKey)
        }
        // Declarations first, so that bodies can refer to anything.
        if let screens = root["screens"] { declareScreens(screens) }
        if let flows = root["flows"] { declareFlows(flows) }
        var rules: [LaunchRule] = []
        if let launch = root["launch"] { rules = readLaunch(launch) }
        var links: [LinkSpec] = []
        if let linksNode = root["links"] { links = readLinks(linksNode) }
        linkParams = Dictionary(
            links.map { ($0.name, $0.params) }, uniquingKeysWith: { first, _ in first })
        let onForeground = readSceneHook("onForeground", root)
        let onBackground = readSceneHook("onBackground", root)
        compileScreenActions(root["screens"])
        checkContainment()
        checkShadowedChildActions()
        checkPending(rules: rules, links: links, hooks: onForeground + onBackground)
        guard bag.errorCount == errorsBefore else { return nil }
        let definition = AppDefinition(
            name: name, state: stateKeys, launch: rules,
            flows: flowDecls.values.map(\.spec), screens: screenDecls.values.map(\.spec),
            links: links, onForeground: onForeground, onBackground: onBackground)
        var app = CompiledApp(
            path: path, definition: definition, tabNames: tabNames, alertButtons: alertButtons,
            alertTitles: alertTitles, launchStates: rules.map(\.state),
            actionNames: definition.allActionNames,
            requestOutcomes: requestOutcomes)
        app.launchRuleLocations = launchLocations
        app.stateKeyLocations = stateLocations
        if let node = root["properties"] {
            app.properties = PropertyCompiler(app: app, bag: bag).compile(node)
            guard bag.errorCount == errorsBefore else { return nil }
        }
        return app
    }

    // MARK: - state

    private mutating func readState(_ node: YAMLNode) {
        guard let entries = bag.mapping(node, "state") else { return }
        for entry in entries {
            guard let name = bag.string(entry.key, "a state key") else { continue }
            var key: StateKey
            if let fields = entry.value.entries {
                bag.checkKeys(
                    fields, allowed: FileKeys.stateKey, in: "state key '\(name)'",
                    at: entry.value.location)
                let def = singleValue(entry.value["default"], "the default of '\(name)'") ?? .null
                key = StateKey(name, default: def)
                if let valuesNode = entry.value["values"] {
                    let values = bag.list(valuesNode).compactMap { item -> Value? in
                        guard let v = item.value else {
                            bag.report(.stateValueNotSingle(key: name), at: item.location)
                            return nil
                        }
                        return v
                    }
                    key.values = values
                    // session's default is checked below
                    if !values.contains(def), name != AppDefinition.sessionKey {
                        bag.report(
                            .defaultNotInValues(key: name, default: def, values: values),
                            at: entry.value["default"]?.location ?? entry.value.location)
                    }
                }
                if let storeNode = entry.value["store"], let store = bag.string(storeNode, "store")
                {
                    if let domain = StoreDomain(rawValue: store) {
                        key.domain = domain
                    } else {
                        bag.unknown(
                            .store, store, at: storeNode.location,
                            known: ["defaults", "keychain", "memory"])
                    }
                } else if name == AppDefinition.sessionKey {
                    key.domain = .keychain
                }
                key.sample = singleValue(entry.value["sample"], "the sample of '\(name)'")
            } else if let v = entry.value.value {
                key = StateKey(name, default: v)
                if name == AppDefinition.sessionKey { key.domain = .keychain }
            } else {
                bag.report(.stateKeyShape(key: name), at: entry.value.location)
                continue
            }
            if name == AppDefinition.sessionKey {
                // Reserved with the values none, guest and user; an app may narrow them (no guest mode).
                let reserved = AppDefinition.sessionStateKey.values ?? []
                if let values = key.values {
                    let outside = values.filter { !reserved.contains($0) }
                    if !outside.isEmpty {
                        bag.report(
                            .sessionValueAdded(outside: outside),
                            at: entry.value["values"]?.location ?? entry.value.location)
                    }
                    key.values = reserved.filter { values.contains($0) }
                } else {
                    key.values = reserved
                }
                let allowed = key.values ?? reserved
                if !allowed.contains(key.defaultValue) {
                    if key.defaultValue == .null, allowed.contains("none") {
                        key.defaultValue = "none"
                    } else if key.values != reserved, entry.value["default"] == nil,
                        let first = allowed.first
                    {
                        key.defaultValue = first
                    } else if reserved.contains(key.defaultValue) || key.defaultValue == .null {
                        bag.report(
                            .sessionDefaultNotInValues(allowed: allowed), at: entry.value.location)
                    } else {
                        bag.report(.sessionDefaultInvalid, at: entry.value.location)
                    }
                }
            }
            if stateLocations[name] != nil { continue }  // the parser reports duplicate keys
            stateLocations[name] = entry.key.location
            stateKeyIndex[name] = stateKeys.count
            stateKeys.append(key)
        }
    }

    /// A scalar's value; an error (and `nil`) for a list or mapping, which no state value can be.
    private func singleValue(_ node: YAMLNode?, _ what: String) -> Value? {
        guard let node else { return nil }
        guard let value = node.value else {
            bag.report(
                .notASingleValue(what: what, found: node.shape), at: node.location)
            return nil
        }
        return value
    }

    // MARK: - screens

    private mutating func declareScreens(_ node: YAMLNode) {
        guard let entries = bag.mapping(node, "screens") else { return }
        for entry in entries {
            guard let name = bag.string(entry.key, "a screen name") else { continue }
            guard let fields = bag.mapping(entry.value, "screen '\(name)'") else { continue }
            bag.checkKeys(
                fields, allowed: FileKeys.screen, in: "screen '\(name)'", at: entry.value.location)
            var spec = ScreenSpec(name)
            if let p = entry.value["params"] {
                spec.params = bag.strings(p, "a parameter name").map(\.0)
            }
            if let h = entry.value["hidesTabBar"] {
                spec.hidesTabBar = bag.bool(h, "hidesTabBar") ?? false
            }
            // `source: CatalogViewController`: read only by `flowsim import --check`.
            if let source = entry.value["source"] { _ = bag.string(source, "a Swift type name") }
            if let r = entry.value["requiresAccount"] {
                spec.requiresAccount = bag.bool(r, "requiresAccount") ?? false
            }
            readContainment(entry.value, screen: name, into: &spec)
            screenDecls[name] = (spec, entry.key.location)
        }
    }

    private mutating func compileScreenActions(_ node: YAMLNode?) {
        guard let entries = node?.entries else { return }
        for entry in entries {
            if let name = entry.key.nameText, entry.value.entries != nil {
                compileLifecycleEffects(entry.value, screen: name)
            }
            // Names as declareScreens read them: `404:` is the screen `404` (a key of another kind was reported there).
            guard let name = entry.key.nameText, let actionsNode = entry.value["actions"] else {
                continue
            }
            guard let actions = bag.mapping(actionsNode, "the actions of '\(name)'") else {
                continue
            }
            var specs: [ActionSpec] = []
            for action in actions {
                guard let actionName = bag.string(action.key, "an action name") else { continue }
                var compiler = EffectCompiler(bag: bag)
                var spec = ActionSpec(actionName, [])
                if let fields = action.value.entries,
                    fields.contains(where: { $0.key.string == "do" })
                {
                    bag.checkKeys(
                        fields, allowed: FileKeys.flaggedAction, in: "action '\(actionName)'",
                        at: action.value.location)
                    spec.effects = action.value["do"].map { compiler.effects($0) } ?? []
                    spec.createsAccount =
                        action.value["createsAccount"].flatMap { bag.bool($0, "createsAccount") }
                        ?? false
                    spec.deletesAccount =
                        action.value["deletesAccount"].flatMap { bag.bool($0, "deletesAccount") }
                        ?? false
                } else {
                    spec.effects = compiler.effects(action.value)
                }
                specs.append(spec)
                pending.append(
                    PendingEffects(
                        owner: .action(screen: name, action: actionName, index: specs.count - 1),
                        compiler: compiler))
            }
            screenDecls[name]?.spec.actions = specs
        }
    }

    /// `onLoad:`, `onWillAppear:`, `onAppear:`: the effects a screen runs at those callbacks.
    private mutating func compileLifecycleEffects(_ node: YAMLNode, screen name: String) {
        for key in ["onLoad", "onWillAppear", "onAppear"] {
            guard let effectsNode = node[key] else { continue }
            var compiler = EffectCompiler(bag: bag)
            let effects = compiler.effects(effectsNode)
            switch key {
            case "onLoad": screenDecls[name]?.spec.onLoad = effects
            case "onWillAppear": screenDecls[name]?.spec.onWillAppear = effects
            default: screenDecls[name]?.spec.onAppear = effects
            }
            pending.append(
                PendingEffects(owner: .screenLifecycle(screen: name, key: key), compiler: compiler))
        }
    }

    // MARK: - flows

    private mutating func declareFlows(_ node: YAMLNode) {
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

    // MARK: - launch and links

    private mutating func readLaunch(_ node: YAMLNode) -> [LaunchRule] {
        guard let items = node.items else {
            bag.report(.launchNotAList(found: node.shape), at: node.location)
            return []
        }
        var rules: [LaunchRule] = []
        var seen: [String: SourceLocation] = [:]
        for (i, item) in items.enumerated() {
            guard let fields = bag.mapping(item, "a launch rule") else { continue }
            bag.checkKeys(
                fields, allowed: FileKeys.launchRule, required: ["state", "root"],
                in: "a launch rule", at: item.location)
            guard let stateNode = item["state"],
                let state = bag.string(stateNode, "the launch state"),
                let rootNode = item["root"]
            else { continue }
            if let first = seen[state] {
                bag.report(.launchStateTwice(state: state, first: first), at: stateNode.location)
            }
            seen[state] = stateNode.location
            launchLocations[state] = stateNode.location
            var compiler = EffectCompiler(bag: bag)
            var conditions: [Condition] = []
            if let whenNode = item["when"], let c = compiler.condition(whenNode) {
                conditions = whenNode.items == nil ? [c] : c.allConditions
            } else if item["when"] == nil, i < items.count - 1 {
                bag.report(.launchRuleWithoutWhen(state: state), at: stateNode.location)
            }
            guard let rootCall = InvocationSyntax.parse(rootNode, "the root flow", into: bag) else {
                continue
            }
            compiler.references.append(.rootFlow(rootCall))
            for arg in rootCall.arguments {
                if case .reference(let n) = arg.argument.value {
                    compiler.uses.append(
                        NameUse(name: n, location: arg.valueLocation, afterFinish: false))
                }
            }
            let then = item["then"].map { compiler.effects($0) } ?? []
            rules.append(LaunchRule(state, when: conditions, root: rootCall.invocation, then: then))
            pending.append(PendingEffects(owner: .launch, compiler: compiler))
        }
        return rules
    }

    private mutating func readLinks(_ node: YAMLNode) -> [LinkSpec] {
        guard let entries = bag.mapping(node, "links") else { return [] }
        var links: [LinkSpec] = []
        for entry in entries {
            guard
                let call = InvocationSyntax.parse(
                    entry.key, "a link", into: bag, allowBareNames: true)
            else { continue }
            if !call.arguments.isEmpty {
                bag.report(
                    .linkDeclaresValues(
                        link: call.name, arguments: call.arguments.map(\.argument.name)),
                    at: call.arguments[0].location)
            }
            var compiler = EffectCompiler(bag: bag)
            var params = call.bareNames.map(\.0)
            // `product(sku): {url: "shopr://product/{sku}", do: [...]}`: a link that also answers to a URL.
            var url: LinkPattern?
            var effectsNode = entry.value
            var when: [Condition] = []
            var isInAppOnly = false
            if let fields = entry.value.entries,
                fields.contains(where: { ["url", "when", "inApp"].contains($0.key.string) })
            {
                bag.checkKeys(
                    fields, allowed: FileKeys.link, required: ["do"], in: "link '\(call.name)'",
                    at: entry.value.location)
                // `when:`: the state in which the app can route the link; until then it is held.
                if let whenNode = entry.value["when"], let c = compiler.condition(whenNode) {
                    when = whenNode.items == nil ? [c] : c.allConditions
                }
                // `inApp: true`: an event only the app posts; exploration never opens it.
                if let node = entry.value["inApp"], let flag = bag.bool(node, "inApp") {
                    isInAppOnly = flag
                }
                if let urlNode = entry.value["url"],
                    let text = bag.string(urlNode, "the link's URL")
                {  // optional
                    do {
                        let pattern = try LinkPattern(text)
                        url = pattern
                        if call.bareNames.isEmpty, !(entry.key.nameText?.contains("(") ?? false) {
                            params = pattern.parameters
                        } else if Set(pattern.parameters) != Set(params) {
                            bag.report(
                                .linkURLParameters(
                                    url: text, urlParameters: pattern.parameters,
                                    link: call.name, parameters: params),
                                at: urlNode.location)
                        }
                    } catch {
                        bag.report(
                            .unreadableLinkURL(url: text, reason: error.message),
                            at: urlNode.location)
                    }
                }
                effectsNode =
                    entry.value["do"] ?? YAMLNode(.scalar(.null), at: entry.value.location)
            }
            let effects = compiler.effects(effectsNode)
            var link = LinkSpec(call.name, params: params, effects: effects, url: url)
            link.when = when
            link.isInAppOnly = isInAppOnly
            links.append(link)
            pending.append(PendingEffects(owner: .link(params: params), compiler: compiler))
        }
        return links
    }
}

extension AppCompiler {
    /// `onForeground:` or `onBackground:`, an effect list run when the scene changes phase.
    fileprivate mutating func readSceneHook(_ key: String, _ root: YAMLNode) -> [Effect] {
        guard let node = root[key] else { return [] }
        var compiler = EffectCompiler(bag: bag)
        let effects = compiler.effects(node)
        pending.append(PendingEffects(owner: .scene(key), compiler: compiler))
        return effects
    }
}

extension Condition {
    /// The conditions of an `.all`, or this one alone.
    var allConditions: [Condition] {
        if case .all(let cs) = self { return cs }
        return [self]
    }
}
