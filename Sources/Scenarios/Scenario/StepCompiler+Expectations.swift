import FlowKit

/// A scenario's `expect:` steps: each key checked and compiled into an ``Expectation``, and the
/// screen patterns they name.
extension StepCompiler {
    /// The keys of one `expect` step's mapping.
    func expectations(_ node: YAMLNode) -> [Expectation]? {
        guard let entries = bag.mapping(node, "expect") else { return nil }
        if entries.isEmpty {
            bag.report(.emptyExpect, at: node.location)
            return nil
        }
        var result: [Expectation] = []
        var ok = true
        for entry in entries {
            guard let key = bag.string(entry.key, "an expect key") else {
                ok = false
                continue
            }
            guard let check = expectation(key, entry.value, keyLocation: entry.key.location) else {
                ok = false
                continue
            }
            result.append(Expectation(key: key, check: check, location: entry.key.location))
        }
        return ok ? result : nil
    }

    private func expectation(_ key: String, _ value: YAMLNode, keyLocation: SourceLocation)
        -> Expectation.Check?
    {
        let definition = app.definition
        switch key {
        case "root":
            guard let flow = bag.string(value, "root") else { return nil }
            guard definition.flows[flow] != nil else {
                bag.unknown(.flow, flow, at: value.location, known: definition.flows.keys)
                return nil
            }
            return .root(flow)
        case "tab":
            guard let tab = bag.string(value, "tab") else { return nil }
            guard app.tabNames.contains(tab) else {
                bag.unknown(.tab, tab, at: value.location, known: app.tabNames)
                return nil
            }
            return .tab(tab)
        case "stack":
            return screenList(value).map { .stack($0) }
        case "stacks":
            guard let entries = bag.mapping(value, "stacks") else { return nil }
            var result: [(tab: String, screens: [ScreenPattern])] = []
            for entry in entries {
                guard let tab = bag.string(entry.key, "a tab") else { return nil }
                guard app.tabNames.contains(tab) else {
                    bag.unknown(.tab, tab, at: entry.key.location, known: app.tabNames)
                    return nil
                }
                guard let screens = screenList(entry.value) else { return nil }
                result.append((tab, screens))
            }
            return .stacks(result)
        case "top":
            if value.string == "none" { return .top(nil) }
            return screenPattern(value).map { .top($0) }
        case "presented":
            if value.string == "none" { return .presented([]) }
            return screenList(value).map { .presented($0) }
        case "alert":
            if value.entries != nil { return alertContent(value) }
            guard let title = bag.string(value, "alert") else { return nil }
            if title == "none" { return .alert(nil) }
            if !app.alertTitles.contains(title) {
                bag.unknown(
                    .alertTitle, title, at: value.location, known: app.alertTitles,
                    context: " (no alert of the app has it)")
                return nil
            }
            return .alert(title)
        case "tabBar", "navBar":
            guard let word = bag.string(value, key) else { return nil }
            guard word == "visible" || word == "hidden" else {
                bag.unknown(
                    .value, word, at: value.location, known: ["visible", "hidden"],
                    context: " for \(key)")
                return nil
            }
            return key == "tabBar"
                ? .tabBar(visible: word == "visible") : .navBar(visible: word == "visible")
        case "scene":
            guard let word = bag.string(value, key) else { return nil }
            guard word == "foreground" || word == "background" else {
                bag.unknown(
                    .value, word, at: value.location, known: ["foreground", "background"],
                    context: " for scene")
                return nil
            }
            return .scene(background: word == "background")
        case "transition":
            return transitionExpectation(value)
        case "starts":
            guard let entries = bag.mapping(value, "starts") else { return nil }
            var result: [(path: String, count: Int)] = []
            for entry in entries {
                guard let path = bag.string(entry.key, "a coordinator path"),
                    coordinatorPath(path, at: entry.key.location)
                else { return nil }
                guard case .scalar(.int(let count)) = entry.value.kind, count >= 1 else {
                    bag.report(
                        .startsNotACount(found: entry.value.shape),
                        at: entry.value.location)
                    return nil
                }
                result.append((path, count))
            }
            return .starts(result)
        case "coordinators":
            var paths: [String] = []
            for (path, location) in bag.strings(value, "a coordinator path") {
                guard coordinatorPath(path, at: location) else { return nil }
                paths.append(path)
            }
            return .coordinators(paths)
        case "state":
            return stateValues(value, "state").map { .state($0) }
        case "session":
            guard let v = value.value else {
                bag.report(.sessionNotAValue(found: value.shape), at: value.location)
                return nil
            }
            // every app has it
            guard let spec = definition.key(AppDefinition.sessionKey) else { return nil }
            if spec.domainError(for: v) != nil {
                bag.report(.valueOutOfDomain(spec, v), at: value.location)
                return nil
            }
            return .state([Param(AppDefinition.sessionKey, v)])
        case "launchState":
            guard let s = bag.string(value, "launchState") else { return nil }
            guard app.launchStates.contains(s) else {
                bag.unknown(.launchState, s, at: value.location, known: app.launchStates)
                return nil
            }
            return .launchState(s)
        case "lifecycle":
            guard let screens = bag.mapping(value, "lifecycle") else { return nil }
            var result: [(screen: String, counts: [(LifecycleCallback, Int)])] = []
            for entry in screens {
                guard let screen = bag.string(entry.key, "a screen") else { return nil }
                guard definition.screens[screen] != nil else {
                    bag.unknown(
                        .screen, screen, at: entry.key.location, known: definition.screens.keys)
                    return nil
                }
                guard let counts = bag.mapping(entry.value, "the callbacks of '\(screen)'") else {
                    return nil
                }
                var list: [(LifecycleCallback, Int)] = []
                for c in counts {
                    guard let name = bag.string(c.key, "a callback") else { return nil }
                    guard let callback = LifecycleCallback(rawValue: name) else {
                        bag.unknown(
                            .callback, name, at: c.key.location,
                            known: LifecycleCallback.allCases.map(\.rawValue))
                        return nil
                    }
                    guard case .scalar(.int(let n)) = c.value.kind, n >= 0 else {
                        bag.report(
                            .callbackCountNotANumber(found: c.value.shape),
                            at: c.value.location)
                        return nil
                    }
                    list.append((callback, n))
                }
                result.append((screen, list))
            }
            return .lifecycle(result)
        case "actions", "can", "cannot":
            let known = app.actionNames
            var names: [String] = []
            for (name, location) in bag.strings(value, "an action") {
                guard known.contains(name) else {
                    bag.unknown(
                        .action, name, at: location, known: known,
                        context: " (no screen of the app has it)")
                    return nil
                }
                names.append(name)
            }
            return key == "actions" ? .actions(names) : key == "can" ? .can(names) : .cannot(names)
        case "leaks":
            if value.string == "none" { return .leaks([]) }
            return .leaks(bag.strings(value, "a leaked coordinator path or screen").map(\.0))
        case "crashed":
            return bag.string(value, "crashed").map { .crashed($0) }
        case "page":
            guard pagesDeclared(at: value.location) else { return nil }
            return screenPattern(value).map { .page($0) }
        case "children":
            if value.string == "none" { return .children([]) }
            return screenList(value).map { .children($0) }
        case "pending":
            if value.string == "none" { return .pending([]) }
            let known = app.requestOutcomes.keys
            var names: [String] = []
            for (name, location) in bag.strings(value, "a request") {
                guard app.requestOutcomes[name] != nil else {
                    bag.unknown(
                        .request, name, at: location, known: known,
                        context: " (no effect of the app starts it)")
                    return nil
                }
                names.append(name)
            }
            return .pending(names)
        default:
            bag.unknown(.expectKey, key, at: keyLocation, known: Self.expectKeys)
            return nil
        }
    }

