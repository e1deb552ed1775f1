/// A line of a Swift file.
struct SiteKey: Hashable, Sendable {
    var file: Int
    var line: Int
}

/// Turns what the reader found in the code into a draft app file, recording for every line with
/// navigation where it went in the draft, or why it was not understood.
struct Drafter {
    let codebase: Codebase
    /// Each type's methods' operations: type → method → operations (methods of one name joined).
    var ops: [String: [String: [NavigationOp]]] = [:]
    /// The type whose `start()` (or scene method) makes the launch decision: the window's owner.
    var launchOwner: String?
    var launchMethod: String?
    var app: DraftApp
    /// Flow kinds by coordinator type, decided before any effect is drafted.
    var flowIndex: [String: Int] = [:]
    var screenIndex: [String: Int] = [:]
    var drafted: [SiteKey: String] = [:]
    var notUnderstood: [SiteKey: String] = [:]
    /// Coordinators the launch rules make roots of, and those that are tabs.
    var roots: Set<String> = []
    var tabbed: Set<String> = []
    var presented: Set<String> = []
    /// What the window's owner does when a root flow's coordinator finishes (`decide`, usually).
    var rootFinish: [String: [DraftEffect]] = [:]

    /// Base classes of coordinators (`class BaseCoordinator`): not coordinators of their own.
    let bases: Set<String>

    init(codebase: Codebase, appName: String) {
        self.codebase = codebase
        self.app = DraftApp(name: appName)
        bases = Set(codebase.coordinators.compactMap { codebase.types[$0]?.inherits.first })
    }

    func origin(_ op: NavigationOp) -> CodeOrigin {
        CodeOrigin(
            file: codebase.sources[op.file].fileName, line: op.line,
            path: codebase.sources[op.file].path)
    }

    func origin(of type: SwiftType) -> CodeOrigin {
        CodeOrigin(
            file: codebase.sources[type.file].fileName, line: type.line,
            path: codebase.sources[type.file].path)
    }

    mutating func markDrafted(_ op: NavigationOp, _ location: String) {
        let key = SiteKey(file: op.file, line: op.line)
        if drafted[key] == nil { drafted[key] = location }
    }

    mutating func markNotUnderstood(_ op: NavigationOp, _ reason: String) {
        let key = SiteKey(file: op.file, line: op.line)
        if notUnderstood[key] == nil { notUnderstood[key] = reason }
    }

    /// Runs every stage and returns the draft.
    mutating func draft() -> DraftApp {
        readOperations()
        findLaunchOwner()
        let coordinatorsInOrder = codebase.coordinators.subtracting(bases)
            .compactMap { codebase.types[$0] }
            .sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
        decideLaunch()
        classifyUsage()
        for type in coordinatorsInOrder where type.name != launchOwner {
            draftFlow(type)
        }
        ensureRootFlows()
        draftChildFinishes()
        draftScreens()
        draftLaunchEffects()
        markLaunchLines()
        return app
    }

    /// Reads every method of every coordinator, view controller and window owner.
    private mutating func readOperations() {
        for type in codebase.types.values {
            let isWindowOwner = codebase.property("window", of: type.name) != nil
            guard
                codebase.coordinators.contains(type.name)
                    || codebase.viewControllers.contains(type.name) || isWindowOwner
            else { continue }
            var byName: [String: [NavigationOp]] = [:]
            for method in type.methods {
                let reader = MethodReader(codebase: codebase, owner: type, file: method.file)
                byName[method.name, default: []] += reader.read(
                    open: method.bodyOpen, close: method.bodyClose)
            }
            ops[type.name] = byName
        }
    }

    /// All operations of a method, with the coordinator's own methods it calls inlined (each once).
    func flattened(_ type: String, _ method: String) -> [NavigationOp] {
        var seen: Set<String> = [method]
        var out: [NavigationOp] = []
        var work = (ops[type]?[method] ?? []).reversed().map { $0 }
        var budget = 10_000
        while let op = work.popLast(), budget > 0 {
            budget -= 1
            if case .callSelf(let name) = op.kind, !seen.contains(name),
                let inner = ops[type]?[name]
            {
                seen.insert(name)
                out.append(op)
                work.append(contentsOf: inner.reversed())
            } else {
                out.append(op)
            }
        }
        return out
    }

    func flowName(_ type: String) -> String { Codebase.flowName(type) }

    func kind(of type: String) -> DraftFlow.Kind? {
        flowIndex[type].map { app.flows[$0].kind }
    }

    mutating func declareScreen(_ type: String, origin fallback: CodeOrigin?) -> String {
        let name = Codebase.screenName(type)
        if screenIndex[name] == nil {
            screenIndex[name] = app.screens.count
            let declared = codebase.types[type].map { origin(of: $0) } ?? fallback
            app.screens.append(DraftScreen(name: name, type: type, origin: declared))
        }
        return name
    }
}
