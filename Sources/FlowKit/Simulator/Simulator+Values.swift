/// Names and values: specs looked up by name, screens made from invocations, `$NAME` resolved,
/// conditions evaluated and the state written (its domain checked).
extension Simulator {

    func flowSpec(_ name: String) throws(StepError) -> FlowSpec {
        guard let spec = app.flows[name] else {
            throw StepError(.unknownName(kind: "flow", name: name), "the app has no flow '\(name)'" + knownList(app.flows.keys))
        }
        return spec
    }

    mutating func makeScreen(_ invocation: Invocation, owner: CoordinatorID, actor: Actor) throws(StepError) -> Screen {
        guard let spec = app.screens[invocation.name] else {
            throw StepError(.unknownName(kind: "screen", name: invocation.name), "the app has no screen '\(invocation.name)'")
        }
        var params: [Param] = []
        for argument in invocation.arguments {
            guard spec.params.contains(argument.name) else {
                throw StepError(.unknownName(kind: "parameter", name: argument.name),
                                "screen '\(spec.name)' has no parameter '\(argument.name)'" + (spec.params.isEmpty ? "" : "; it has " + spec.params.joined(separator: ", ")))
            }
            params.append(Param(argument.name, try resolve(argument.value, actor: actor)))
        }
        guard let id = device.app?.makeScreenID() else { throw notRunningError }
        return Screen(id: id, name: spec.name, params: params, hidesBottomBarWhenPushed: spec.hidesTabBar, owner: owner)
    }

    /// A flow invocation's arguments, checked against the flow's parameters as a screen's are.
    func resolveArguments(_ invocation: Invocation, actor: Actor) throws(StepError) -> [Param] {
        if let spec = app.flows[invocation.name] {
            for argument in invocation.arguments where !spec.params.contains(argument.name) {
                throw StepError(.unknownName(kind: "parameter", name: argument.name),
                                "flow '\(spec.name)' has no parameter '\(argument.name)'" + (spec.params.isEmpty ? "" : "; it has " + spec.params.joined(separator: ", ")))
            }
        }
        var params: [Param] = []
        for argument in invocation.arguments { params.append(Param(argument.name, try resolve(argument.value, actor: actor))) }
        return params
    }

    /// `$NAME` reads the tap's argument, the acting screen's parameter, its coordinator's parameter, then the state.
    func resolve(_ expr: Expr, actor: Actor) throws(StepError) -> Value {
        switch expr {
        case .literal(let value): return value
        case .reference(let name):
            if let v = actor.arguments[named: name] { return v }
            if let v = actor.screenParams[named: name] { return v }
            if let v = device.app?.coordinators.param(name, of: actor.coordinator) { return v }
            if let i = app.index(ofKey: name) { return device.store[i] }
            throw StepError(.unresolvedName(name), "nothing supplies '$\(name)': no argument, parameter or state key has that name")
        }
    }

    func holds(_ condition: Condition, actor: Actor) throws(StepError) -> Bool {
        try LaunchDecision(app: app).evaluate(condition, store: device.store) { (e: Expr) throws(StepError) in try resolve(e, actor: actor) }
    }

    /// Writes a state key, checking its domain.
    mutating func writeState(_ name: String, _ value: Value) throws(StepError) {
        guard let index = app.index(ofKey: name) else {
            throw StepError(.unknownName(kind: "state key", name: name), "the app has no state key '\(name)'" + knownList(app.stateKeys.map(\.name)))
        }
        let key = app.stateKeys[index]
        if let values = key.domainValues, !values.contains(value), value != key.defaultValue {
            throw StepError(.valueOutOfDomain(key: name, value: value),
                            "\(value.quoted) is not a value of '\(name)'; it takes " + values.map(\.description).joined(separator: ", "))
        }
        device.store[index] = value
        trace.record(.storeWrite(key: name, value: value))
    }

    /// The frontmost screen as the actor (for launch rules and links).
    func frontmostActor(arguments: [Param]) -> Actor {
        guard let front = device.app?.window.frontmost else { return Actor(screen: nil, coordinator: .app, arguments: arguments) }
        return Actor(screen: front, arguments: arguments)
    }
}