    /// `alert: {title: T, message: M, buttons: [OK, Cancel]}`: message and buttons are optional.
    private func alertContent(_ node: YAMLNode) -> Expectation.Check? {
        guard let entries = bag.mapping(node, "alert") else { return nil }
        bag.checkKeys(
            entries, allowed: FileKeys.alert, required: ["title"], in: "an expected alert",
            at: node.location)
        guard let titleNode = node["title"], let title = bag.string(titleNode, "the alert's title")
        else { return nil }
        if !app.alertTitles.contains(title) {
            bag.unknown(
                .alertTitle, title, at: titleNode.location, known: app.alertTitles,
                context: " (no alert of the app has it)")
            return nil
        }
        let message = node["message"].flatMap { bag.string($0, "the alert's message") }
        var buttons: [String]?
        if let buttonsNode = node["buttons"] {
            var names: [String] = []
            for (name, location) in bag.strings(buttonsNode, "a button") {
                guard app.alertButtons.contains(name) else {
                    bag.unknown(
                        .alertButton, name, at: location, known: app.alertButtons,
                        context: " (no alert of the app has it)")
                    return nil
                }
                names.append(name)
            }
            buttons = names
        }
        return .alertContent(title: title, message: message, buttons: buttons)
    }

    private func screenList(_ node: YAMLNode) -> [ScreenPattern]? {
        guard let items = node.items else {
            bag.report(.screensNotAList(found: node.shape), at: node.location)
            return nil
        }
        var result: [ScreenPattern] = []
        for item in items {
            guard let p = screenPattern(item) else { return nil }
            result.append(p)
        }
        return result
    }

    private func screenPattern(_ node: YAMLNode) -> ScreenPattern? {
        guard let call = InvocationSyntax.parse(node, "a screen", into: bag) else { return nil }
        guard let spec = app.definition.screens[call.name] else {
            bag.unknown(
                .screen, call.name, at: call.nameLocation, known: app.definition.screens.keys)
            return nil
        }
        let text = node.string ?? ""
        let hasParens = text.utf8.contains(UInt8(ascii: "("))  // not Foundation's search
        var params: [Param] = []
        for a in call.arguments {
            guard spec.params.contains(a.argument.name) else {
                bag.unknown(
                    .parameter, a.argument.name, at: a.location, known: spec.params,
                    context: " of screen '\(spec.name)'")
                return nil
            }
            guard case .literal(let v) = a.argument.value else {
                bag.report(.namesInExpectation, at: a.location)
                return nil
            }
            params.append(Param(a.argument.name, v))
        }
        return ScreenPattern(name: call.name, params: hasParens ? params : nil)
    }
}
