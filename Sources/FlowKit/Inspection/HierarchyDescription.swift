/// The hierarchy printed as a tree, for failure messages and the REPL.
extension Simulator {
    /// How deep the coordinator tree is printed; deeper subtrees are counted, not drawn.
    static let shownCoordinatorDepth = 24

    ///
    /// Text from the app file (names, arguments, an alert's title, a crash message) is made one
    /// line with ``VisibleText/oneLine(_:)``: a line here is always a line the engine laid out.
    public var hierarchyDescription: String {
        let v = VisibleText.oneLine
        guard let running = device.app else {
            if let crash = device.crashMessage {
                return "app: not running (crashed: \(v(crash)))\n"
            }
            return "app: not running\n"
        }
        let window = running.window
        var out = running.isInBackground ? "scene: in the background (foreground to return)\n" : ""
        // A stack or tabs flow that finished leaves its screens on screen without a coordinator.
        func owner(_ id: CoordinatorID) -> String {
            running.coordinators.contains(id)
                ? v(running.coordinators.path(of: id)) : "a finished coordinator"
        }
        func stackLine(_ s: NavigationStack) -> String {
            "["
                + s.screens.map { screen in
                    // a container's children follow it in braces
                    v(screen.description + window.childrenDescription(of: screen.id))
                        + (screen.isLoaded ? "" : "·")
                }
                .joined(separator: " › ") + "]"
        }
        switch window.root {
        case .stack(let s)?:
            out += "window: \(s.isBare ? "bare screen" : "navigation stack") of \(owner(s.owner))\n"
            out += "    \(stackLine(s))\n"
        case .tabs(let bar)?:
            var flags = ["selected: \(v(bar.selectedTab?.name ?? "?"))"]
            if tabBarVisible == false { flags.append("tab bar hidden") }
            out += "window: tab bar of \(owner(bar.owner)) (\(flags.joined(separator: "; ")))\n"
            let names = bar.tabs.map { v($0.name) }
            let width = names.map(\.count).max() ?? 0
            for (i, tab) in bar.tabs.enumerated() {
                let marker = i == bar.selectedIndex ? "  ▸ " : "    "
                let pad = String(repeating: " ", count: width - names[i].count)
                let intercept = tab.isIntercepting ? "  (intercepts selection)" : ""
                out += "\(marker)\(names[i])\(pad)  \(stackLine(tab.stack))\(intercept)\n"
            }
        case nil:
            out += "window: empty\n"
        }
        for (i, p) in window.presentations.enumerated() {
            let kind = p.stack.isBare ? "bare" : "navigation stack"
            out +=
                "presented \(i + 1) (\(p.style.rawValue), \(kind) of \(owner(p.stack.owner))): \(stackLine(p.stack))\n"
        }
        if let alert = window.alert {
            out +=
                "alert: \"\(v(alert.title))\" [\(alert.spec.buttons.map { v($0.name) }.joined(separator: ", "))]\n"
        }
        out += "coordinators:\n"
        // Depth first without recursion, as flows may nest thousands deep; a subtree deeper than
        // `Self.shownCoordinatorDepth` is summed up in one line.
        let contents = RunningApp.WindowContents(window)
        var pending: [(id: CoordinatorID, prefix: String, isLast: Bool, depth: Int)] = [
            (.app, "", true, 0)
        ]
        while let (id, prefix, isLast, depth) = pending.popLast() {
            guard let c = running.coordinators[id] else { continue }
            let branch = depth == 0 ? "" : (isLast ? "└─ " : "├─ ")
            if depth > Self.shownCoordinatorDepth {
                let hidden = running.coordinators.subtree(of: id).count
                out +=
                    "    \(prefix)\(branch)… \(hidden) more coordinator\(hidden == 1 ? "" : "s"), nested deeper\n"
                continue
            }
            let displaced =
                running.isDisplaced(c, in: contents)
                ? "  ⚠ leaked"
                : c.isKept && running.window.rootCoordinator != c.id ? "  (kept, off screen)" : ""
            out += "    \(prefix)\(branch)\(v(c.flow + c.params.argumentList))\(displaced)\n"
            let childPrefix = depth == 0 ? "" : prefix + (isLast ? "   " : "│  ")
            for (i, child) in c.children.enumerated().reversed() {
                pending.append((child, childPrefix, i == c.children.count - 1, depth + 1))
            }
        }
        let unloaded =
            window.allStacks.contains { $0.stack.screens.contains { !$0.isLoaded } }
            || window.containers.values.contains { $0.children.contains { !$0.isLoaded } }
        if unloaded {
            out += "(· marks a screen whose view has not loaded yet)\n"
        }
        if window.allStacks.contains(where: {
            $0.stack.screens.contains { window.containers[$0.id] != nil }
        }) {
            out +=
                "({…} lists the screens a container embeds, or its pages, ▸ the page on screen)\n"
        }
        if !running.requests.isEmpty {
            out +=
                "pending requests: \(running.requests.map { v($0.description) }.joined(separator: ", "))\n"
        }
        if !running.releasedWhilePresented.isEmpty {
            out +=
                "released while presented (P5): \(running.releasedWhilePresented.map { v($0.description) }.joined(separator: ", "))\n"
        }
        return out
    }
}
