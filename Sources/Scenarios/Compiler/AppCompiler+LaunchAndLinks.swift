import FlowKit

/// The app file's `launch:` rules and `links:` (the URLs the app opens).
extension AppCompiler {
    mutating func readLaunch(_ node: YAMLNode) -> [LaunchRule] {
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

    mutating func readLinks(_ node: YAMLNode) -> [LinkSpec] {
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
