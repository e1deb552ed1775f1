extension Drafter {
    /// View controller methods that UIKit calls on its own, not on a tap.
    static let lifecycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "loadView", "init", "deinit", "viewDidLayoutSubviews", "awakeFromNib", "prepare",
        "viewWillLayoutSubviews",
    ]

    /// Screens' actions: closures the coordinators hand them, their calls into the coordinator
    /// (`coordinator?.showDetail(id)`, delegate protocols), and their own navigation.
    mutating func draftScreens() {
        var links: [(screen: String, property: String, coordinator: String)] = []
        let owners = ops.keys.sorted().filter {
            codebase.coordinators.contains($0) || $0 == launchOwner
        }
        for owner in owners {
            guard let type = codebase.types[owner] else { continue }
            var done: Set<String> = []
            for method in type.methods where !done.contains(method.name) {
                done.insert(method.name)
                var work = ops[owner]?[method.name] ?? []
                var index = 0
                while index < work.count {
                    let op = work[index]
                    index += 1
                    switch op.kind {
                    case .hidesBottomBar(let screenType):
                        let name = declareScreen(screenType, origin: origin(op))
                        if let i = screenIndex[name] { app.screens[i].hidesTabBar = true }
                        markDrafted(op, "screens.\(name).hidesTabBar")
                    case .action(let screenType, let actionName, let inner):
                        let name = declareScreen(screenType, origin: origin(op))
                        let location = "screens.\(name).actions.\(actionName)"
                        let effects = convert(inner, context: owner, location: location)
                        addAction(to: name, actionName, effects, origin(op))
                        markDrafted(op, location)
                        work.append(contentsOf: inner.filter(\.isScreenWiring))
                    case .link(let screenType, let property):
                        links.append((screenType, property, owner))
                    default: break
                    }
                }
            }
        }
        // A view controller with a property of a coordinator's type calls into it.
        for vc in codebase.viewControllers.sorted() {
            guard let type = codebase.types[vc] else { continue }
            for property in type.properties {
                if let t = property.typeName, codebase.coordinators.contains(t),
                    !links.contains(where: { $0.screen == vc && $0.property == property.name })
                {
                    links.append((vc, property.name, t))
                }
            }
        }
        for link in links { draftLinkedCalls(link.screen, link.property, link.coordinator) }
        draftOwnNavigation()
    }

    private mutating func addAction(
        to screen: String, _ name: String, _ effects: [DraftEffect], _ origin: CodeOrigin
    ) {
        guard let i = screenIndex[screen] else { return }
        if let existing = app.screens[i].actions.firstIndex(where: { $0.name == name }) {
            if app.screens[i].actions[existing].effects == effects { return }
            var n = 2
            while app.screens[i].actions.contains(where: { $0.name == "\(name)\(n)" }) { n += 1 }
            app.screens[i].actions.append(
                DraftAction(name: "\(name)\(n)", effects: effects, origin: origin))
            return
        }
        app.screens[i].actions.append(DraftAction(name: name, effects: effects, origin: origin))
    }

    /// `coordinator?.showDetail(id)` or `delegate?.catalogDidSelect(self)` in the view
    /// controller, where the coordinator has that method: an action of the screen.
    private mutating func draftLinkedCalls(_ vc: String, _ property: String, _ coordinator: String)
    {
        guard let type = codebase.types[vc] else { return }
        var files: Set<Int> = []
        for method in type.methods { files.insert(method.file) }
        for file in files.sorted() {
            let source = codebase.sources[file]
            for method in type.methods where method.file == file {
                var i = method.bodyOpen + 1
                while i < min(method.bodyClose, source.tokens.count) {
                    defer { i += 1 }
                    guard source.isText(i, property),
                        !source.isText(i - 1, ".") || source.isText(i - 2, "self")
                    else { continue }
                    var k = i + 1
                    while source.isText(k, "?") || source.isText(k, "!") { k += 1 }
                    guard source.isText(k, "."), source.isIdentifier(k + 1),
                        source.isText(k + 2, "(")
                    else { continue }
                    let called = source.text(k + 1)
                    guard ops[coordinator]?[called] != nil else { continue }
                    let name = declareScreen(vc, origin: nil)
                    let actionName = Self.delegateActionName(
                        called, vc: vc, source: source, paren: k + 2)
                    let location = "screens.\(name).actions.\(actionName)"
                    let call = NavigationOp(
                        kind: .callSelf(called), file: file, line: source.line(i))
                    let effects = convert([call], context: coordinator, location: location)
                    addAction(
                        to: name, actionName, effects,
                        CodeOrigin(file: source.fileName, line: source.line(i), path: source.path))
                }
            }
        }
    }

    /// `messageViewControllerDidDelete(self)` → `didDelete`; `messageViewController(self,
    /// didAskToReply: id)` → `didAskToReply`; `showDetail(id)` → `showDetail`.
    static func delegateActionName(_ method: String, vc: String, source: SwiftSource, paren: Int)
        -> String
    {
        let prefix = vc.lowercasedFirst
        guard method.hasPrefix(prefix) else { return MethodReader.actionName([method]) }
        if method.count > prefix.count {
            return MethodReader.actionName([String(method.dropFirst(prefix.count))])
        }
        var i = paren + 1
        while i < min(source.closing[paren], source.tokens.count) {
            if source.isIdentifier(i), source.isText(i + 1, ":") {
                return MethodReader.actionName([source.text(i)])
            }
            i = source.closing[i] > i ? source.closing[i] + 1 : i + 1
        }
        return MethodReader.actionName([method])
    }

    /// A view controller that navigates by itself (`navigationController?.pushViewController`
    /// in a tap handler): the handler is an action of its screen.
    private mutating func draftOwnNavigation() {
        for vc in codebase.viewControllers.sorted() {
            guard let type = codebase.types[vc], let byName = ops[vc] else { continue }
            var done: Set<String> = []
            for method in type.methods where !done.contains(method.name) {
                done.insert(method.name)
                let list = byName[method.name] ?? []
                guard list.contains(where: \.isNavigation) else { continue }
                if Self.lifecycle.contains(method.name) {
                    for op in list where op.isNavigation {
                        markNotUnderstood(
                            op, "in \(vc).\(method.name), which UIKit calls, not a tap")
                    }
                    continue
                }
                let actionName: String
                switch method.name {
                case "tableView": actionName = "selectRow"
                case "collectionView": actionName = "selectItem"
                default: actionName = MethodReader.actionName([method.name])
                }
                let name = declareScreen(vc, origin: nil)
                let location = "screens.\(name).actions.\(actionName)"
                let effects = convert(list, context: vc, location: location)
                let origin = CodeOrigin(
                    file: codebase.sources[method.file].fileName, line: method.line,
                    path: codebase.sources[method.file].path)
                addAction(to: name, actionName, effects, origin)
            }
        }
    }
}

extension NavigationOp {
    /// A screen's wiring found inside a closure (a screen made and wired inside an action).
    var isScreenWiring: Bool {
        switch kind {
        case .action, .link, .hidesBottomBar: return true
        default: return false
        }
    }

    /// A navigation call a view controller can make by itself.
    var isNavigation: Bool {
        switch kind {
        case .push, .present, .setStack, .pop, .popToRoot, .popTo, .dismiss: return true
        default: return false
        }
    }
}
