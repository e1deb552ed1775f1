import FlowKit

/// Compiles the `steps:` of a scenario file against its app, checking every name.
struct StepCompiler {
    let app: CompiledApp
    let bag: DiagnosticBag
    /// Whether a tap of an action no screen has is an error, as every unknown name is: not in a
    /// scenario that expects to fail, which may well replay a build without that button.
    var warnsOfUnknownActions = true

    static let stepWords = [
        "launch", "relaunch", "reinstall", "back", "swipeDown", "background", "foreground",
    ]
    static let stepKeys = [
        "tap", "select", "alert", "open", "set", "run", "expect", "respond", "swipe",
    ]
    static let expectKeys = [
        "root", "tab", "stack", "stacks", "top", "presented", "alert", "tabBar", "navBar",
        "coordinators", "starts",
        "state", "session", "launchState", "lifecycle", "actions", "can", "cannot", "leaks",
        "crashed", "pending", "scene", "page", "children", "transition",
    ]

    /// What a step with several keys most likely meant: keys of an empty `expect:` (or
    /// another step key) written at its column instead of under it, or a step missing its `- `.
    static func fix(ofKeys entries: [YAMLNode.Entry]) -> StepKeysFix {
        let first = entries[0]
        let second = entries[1]
        let column = first.key.location.column
        if first.value.isNull, let key = first.key.string, stepKeys.contains(key),
            entries.dropFirst().allSatisfy({ !stepKeys.contains($0.key.string ?? "") })
        {
            return .indentUnder(key: key, line: second.key.location.line, column: column)
        }
        if let key = second.key.string, stepKeys.contains(key), let value = second.value.string,
            column > 2
        {
            return .ownItem(
                text: key + ": " + value, line: second.key.location.line, column: column - 2)
        }
        return .eachItsOwn
    }

    /// A step, or a `run:` path to expand (with where it is written).
    enum Compiled {
        case step(ScenarioStep)
        case run(String, SourceLocation)
    }

    func compile(_ node: YAMLNode) -> [Compiled] {
        guard let items = node.items else {
            bag.report(.stepsNotAList(found: node.shape), at: node.location)
            return []
        }
        return items.compactMap(step)
    }

    /// One step: a word (`launch`) or a mapping with one key (`tap: send`), with its text as
    /// written when that is a key and one scalar.
    func step(_ node: YAMLNode) -> Compiled? {
        let read = stepAsRead(node)
        guard case .step(var compiled)? = read else { return read }
        if let entries = node.entries, entries.count == 1, let key = entries[0].key.string,
            let value = entries[0].value.string
        {
            compiled.written = key + ": " + value
        }
        return .step(compiled)
    }

