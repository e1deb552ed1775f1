extension RunningApp {
    /// Whether a coordinator is still attached while nothing it owns is in the window (SPEC §5).
    func isDisplaced(_ c: Coordinator) -> Bool {
        isDisplaced(c, in: WindowContents(window))
    }

    /// The same for many coordinators: what is in the window, gathered once, so that checking
    /// every coordinator is not a scan of every stack per coordinator (cubic over a run in
    /// deeply nested flows).
    struct WindowContents {
        let screens: Set<ScreenID>
        let stacks: Set<StackID>
        /// The coordinators that own a screen in the window.
        let owners: Set<CoordinatorID>

        init(_ window: Window) {
            let all = window.allStacks
            stacks = Set(all.map(\.stack.id))
            screens = Set(all.flatMap { $0.stack.screens.map(\.id) })
            owners = Set(all.flatMap { $0.stack.screens.map(\.owner) })
        }
    }

    func isDisplaced(_ c: Coordinator, in contents: WindowContents) -> Bool {
        // Kept by the app coordinator while another root shows (construct 15): held on purpose, not leaked.
        if c.isKept, window.rootCoordinator != c.id { return false }
        switch c.kind {
        case .app: return false
        case .push:
            return !c.held.isEmpty && !c.held.contains { contents.screens.contains($0.id) }
        case .present, .stack:
            guard let stack = c.stack else { return false }
            return !contents.stacks.contains(stack)
        case .tabs: return window.tabBar?.owner != c.id
        case .screenless:
            // A gate is waiting while it has a child, a screen it pushed or presented, an alert
            // or a request acting for it; with none of those nothing can ever finish it.
            return c.children.isEmpty && !contents.owners.contains(c.id)
                && window.alert?.actor.coordinator != c.id
                && !requests.contains { $0.actor.coordinator == c.id }
        }
    }
}
