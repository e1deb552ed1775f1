/// Names and values: specs looked up by name, screens made from invocations, `$NAME` resolved,
/// conditions evaluated and the state written (its domain checked).
extension Simulator {

    func flowSpec(_ name: String) throws(StepError) -> FlowSpec {
        guard let spec = app.flows[name] else {
            throw StepError(
                .unknownName(kind: "flow", name: name),
                "the app has no flow '\(name)'" + knownList(app.flows.keys))
        }
        return spec
    }

    /// A new screen instance of `invocation`, with the children it declares: the
    /// screens it embeds, or its pages, made with it, owned by the same coordinator, and kept in
    /// the window's ``Window/containers``; their arguments read the container's parameters.
    mutating func makeScreen(_ invocation: Invocation, owner: CoordinatorID, actor: Actor)
        throws(StepError) -> Screen
    {
        // An app without containers makes every screen bare, with one look at its spec.
        guard usesContainers else {
            return try makeBareScreen(invocation, owner: owner, actor: actor)
        }
        return try makeScreen(invocation, owner: owner, actor: actor, depth: 0)
    }

    private mutating func makeScreen(
        _ invocation: Invocation, owner: CoordinatorID, actor: Actor, depth: Int
    ) throws(StepError) -> Screen {
        let screen = try makeBareScreen(invocation, owner: owner, actor: actor)
        guard let spec = app.screens[screen.name],
            spec.embeds?.isEmpty == false || !spec.pages.isEmpty
        else { return screen }
        guard depth < Self.maximumContainmentDepth else {
            throw StepError(
                .containmentTooDeep(screen: screen.name, limit: Self.maximumContainmentDepth),
                "'\(screen)' is contained \(Self.maximumContainmentDepth) screens deep (screens that embed or page screens that embed…); does a screen embed itself through its children?"
            )
        }
        let container = Actor(screen: screen)
        var children: [Screen] = []
        for child in spec.pages.isEmpty ? spec.embeds ?? [] : spec.pages {
            children.append(try makeScreen(child, owner: owner, actor: container, depth: depth + 1))
        }
        device.app?.window.containers[screen.id] =
            spec.pages.isEmpty ? Containment(embedding: children) : Containment(pages: children)
        return screen
    }

    /// A new screen instance of `invocation`, its arguments resolved for `actor`, without children.
    mutating func makeBareScreen(_ invocation: Invocation, owner: CoordinatorID, actor: Actor)
        throws(StepError) -> Screen
    {
        let (index, params) = try bareScreenParts(invocation, actor: actor)
        guard let id = makeScreenID() else { throw notRunningError }
        return Screen(
            id: id, name: screenTable.values[index].name, params: params, owner: owner)
    }

    /// What ``makeBareScreen(_:owner:actor:)`` makes but its id: the place of the screen's spec
    /// in ``screenTable``, and its parameters; the same errors, thrown in the same order. (A
    /// screen described, not made, hands out no id.) (Mutating, though it changes nothing: a
    /// call from a mutating method to one that is not copies the whole simulator first.)
    @inline(__always)
    mutating func bareScreenParts(_ invocation: Invocation, actor: Actor) throws(StepError) -> (
        spec: Int, params: [Param]
    ) {
        guard let index = screenTable.index(of: invocation.name) else {
            throw StepError(
                .unknownName(kind: "screen", name: invocation.name),
                "the app has no screen '\(invocation.name)'")
        }
        if !invocation.arguments.isEmpty || !screenTable.values[index].params.isEmpty,
            !ArgumentCheck.fits(
                invocation.arguments, named: \.name, taking: screenTable.values[index].params)
        {
            let spec = screenTable.values[index]
            try ArgumentCheck(.screen(spec.name), accepted: spec.params).check(
                passing: invocation.arguments.map(\.name))
        }
        var params: [Param] = []
        if Self.passesItsArguments(invocation, actor.arguments) {
            // (the same array: shared with the step, not built again for every screen made)
            params = actor.arguments
        } else {
            if !invocation.arguments.isEmpty { params.reserveCapacity(invocation.arguments.count) }
            for argument in invocation.arguments {
                params.append(
                    Param(argument.name, try resolvedInPlace(argument.value, actor: actor)))
            }
        }
        return (index, params)
    }

