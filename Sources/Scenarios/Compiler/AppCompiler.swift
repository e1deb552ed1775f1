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
