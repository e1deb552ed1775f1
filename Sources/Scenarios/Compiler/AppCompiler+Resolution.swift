import FlowKit

/// Checking every name an app file uses once all of its declarations are known.
extension AppCompiler {
    mutating func checkPending(rules: [LaunchRule], links: [LinkSpec], hooks: [Effect] = []) {
        let owners = ownerParameters()
        let allFlowParams = Set(flowDecls.values.flatMap(\.spec.params))
        let keys = Set(stateKeys.map(\.name))
        // Every name a parameter or key has, for "did you mean" on a `$NAME` that becomes a tap argument.
        let allParams = allFlowParams.union(screenDecls.values.flatMap(\.spec.params)).union(keys)
            .sorted()
        // The closest parameter or key to each name read, searched once per name: thousands of
        // actions reading the same `$id` made as many searches of every name (71% of `check`'s
        // instructions on an app of 4,000 such screens).
        var closestByName: [String: String?] = [:]
        for item in pending {
            WorkCounter.add(1 + item.compiler.references.count + item.compiler.uses.count)
            for reference in item.compiler.references { check(reference) }
            switch item.owner {
            case .action(let screen, let action, let index):
                let screenParams = Set(screenDecls[screen]?.spec.params ?? [])
                var reads: [String] = []
                var read: Set<String> = []
                var arguments: [String] = []
                for use in item.compiler.uses where read.insert(use.name).inserted {
                    reads.append(use.name)
                    // The engine's lookup order, asked of what the compiler knows: the tap's
                    // arguments are what no other source supplies. After `finish` the acting
                    // screen is gone and the parent coordinator (any flow, here) supplies.
                    let supplier = try? NameLookup.first(use.name) {
                        (source: NameSource) -> Bool? in
                        switch source {
                        case .argument: return nil
                        case .screenParameter:
                            return !use.afterFinish && screenParams.contains(use.name) ? true : nil
                        case .flowParameter:
                            return
                                (use.afterFinish
                                ? allFlowParams.contains(use.name)
                                : owners.supplies(use.name, to: screen)) ? true : nil
                        case .state: return keys.contains(use.name) ? true : nil
                        }
                    }
                    guard supplier == nil else { continue }
                    arguments.append(use.name)
                    // `$skuu` beside a parameter `sku` is far more likely a typo than an argument.
                    let closest: String?
                    if let known = closestByName[use.name] {
                        closest = known
                    } else {
                        closest =
                            Suggestions.near(
                                use.name, in: allParams, distance: use.name.count >= 6 ? 2 : 1
                            ).first
                        closestByName[use.name] = closest
                    }
                    if let close = closest {
                        bag.report(
                            .likelyMisspeltName(
                                name: use.name, action: action,
                                suggestion: Suggestions.didYouMean(oneOf: ["$" + close])),
                            at: use.location)
                    }
                }
                // No copy of the actions is held while one of them changes (that would copy them all, per action).
                if screenDecls[screen]?.spec.actions.indices.contains(index) == true,
                    screenDecls[screen]?.spec.actions[index].name == action
                {
                    screenDecls[screen]?.spec.actions[index].arguments = arguments
                    screenDecls[screen]?.spec.actions[index].reads = reads
                }
            case .screenLifecycle(let screen, let key):
                // No tap supplies arguments here: a name must be a parameter or a state key.
                let screenParams = Set(screenDecls[screen]?.spec.params ?? [])
                for use in item.compiler.uses {
                    let supplied =
                        use.afterFinish
                        ? allFlowParams.contains(use.name)
                        : screenParams.contains(use.name) || owners.supplies(use.name, to: screen)
                    guard !supplied, !keys.contains(use.name) else { continue }
                    bag.report(
                        .unsuppliedNameInLifecycle(
                            name: use.name, hook: key, screen: screen,
                            suggestion: bag.didYouMean(use.name, in: screenParams.union(keys))),
                        at: use.location)
                }
            case .flow(let flow):
                let params = Set(flowDecls[flow]?.spec.params ?? [])
                for use in item.compiler.uses
                where !params.contains(use.name) && !keys.contains(use.name) {
                    bag.report(
                        .unsuppliedNameInFlow(
                            name: use.name, flow: flow,
                            suggestion: bag.didYouMean(use.name, in: params.union(keys))),
                        at: use.location)
                }
            case .launch, .scene:
                // Launch rules and the scene's hooks read the persisted state only.
                let place =
                    if case .scene(let hook) = item.owner {
                        " in \(hook) (the scene's hooks read the persisted state)"
                    } else {
                        " in a launch rule (launch rules read the persisted state)"
                    }
                for use in item.compiler.uses where !keys.contains(use.name) {
                    bag.unknown(
                        .stateKey, "$" + use.name, at: use.location,
                        known: keys.lazy.map { "$" + $0 }, context: place)
                }
            case .link(let params):
                for use in item.compiler.uses
                where !params.contains(use.name) && !keys.contains(use.name) {
                    bag.report(
                        .unsuppliedNameInLink(
                            name: use.name,
                            suggestion: bag.didYouMean(use.name, in: Set(params).union(keys))),
                        at: use.location)
                }
            }
        }
        collectAlerts(rules.flatMap(\.then) + links.flatMap(\.effects) + hooks)
        collectRequests()
    }

