/// A coordinator or screen that outlives its place in the hierarchy.
public struct Leak: Hashable, Sendable, CustomStringConvertible {
    /// The raw value is the case's name, which `String(describing:)` finds only by reflection.
    public enum Kind: String, Hashable, Sendable {
        /// A coordinator still in its parent's children while none of its screens is in the window.
        case coordinator
        /// A screen off the window yet still held by a live coordinator.
        case screen
        /// A screen that was presented when the window root was replaced (P5).
        case releasedWhilePresented
        /// A coordinator that claimed its navigation controller's delegate to see its screens
        /// popped, but another claimed the slot after it, so nothing saw the pop.
        case notNavigationDelegate
    }

    public var kind: Kind
    /// The coordinator's path, or the screen's name.
    public var subject: String
    public var detail: String

    public var description: String {
        switch kind {
        case .coordinator: return "coordinator \(subject) is still attached but \(detail)"
        case .screen: return "screen \(subject) is off the window but \(detail)"
        case .releasedWhilePresented: return "screen \(subject) \(detail)"
        case .notNavigationDelegate: return "coordinator \(subject) is still attached: \(detail)"
        }
    }
}

extension Simulator {
    /// Whether ``leaks`` can find anything: a test that reads the state in place and allocates
    /// nothing per coordinator or screen (``leaks`` builds each coordinator's path). It holds when
    /// a screen was released while presented, or a coordinator other than `App` is screenless,
    /// is a tab bar coordinator whose tab bar is not the window's, owns a stack that is not in the
    /// window, or holds a screen that is not in the window — a superset of what ``leaks`` reports,
    /// so it is never false when ``leaks`` is not empty. `inWindow` is emptied and used as the
    /// set of the window's stacks and screens.
    func mayLeak(using inWindow: IDSet) -> Bool {
        // (read in place: `device.app`, even `storedDevice.app` bound to a name, is a copy)
        guard storedDevice.isRunning else { return false }
        if storedDevice.app?.releasedWhilePresented.isEmpty == false { return true }
        inWindow.removeAll()
        // Read in place: a copy of a stack, a tab or a coordinator retains each of its arrays.
        storedDevice.app?.window.withEachStack { stack in
            inWindow.insert(stack: stack.pointee.id.raw)
            stack.pointee.screens.withEachChunkInPlace { inWindow.insert(screensOf: $0) }
        }
        let tabBarOwner = storedDevice.app?.window.withTabBar { $0.pointee.owner }
        var found = false
        storedDevice.app?.coordinators.all.withEachChunk { chunk in
            guard let base = chunk.baseAddress else { return }
            for i in 0..<chunk.count where !found {
                let c = base + i
                switch c.pointee.traits.kind {
                case .app: continue
                case .screenless: found = true
                case .tabs: found = tabBarOwner != c.pointee.id
                case .present, .stack:
                    if let stack = c.pointee.stack, !inWindow.contains(stack: stack.raw) {
                        found = true
                    }
                case .push: break
                }
                if !found { found = !inWindow.containsAll(c.pointee.held.storageInPlace) }
            }
        }
        return found
    }

    /// Every leak in the running app (none when it is not running).
    public var leaks: [Leak] {
        guard let running = device.app else { return [] }
        var result: [Leak] = []
        let contents = RunningApp.WindowContents(running.window)
        for c in running.coordinators.all where c.kind != .app {
            if running.isDisplaced(c, in: contents) {
                let path = running.coordinators.path(of: c.id)
                if let leak = delegateLeak(c, path: path, in: running) {
                    result.append(leak)
                    continue
                }
                let held =
                    c.heldScreenNames.isEmpty
                    ? "" : " (it holds \(NameList.capped(c.heldScreenNames)))"
                // A delegate is there, but it finishes only itself and its own children.
                let observer =
                    running.navigationDelegate(of: c).flatMap { $0.coordinator == c.id ? nil : $0 }
                    .map {
                        "; the navigation controller's delegate, \($0.path), finishes only itself and its own children"
                    } ?? ""
                let detail =
                    c.kind == .screenless
                    ? "it has no screen and waits for nothing (no child, alert or request acts for it); its onStart or a child's onFinish must finish it"
                    : "none of its screens is in the window\(held)\(observer); finish it, or give the flow autoFinish: true"
                result.append(Leak(kind: .coordinator, subject: path, detail: detail))
            } else {
                // The path only for a leak: putting it into words costs more than the test.
                var path: String?
                for held in c.held where !contents.screens.contains(held.id) {
                    let name = held.name
                    let holder = path ?? running.coordinators.path(of: c.id)
                    path = holder
                    result.append(
                        Leak(kind: .screen, subject: name, detail: "still held by \(holder)"))
                }
            }
        }
        for screen in running.releasedWhilePresented {
            result.append(
                Leak(
                    kind: .releasedWhilePresented, subject: screen.description,
                    detail: "was presented when the window root was replaced and is never dismissed"
                ))
        }
        return result
    }

    /// A coordinator that counted on the delegate slot to see its pop — its own claim, or its
    /// parent's — when another claimed the slot after it: its screens were popped and nothing
    /// finished it.
    private func delegateLeak(_ c: Coordinator, path: String, in running: RunningApp) -> Leak? {
        guard let delegate = running.navigationDelegate(of: c) else { return nil }
        let observer: String
        if c.claimedNavigationDelegate, delegate.coordinator != c.id {
            observer = path
        } else if let parent = c.parent, let p = running.coordinators[parent],
            p.claimedNavigationDelegate, delegate.coordinator != parent
        {
            observer = "its parent " + running.coordinators.path(of: parent)
        } else {
            return nil
        }
        return Leak(
            kind: .notNavigationDelegate, subject: path,
            detail:
                "\(path)'s screens were popped but \(observer) is not the navigation controller's delegate (\(delegate.path) claimed it last); "
                + "let one coordinator of the stack be the delegate and finish its children, or give the flow autoFinish: true"
        )
    }
}