    private func stepAsRead(_ node: YAMLNode) -> Compiled? {
        WorkCounter.add(1)
        let at = node.location
        if let word = node.string {
            switch word {
            case "launch": return .step(ScenarioStep(kind: .perform(.launch), location: at))
            case "relaunch": return .step(ScenarioStep(kind: .perform(.relaunch), location: at))
            case "reinstall": return .step(ScenarioStep(kind: .perform(.reinstall), location: at))
            case "back": return .step(ScenarioStep(kind: .perform(.back), location: at))
            case "swipeDown": return .step(ScenarioStep(kind: .perform(.swipeDown), location: at))
            case "background":
                return .step(ScenarioStep(kind: .perform(.background), location: at))
            case "foreground":
                return .step(ScenarioStep(kind: .perform(.foreground), location: at))
            default:
                if Self.stepKeys.contains(word) {
                    bag.report(.stepNeedsValue(step: word), at: at)
                } else {
                    bag.unknown(.step, word, at: at, known: Self.stepWords + Self.stepKeys)
                }
                return nil
            }
        }
        guard let entries = node.entries, let first = entries.first else {
            bag.report(.notAStep(found: node.shape), at: at)
            return nil
        }
        if entries.count > 1, let settled = stepBesideSettle(node, entries) { return settled }
        if entries.count > 1 {
            bag.report(
                .severalKeysInStep(
                    count: entries.count, keys: entries.compactMap(\.key.string),
                    fix: Self.fix(ofKeys: entries)),
                at: entries[1].key.location)
            return nil
        }
        guard let key = first.key.string else {
            bag.report(.stepKeyNotAWord(found: first.key.shape), at: first.key.location)
            return nil
        }
        let value = first.value
        switch key {
        case "tap":
            guard let call = InvocationSyntax.parse(value, "the action to tap", into: bag) else {
                return nil
            }
            // A name no screen has is an error, except in a scenario that expects to fail: the
            // same reviewer script may run against a build without that button, where the tap
            // fails at run time, as it should.
            let known = app.actionNames
            if !known.contains(call.name), warnsOfUnknownActions {
                bag.report(
                    .actionNotInApp(
                        action: call.name, suggestion: bag.didYouMean(call.name, in: known)),
                    at: call.nameLocation)
            }
            guard let args = literalArguments(call, "tap") else { return nil }
            return .step(ScenarioStep(kind: .perform(.tap(call.name, args)), location: at))
        case "select":
            guard let tab = bag.string(value, "the tab to select") else { return nil }
            if !app.tabNames.contains(tab) {
                bag.unknown(
                    .tab, tab, at: value.location, known: app.tabNames,
                    context: app.tabNames.isEmpty ? " (the app has no tabs flow)" : "")
                return nil
            }
            return .step(ScenarioStep(kind: .perform(.select(tab)), location: at))
        case "alert":
            guard let button = bag.string(value, "the alert button") else { return nil }
            if !app.alertButtons.contains(button) {
                bag.unknown(
                    .alertButton, button, at: value.location, known: app.alertButtons,
                    context: " (no alert of the app has it)")
                return nil
            }
            return .step(ScenarioStep(kind: .perform(.alert(button)), location: at))
        case "open":
            if let text = value.string, LinkPattern.startsWithScheme(text) {
                return openURL(text, value)
            }
            guard let call = InvocationSyntax.parse(value, "the link to open", into: bag) else {
                return nil
            }
            guard let link = app.definition.links[call.name] else {
                bag.unknown(
                    .link, call.name, at: call.nameLocation, known: app.definition.links.keys)
                return nil
            }
            guard let args = literalArguments(call, "open") else { return nil }
            guard bag.checkArguments(call, ArgumentCheck(.link(link.name), accepted: link.params))
            else { return nil }
            return .step(ScenarioStep(kind: .perform(.open(call.name, args)), location: at))
        case "set":
            guard let values = stateValues(value, "set") else { return nil }
            return .step(ScenarioStep(kind: .perform(.set(values)), location: at))
        case "respond":
            return respond(value).map { .step(ScenarioStep(kind: .perform($0), location: at)) }
        case "swipe":
            return swipe(value).map { .step(ScenarioStep(kind: .perform($0), location: at)) }
        case "run":
            guard let target = bag.string(value, "the scenario file to run") else { return nil }
            return .run(target, value.location)
        case "expect":
            guard let expectations = expectations(value) else { return nil }
            return .step(ScenarioStep(kind: .expect(expectations), location: at))
        default:
            bag.unknown(.step, key, at: first.key.location, known: Self.stepWords + Self.stepKeys)
            return nil
        }
    }

    /// `open: shopr://product/42`: the link whose URL pattern matches, with the values the URL
    /// carries read as an argument's are (`42` a number; text that YAML would read two ways, such as `042`, stays text).
    private func openURL(_ url: String, _ node: YAMLNode) -> Compiled? {
        guard let (link, values) = app.definition.link(matching: url) else {
            let patterns = app.definition.links.values.compactMap { $0.url?.text }.sorted()
            bag.report(.noLinkForURL(url: url, patterns: patterns), at: node.location)
            return nil
        }
        let args = values.map { value -> Param in
            let parsed =
                (try? InvocationSyntax.readLiteral(value.text).get()) ?? .string(value.text)
            return Param(value.name, parsed)
        }
        return .step(ScenarioStep(kind: .perform(.open(link.name, args)), location: node.location))
    }