    /// Which flow parameters may reach each screen: a screen's possible owners are the flows
    /// that list it (or name it in their own effects) and, along "an action of A pushes or
    /// presents B", the owners of A. Only the names that some action reads and some flow
    /// declares are followed, one search each over the screens and actions; the owner sets
    /// themselves are never built, as a chain of N screens in N flows would make N sets of up
    /// to N flows (4,000 screens took 12.6 s and 537 MB).
    func ownerParameters() -> OwnerParameters {
        var result = OwnerParameters()
        var flowsByParam: [String: [String]] = [:]
        for (name, decl) in flowDecls {
            for param in decl.spec.params { flowsByParam[param, default: []].append(name) }
        }
        var wanted: Set<String> = []
        for item in pending {
            switch item.owner {
            case .action, .screenLifecycle: break
            default: continue
            }
            for use in item.compiler.uses where !use.afterFinish && flowsByParam[use.name] != nil {
                wanted.insert(use.name)
            }
        }
        guard !wanted.isEmpty else { return result }

        // The screens each flow owns directly: those it lists, and those its own effects name.
        var direct: [String: [String]] = [:]
        for (name, decl) in flowDecls {
            switch decl.spec.content {
            case .stack(let s), .push(let s), .present(let s, _):
                direct[name, default: []] += s.map(\.name)
            case .tabs, .screenless: break
            }
        }
        var targets: [String: [String]] = [:]
        for item in pending {
            switch item.owner {
            case .flow(let name) where flowDecls[name] != nil:
                for case .screen(let call, _) in item.compiler.references {
                    direct[name, default: []].append(call.name)
                }
            case .action(let screen, _, _), .screenLifecycle(let screen, _):
                for case .screen(let call, let afterFinish) in item.compiler.references
                where !afterFinish {
                    targets[screen, default: []].append(call.name)
                }
            default:
                continue
            }
        }
        for name in wanted.sorted() {
            var reached: Set<String> = []
            var work: [String] = []
            for flow in flowsByParam[name] ?? [] {
                for screen in direct[flow] ?? [] where reached.insert(screen).inserted {
                    work.append(screen)
                }
            }
            while let screen = work.popLast() {
                result.work += 1
                for target in targets[screen] ?? [] where reached.insert(target).inserted {
                    work.append(target)
                }
            }
            result.reach[name] = reached
        }
        WorkCounter.add(result.work)
        return result
    }