    /// Whether `invocation`'s arguments are, in order, `NAME=$NAME` for each argument `passed`
    /// (each name once) and nothing else: they then resolve to `passed` itself (``resolvedInPlace(_:actor:)``
    /// looks at the arguments passed first), as a link's page made from the link's arguments is.
    static func passesItsArguments(_ invocation: Invocation, _ passed: [Param]) -> Bool {
        guard !passed.isEmpty, invocation.arguments.count == passed.count else { return false }
        for i in passed.indices {
            guard case .reference(let name) = invocation.arguments[i].value,
                name == invocation.arguments[i].name, name == passed[i].name,
                passed.firstIndex(where: { $0.name == name }) == i
            else { return false }
        }
        return true
    }

    /// A flow invocation's arguments, checked against the flow's parameters as a screen's are.
    func resolveArguments(_ invocation: Invocation, actor: Actor) throws(StepError) -> [Param] {
        if let spec = app.flows[invocation.name] {
            try ArgumentCheck(.flow(spec.name), accepted: spec.params).check(
                passing: invocation.arguments.map(\.name))
        }
        var params: [Param] = []
        for argument in invocation.arguments {
            params.append(Param(argument.name, try resolve(argument.value, actor: actor)))
        }
        return params
    }

    /// ``resolve(_:actor:)`` with its commonest answers found first, inlined where a screen is
    /// made: a literal, or a `$NAME` the tap or link passed (the first place `resolve` looks).
    @inline(__always)
    func resolvedInPlace(_ expr: Expr, actor: Actor) throws(StepError) -> Value {
        switch expr {
        case .literal(let value): return value
        case .reference(let name):
            if let passed = actor.arguments[named: name] { return passed }
            return try resolve(expr, actor: actor)
        }
    }

    /// `$NAME` reads the tap's argument, the acting screen's parameter, its coordinator's parameter, then the state.
    func resolve(_ expr: Expr, actor: Actor) throws(StepError) -> Value {
        switch expr {
        case .literal(let value): return value
        case .reference(let name):
            let found = try NameLookup.first(name) {
                (source: NameSource) throws(StepError) -> Value? in
                switch source {
                case .argument: return actor.arguments[named: name]
                case .screenParameter: return actor.screenParams[named: name]
                case .flowParameter:
                    return device.app?.coordinators.param(name, of: actor.coordinator)
                case .state:
                    guard let i = app.index(ofKey: name) else { return nil }
                    try device.store.requireRead(i)
                    return device.store[i]
                }
            }
            if let found { return found.value }
            throw NameLookup.unresolved(
                name,
                candidates: actor.arguments.map(\.name) + actor.screenParams.map(\.name)
                    + app.stateKeys.map(\.name))
        }
    }

    func holds(_ condition: Condition, actor: Actor) throws(StepError) -> Bool {
        try condition.holds(app: app, store: device.store, self, in: actor)
    }

    /// Writes a state key, checking its domain.
    mutating func writeState(_ name: String, _ value: Value) throws(StepError) {
        guard let index = app.index(ofKey: name) else {
            throw StepError(
                .unknownName(kind: "state key", name: name),
                "the app has no state key '\(name)'" + knownList(app.stateKeys.map(\.name)))
        }
        if let error = app.stateKeys[index].domainError(for: value) { throw error }
        device.store[index] = value
        trace.log(.storeWrite(key: name, value: value))
    }

    /// The frontmost screen as the actor (for launch rules and links); over a tab whose stack is
    /// empty, the coordinator that owns that stack. (Inlined: see ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func frontmostActor(arguments: [Param]) -> Actor {
        // (read in place: a copy of the window would retain it)
        if let front = storedDevice.app?.window.frontmost {
            return Actor(screen: front, arguments: arguments)
        }
        let owner = storedDevice.app?.window.frontmostNavigationStack?.owner ?? .app
        return Actor(screen: nil, coordinator: owner, arguments: arguments)
    }
}

extension Simulator: ConditionResolving {
    /// A condition's `$NAME` or selected tab, for `actor`'s effects.
    func conditionValue(_ expression: Expr, in actor: Actor) throws(StepError) -> Value {
        if case .reference(Condition.selectedTab) = expression,
            app.index(ofKey: Condition.selectedTab) == nil
        {
            return selectedTab.map { Value.string($0) } ?? .null
        }
        return try resolve(expression, actor: actor)
    }

    /// A stored value no step has read yet is read by forking the walk (``Store/unread``).
    var throwsOnUnreadValues: Bool { true }
}
