import FlowKit

/// The app file's `screens:`: each screen declared, then its actions and lifecycle effects.
extension AppCompiler {
    mutating func declareScreens(_ node: YAMLNode) {
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

    mutating func compileScreenActions(_ node: YAMLNode?) {
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
}
