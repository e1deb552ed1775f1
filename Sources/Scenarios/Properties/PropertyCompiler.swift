import FlowKit

/// Compiles `properties:` (of an app file, or of a scenario) against the compiled app: each
/// entry's keys, its state description (the keys of `expect:`), its `when:` (a launch rule's
/// condition) and its step pattern, every name checked with a did-you-mean.
struct PropertyCompiler {
    let app: CompiledApp
    let bag: DiagnosticBag

    /// The keys that say which form a property has: exactly one of them.
    static let forms = ["never", "always", "after", "reachable"]

    func compile(_ node: YAMLNode) -> [AppProperty] {
        guard let items = node.items else {
            if !node.isNull {
                bag.report(.property(.notAList), at: node.location)
            }
            return []
        }
        var names: [String: SourceLocation] = [:]
        var result: [AppProperty] = []
        for item in items {
            guard let property = property(item) else { continue }
            if let first = names[property.name] {
                bag.report(
                    .property(.nameTwice(name: property.name, first: first)),
                    at: property.location)
                continue
            }
            names[property.name] = property.location
            result.append(property)
        }
        return result
    }

    private func property(_ node: YAMLNode) -> AppProperty? {
        guard let entries = bag.mapping(node, "a property") else { return nil }
        bag.checkKeys(
            entries, allowed: FileKeys.property, required: ["name"], in: "a property",
            at: node.location)
        guard let nameNode = node["name"], let name = bag.string(nameNode, "the property's name")
        else { return nil }
        let given = Self.forms.filter { node[$0] != nil }
        guard given.count == 1, let formKey = given.first, let formNode = node[formKey] else {
            bag.report(
                .property(
                    given.isEmpty
                        ? .withoutForm(name: name) : .twoForms(name: name, forms: given)),
                at: node.location)
            return nil
        }
        let steps = StepCompiler(app: app, bag: bag, warnsOfUnknownActions: false)
        var when: Condition?
        if let whenNode = node["when"] {
            if formKey == "after" {
                bag.report(.property(.whenWithAfter), at: whenNode.location)
                return nil
            }
            guard let c = condition(whenNode) else { return nil }
            when = c
        }
        if formKey != "after", let expect = node["expect"] {
            bag.report(.property(.expectWithoutAfter(form: formKey)), at: expect.location)
            return nil
        }
        let form: AppProperty.Form
        switch formKey {
        case "after":
            guard let expectNode = node["expect"] else {
                bag.report(.property(.afterWithoutExpect(name: name)), at: formNode.location)
                return nil
            }
            guard let pattern = stepPattern(formNode, steps),
                let expect = steps.expectations(expectNode)
            else { return nil }
            form = .after(pattern, expect: expect)
        default:
            guard let description = steps.expectations(formNode) else { return nil }
            switch formKey {
            case "never": form = .never(description)
            case "always": form = .always(description)
            default: form = .reachable(description)
            }
        }
        return AppProperty(name: name, form: form, when: when, location: nameNode.location)
    }

    /// `after: {tap: confirm}`, `after: back`: a step as a scenario writes it.
    private func stepPattern(_ node: YAMLNode, _ steps: StepCompiler) -> StepPattern? {
        let errors = bag.errorCount
        guard let compiled = steps.step(node) else { return nil }
        guard case .step(let step) = compiled, case .perform(let performed) = step.kind else {
            bag.report(.property(.afterNotAStep), at: node.location)
            return nil
        }
        if case .tap(let action, _) = performed, !app.actionNames.contains(action) {
            bag.unknown(
                .action, action, at: node["tap"]?.location ?? node.location, known: app.actionNames,
                context: " (no screen of the app has it)")
            return nil
        }
        if case .set = performed {
            bag.report(.property(.afterSetStep), at: node.location)
            return nil
        }
        return bag.errorCount == errors ? StepPattern(step: performed) : nil
    }

    /// `when:`: a launch rule's condition over the app's state keys and `selectedTab`.
    private func condition(_ node: YAMLNode) -> Condition? {
        guard let located = ConditionSyntax.parse(node, into: bag) else { return nil }
        let definition = app.definition
        var ok = true
        for (key, location) in located.keys {
            if key.hasPrefix("$") {
                bag.report(.property(.whenReadsParameter(key: key)), at: location)
                ok = false
            } else if definition.key(key) == nil, key != Condition.selectedTab {
                bag.unknown(
                    .stateKey, key, at: location,
                    known: definition.stateKeys.map(\.name) + [Condition.selectedTab])
                ok = false
            }
        }
        for v in located.values {
            if case .reference(let name) = v.value {
                bag.report(.property(.whenComparesWithParameter(name: name)), at: v.location)
                ok = false
                continue
            }
            guard case .literal(let literal) = v.value else { continue }
            if v.key == Condition.selectedTab, definition.key(v.key) == nil {
                if literal != .null, !app.tabNames.contains(literal.description) {
                    bag.unknown(
                        .tab, literal.description, at: v.location, known: app.tabNames,
                        context: " compared with selectedTab")
                    ok = false
                }
            } else if let spec = definition.key(v.key), spec.domainError(for: literal) != nil {
                bag.report(.valueOutOfDomain(spec, literal), at: v.location)
                ok = false
            }
        }
        return ok ? located.condition : nil
    }
}
