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