    /// The answer of ``ownerParameters()``.
    struct OwnerParameters {
        /// By parameter name: the screens that a flow declaring it may own.
        var reach: [String: Set<String>] = [:]
        /// Screens visited, summed over the names followed: the cost, for the scale tests.
        var work = 0

        /// Whether a flow that may own `screen` declares the parameter `name`.
        func supplies(_ name: String, to screen: String) -> Bool {
            reach[name]?.contains(screen) ?? false
        }
    }

    private func check(_ reference: EffectReference) {
        switch reference {
        case .screen(let call, _):
            guard let spec = screenDecls[call.name]?.spec else {
                guard hasScreensSection else { return }  // the missing section is reported once
                bag.unknown(
                    .screen, call.name, at: call.nameLocation, known: screenDecls.keys,
                    context: flowDecls[call.name] != nil
                        ? " ('\(call.name)' is a flow: use start: \(call.name))"
                        : "; every screen must be declared under screens:")
                return
            }
            checkArguments(call, params: spec.params, of: .screen(call.name))
        case .startFlow(let call):
            guard let spec = flowDecl(call.name, at: call.nameLocation) else { return }
            switch spec.content {
            case .push, .present, .screenless, .tabs:
                checkArguments(call, params: spec.params, of: .flow(call.name))
            case .stack:
                bag.report(
                    .flowCannotStart(flow: call.name, kind: spec.content.kindName),
                    at: call.nameLocation)
            }
        case .rootFlow(let call):
            guard let spec = flowDecl(call.name, at: call.nameLocation) else { return }
            switch spec.content {
            case .stack(let screens) where screens.isEmpty:
                bag.report(.emptyStackAsRoot(flow: call.name), at: call.nameLocation)
            case .stack, .tabs: checkArguments(call, params: spec.params, of: .flow(call.name))
            case .push, .present, .screenless:
                bag.report(
                    .flowCannotBeRoot(flow: call.name, kind: spec.content.kindName),
                    at: call.nameLocation)
            }
        case .tabFlow(let call):
            guard let spec = flowDecl(call.name, at: call.nameLocation) else { return }
            switch spec.content {
            case .stack, .push: checkArguments(call, params: spec.params, of: .flow(call.name))
            default:
                bag.report(
                    .tabFlowKind(flow: call.name, kind: spec.content.kindName),
                    at: call.nameLocation)
            }
        case .childFlow(let name, let location):
            _ = flowDecl(name, at: location)
        case .tab(let name, let location):
            if !tabNames.contains(name) {
                bag.unknown(
                    .tab, name, at: location, known: tabNames,
                    context: tabNames.isEmpty ? " (the app has no tabs flow)" : "")
            }
        case .popTo(let name, let location):
            if screenDecls[name] == nil, hasScreensSection {
                bag.unknown(.screen, name, at: location, known: screenDecls.keys)
            }
        case .stateWrite(let key, let value, let location, let valueLocation):
            guard let spec = stateKey(key, at: location) else { return }
            if case .literal(let v) = value, spec.domainError(for: v) != nil {
                bag.report(.valueOutOfDomain(spec, v), at: valueLocation)
            }
        case .request:
            break  // gathered by collectRequests
        case .container, .embedded, .page:
            checkContainerReference(reference)
        case .link(let call):
            guard let params = linkParams[call.name] else {
                bag.unknown(
                    .link, call.name, at: call.nameLocation, known: linkParams.keys,
                    context:
                        " to post (an event is routed as the link of its name; declare it under links:)"
                )
                return
            }
            bag.checkArguments(call, ArgumentCheck(.link(call.name), accepted: params))
        case .condition(let located):
            for (key, location) in located.keys
            where !key.hasPrefix("$")
                && !(key == Condition.selectedTab && stateKeyIndex[key] == nil)
            {
                _ = stateKey(key, at: location)
            }
            // `selectedTab == cart`: the value is a tab.
            for v in located.values
            where v.key == Condition.selectedTab && stateKeyIndex[v.key] == nil {
                if case .literal(let value) = v.value, value != .null,
                    !tabNames.contains(value.description)
                {
                    bag.unknown(
                        .tab, value.description, at: v.location, known: tabNames,
                        context: tabNames.isEmpty
                            ? " (the app has no tabs flow)" : " compared with selectedTab")
                }
            }
            checkTruthTests(located.truthTests)
            for v in located.values {
                guard case .literal(let literal) = v.value, let i = stateKeyIndex[v.key],
                    stateKeys.indices.contains(i)
                else { continue }
                let spec = stateKeys[i]
                if case .bool(let b) = literal, let text = Self.quotedBoolean(spec) {
                    bag.report(
                        .quotedBooleanKey(
                            key: spec.name, defaultText: text, condition: "\(v.key) == \(b)"),
                        at: v.location)
                } else if spec.domainError(for: literal) != nil {
                    bag.report(.valueOutOfDomain(spec, literal), at: v.location)
                } else if v.isPlain, case .string(let text) = literal,
                    spec.values?.contains(literal) != true,
                    let word = Suggestions.near(text, in: ["null", "true", "false"], distance: 1)
                        .first ?? (text == "nil" ? "null" : nil)
                {
                    // `authToken != nul` compares with the text 'nul' and always holds.
                    bag.report(.comparedAsText(text: text, word: word, key: v.key), at: v.location)
                }
            }
        }
    }

