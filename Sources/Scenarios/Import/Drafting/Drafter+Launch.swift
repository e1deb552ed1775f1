extension Drafter {
    /// The window's owner: a coordinator with a `window` (or that sets the window's root), else
    /// the scene or app delegate that does.
    mutating func findLaunchOwner() {
        let sorted = ops.keys.sorted()
        func setsRoot(_ type: String) -> String? {
            for (method, list) in (ops[type] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for op in list {
                    if case .windowRoot = op.kind { return method }
                }
            }
            return nil
        }
        let coordinators = sorted.filter {
            codebase.coordinators.contains($0) && !bases.contains($0)
        }
        if let owner = coordinators.first(where: {
            codebase.property("window", of: $0) != nil
        }) ?? coordinators.first(where: { setsRoot($0) != nil }) {
            launchOwner = owner
            launchMethod = ops[owner]?["start"] != nil ? "start" : setsRoot(owner)
            return
        }
        for type in sorted where codebase.property("window", of: type) != nil {
            if let method = setsRoot(type) ?? startsCoordinator(type) {
                launchOwner = type
                launchMethod = method
                return
            }
        }
    }

    private func startsCoordinator(_ type: String) -> String? {
        for (method, list) in (ops[type] ?? [:]).sorted(by: { $0.key < $1.key }) {
            for op in list {
                if case .start = op.kind { return method }
            }
        }
        return nil
    }

    /// The launch rules: one per branch of the first `if` (or `guard`) in the launch method that
    /// reads stored state, or one rule when it decides nothing.
    mutating func decideLaunch() {
        guard let owner = launchOwner, let methodName = launchMethod,
            let type = codebase.types[owner],
            let method = type.methods.first(where: { $0.name == methodName })
        else { return }
        let source = codebase.sources[method.file]
        let reader = MethodReader(codebase: codebase, owner: type, file: method.file)
        if let decision = LaunchDecision.find(
            in: source, from: method.bodyOpen, to: method.bodyClose)
        {
            let key = decision.key
            var keyOrigin: CodeOrigin? = CodeOrigin(
                file: source.fileName, line: decision.line, path: source.path)
            for (index, branch) in decision.branches.enumerated() {
                let branchOps = reader.read(open: branch.open, close: branch.close)
                guard
                    let root = rootFlow(in: branchOps, source: source, branch: branch, owner: owner)
                else { continue }
                let when: String? =
                    index == decision.branches.count - 1
                    ? nil : (branch.whenTrue ? key.name : "!\(key.name)")
                let rootName = displayName(root)
                let state = uniqueState(rootName.lowercasedFirst)
                let origin = CodeOrigin(
                    file: source.fileName, line: source.line(branch.open), path: source.path)
                app.launch.append(
                    DraftLaunchRule(
                        state: state, when: when, root: Codebase.flowName(root), then: [],
                        origin: origin))
                roots.insert(root)
                for op in branchOps { markDrafted(op, "launch.\(state)") }
                if let origin = keyOrigin, when != nil {
                    addState(key.name, store: key.store, origin: origin)
                    keyOrigin = nil
                }
            }
            // Every rule but the last needs its condition; if a branch named no root, start over
            // with one rule.
            if app.launch.count == decision.branches.count { return }
            app.launch.removeAll()
            roots.removeAll()
            app.state.removeAll()
        }
        let all = reader.read(open: method.bodyOpen, close: method.bodyClose)
        let branch = LaunchDecision.Branch(
            open: method.bodyOpen, close: method.bodyClose, whenTrue: true)
        if let root = rootFlow(in: all, source: source, branch: branch, owner: owner) {
            roots.insert(root)
            app.launch.append(
                DraftLaunchRule(
                    state: "start", when: nil, root: displayName(root), then: [],
                    origin: CodeOrigin(file: source.fileName, line: method.line, path: source.path))
            )
            for op in all {
                switch op.kind {
                case .windowRoot, .start: markDrafted(op, "launch.start")
                default: break
                }
            }
        }
    }

    /// The launch's own lines: how the window's owner is started and sets the root.
    mutating func markLaunchLines() {
        guard let owner = launchOwner, let method = launchMethod, !app.launch.isEmpty else {
            return
        }
        for op in flattened(owner, method) {
            switch op.kind {
            case .windowRoot, .start, .callSelf, .notUnderstood, .setStack:
                markDrafted(op, "launch")
            default: break
            }
        }
        for type in ops.keys.sorted() where codebase.property("window", of: type) != nil {
            for op in allOps(of: type) {
                switch op.kind {
                case .start(owner), .windowRoot: markDrafted(op, "launch")
                default: break
                }
            }
        }
    }

    /// The coordinator (or view controller) a branch makes the window's root.
    private func rootFlow(
        in branchOps: [NavigationOp], source: SwiftSource, branch: LaunchDecision.Branch,
        owner: String
    ) -> String? {
        var queue = branchOps
        var seen: Set<String> = []
        var budget = 1_000
        // `window.rootViewController = navigationController` (the owner's own), then
        // `navigationController.viewControllers = [launchViewController]`: that screen.
        var ownNavigationIsRoot = false
        while !queue.isEmpty, budget > 0 {
            budget -= 1
            let op = queue.removeFirst()
            switch op.kind {
            case .windowRoot(.coordinator(let type)?), .start(let type):
                return type
            case .windowRoot(.screen(let type)?):
                return type
            case .windowRoot(nil):
                ownNavigationIsRoot = true
            case .setStack(let types) where ownNavigationIsRoot:
                if let first = types.first { return first }
            case .push(let type) where ownNavigationIsRoot:
                return type
            case .callSelf(let name) where !seen.contains(name):
                seen.insert(name)
                queue.append(contentsOf: ops[owner]?[name] ?? [])
            default: break
            }
        }
        // `show(OnboardingCoordinator(parent: self))`: the first coordinator the branch makes.
        var i = branch.open + 1
        while i < min(branch.close, source.tokens.count) {
            if source.isIdentifier(i), source.isText(i + 1, "("),
                codebase.coordinators.contains(source.text(i)), source.text(i) != owner
            {
                return source.text(i)
            }
            i += 1
        }
        return nil
    }

    /// A root's flow name: a coordinator's, or a view controller's screen name.
    func displayName(_ type: String) -> String {
        codebase.coordinators.contains(type) ? Codebase.flowName(type) : Codebase.screenName(type)
    }

    mutating func uniqueState(_ base: String) -> String {
        var name = base.isEmpty ? "start" : base
        var n = 2
        while app.launch.contains(where: { $0.state == name }) {
            name = "\(base)\(n)"
            n += 1
        }
        return name
    }

    mutating func addState(_ key: String, store: DraftStateKey.Store, origin: CodeOrigin?) {
        guard !app.state.contains(where: { $0.name == key }) else { return }
        app.state.append(DraftStateKey(name: key, store: store, origin: origin))
    }
}

extension String {
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