    private func literalArguments(_ call: InvocationSyntax, _ step: String) -> [Param]? {
        var params: [Param] = []
        for a in call.arguments {
            guard case .literal(let v) = a.argument.value else {
                bag.report(
                    .namesInStep(step: step, value: "\(a.argument.value)"), at: a.location)
                return nil
            }
            params.append(Param(a.argument.name, v))
        }
        return params
    }

    /// `{KEY: VALUE}` over the app's state keys, each value in the key's domain.
    func stateValues(_ node: YAMLNode, _ what: String) -> [Param]? {
        guard let entries = bag.mapping(node, what) else { return nil }
        var result: [Param] = []
        var ok = true
        for entry in entries {
            guard let key = bag.string(entry.key, "a state key") else {
                ok = false
                continue
            }
            guard let spec = app.definition.key(key) else {
                bag.unknown(
                    .stateKey, key, at: entry.key.location,
                    known: app.definition.stateKeys.lazy.map(\.name))
                ok = false
                continue
            }
            guard let value = entry.value.value else {
                bag.report(
                    .notASingleValue(
                        what: "the value of '\(key)'", found: entry.value.shape),
                    at: entry.value.location)
                ok = false
                continue
            }
            if spec.domainError(for: value) != nil {
                bag.report(.valueOutOfDomain(spec, value), at: entry.value.location)
                ok = false
                continue
            }
            result.append(Param(key, value))
        }
        return ok ? result : nil
    }

    /// `respond: NAME.OUTCOME`, both names checked against the requests the app starts.
    private func respond(_ node: YAMLNode) -> Step? {
        guard let text = bag.string(node, "the response") else { return nil }
        let requests = app.requestOutcomes
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            let example =
                requests.keys.sorted().first.flatMap { r in requests[r]?.first.map { "\(r).\($0)" }
                } ?? "signIn.success"
            bag.report(.respondShape(example: example, text: text), at: node.location)
            return nil
        }
        let (request, outcome) = (parts[0], parts[1])
        guard let outcomes = requests[request] else {
            bag.unknown(
                .request, request, at: node.location, known: requests.keys,
                context: requests.isEmpty
                    ? " (no effect of the app starts a request)"
                    : " (no effect of the app starts it)")
            return nil
        }
        guard outcomes.contains(outcome) else {
            bag.unknown(
                .outcome, outcome, at: node.location, known: outcomes,
                context: " of request '\(request)'")
            return nil
        }
        return .respond(request, outcome: outcome)
    }

    // MARK: - expect

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

extension StepCompiler {
    /// `swipe: next` or `swipe: previous`, in an app with a page view controller.
    func swipe(_ node: YAMLNode) -> Step? {
        guard let word = bag.string(node, "the way to swipe") else { return nil }
        guard let direction = PageDirection(rawValue: word) else {
            bag.unknown(
                .direction, word, at: node.location,
                known: PageDirection.allCases.map(\.rawValue),
                context:
                    " to swipe (swipe: next turns to the page after, swipe: previous to the one before)"
            )
            return nil
        }
        guard pagesDeclared(at: node.location) else { return nil }
        return .swipe(direction)
    }

    /// Whether some screen of the app is a page view controller; an error where one is needed if not.
    func pagesDeclared(at location: SourceLocation) -> Bool {
        guard !app.definition.screens.values.contains(where: { !$0.pages.isEmpty }) else {
            return true
        }
        bag.report(.noPageViewController, at: location)
        return false
    }

    /// Checks a coordinator path of an expectation (`App/Main/Home`): it starts at App and names
    /// flows the app declares.
    func coordinatorPath(_ path: String, at location: SourceLocation) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.first == "App" else {
            bag.report(.coordinatorPathStart(path: path), at: location)
            return false
        }
        for part in parts.dropFirst() where app.definition.flows[part] == nil {
            bag.unknown(
                .flow, part, at: location, known: app.definition.flows.keys,
                context: " in the path '\(path)'")
            return false
        }
        return true
    }
}