    private func flowDecl(_ name: String, at location: SourceLocation) -> FlowSpec? {
        if let spec = flowDecls[name]?.spec { return spec }
        guard hasFlowsSection else { return nil }  // the missing section is reported once
        bag.unknown(
            .flow, name, at: location, known: flowDecls.keys,
            context: screenDecls[name] != nil
                ? " ('\(name)' is a screen: use push: or present: \(name))" : "")
        return nil
    }

    private func stateKey(_ name: String, at location: SourceLocation) -> StateKey? {
        if let i = stateKeyIndex[name], stateKeys.indices.contains(i) { return stateKeys[i] }
        bag.unknown(
            .stateKey, name, at: location, known: stateKeys.lazy.map(\.name),
            context: "; declare it under state:")
        return nil
    }

    private func checkArguments(
        _ call: InvocationSyntax, params: [String], of callee: ArgumentCheck.Callee
    ) {
        bag.checkArguments(call, ArgumentCheck(callee, accepted: params))
    }

    /// Every request the app starts, with the union of the outcomes its starts name.
    private mutating func collectRequests() {
        var outcomes: [String: [String]] = [:]
        for item in pending {
            for case .request(let name, let names, _) in item.compiler.references {
                for n in names where !(outcomes[name]?.contains(n) ?? false) {
                    outcomes[name, default: []].append(n)
                }
            }
        }
        requestOutcomes = outcomes
    }

    private mutating func collectAlerts(_ more: [Effect]) {
        var titles: Set<String> = []
        var buttons: Set<String> = ["OK"]
        func walk(_ effects: [Effect]) {
            for effect in effects {
                effect.forEachNested { e in
                    guard case .alert(let a) = e else { return }
                    titles.insert(a.title)
                    for b in a.buttons { buttons.insert(b.name) }
                }
            }
        }
        walk(more)
        for decl in screenDecls.values {
            for a in decl.spec.actions { walk(a.effects) }
            for hook in decl.spec.lifecycleEffects { walk(hook.effects) }
        }
        for decl in flowDecls.values {
            for effects in decl.spec.onFinish.values { walk(effects) }
            walk(decl.spec.swipe.onAttemptToDismiss)
            if case .tabs(let tabs) = decl.spec.content {
                for t in tabs {
                    walk(t.intercept ?? [])
                    walk(t.onSelect)
                }
            }
            if case .screenless(let onStart) = decl.spec.content { walk(onStart) }
        }
        alertTitles = titles
        alertButtons = buttons
    }
}
