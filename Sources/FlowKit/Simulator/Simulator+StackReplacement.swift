/// `setStack` (L12): replacing a navigation stack's contents, as `setViewControllers(_:animated:)`
/// (and `viewControllers = […]`, `removeAll()`) does.
extension Simulator {
    /// Replaces the stack at `location` with these screens, bottom to top. A screen named as one
    /// already in the stack (same name, same arguments) is that instance, kept as it is (loaded,
    /// not loaded again); the others are new screens owned by the acting coordinator, as pushed
    /// ones are. Only the top gets appearance callbacks, from the end of the step's transition:
    /// the old top disappears and the new top appears (screens below are created, not appeared).
    ///
    /// Screens that leave the stack are released; the stack's owner, and a push flow that pushed
    /// them, no longer hold them. A push flow acting here holds the new screens it made, as a
    /// coordinator that calls `setViewControllers` on the navigation controller it was handed
    /// goes on with them. A push flow whose screens were all removed by another stays in its
    /// parent's children: it was not finished, so the leak check reports it until something
    /// finishes it.
    mutating func replaceStack(
        at location: StackLocation, with invocations: [Invocation], actor: Actor
    )
        throws(StepError)
    {
        guard let running = device.app, let old = running.window.stack(at: location) else {
            throw notRunningError
        }
        if invocations.isEmpty, !location.isTab {
            let path = running.coordinators.path(of: old.owner)
            let place = location == .root ? "the window root's" : "a presented"
            throw StepError(
                .emptyStack(coordinator: path),
                "setStack: [] would leave \(place) navigation stack (of '\(path)') empty; only a tab's stack may show nothing, so set at least one screen, or finish the flow"
            )
        }
        // A new screen equal to one in the stack (same name and arguments) reuses the first such
        // screen not reused yet: one table of the old screens' positions, so that replacing a
        // stack costs what the two lists hold, not their product.
        let oldScreens = Array(old.screens)
        var positions: [ScreenIdentity: (next: Int, at: [Int])] = [:]
        for (i, screen) in oldScreens.enumerated() {
            positions[ScreenIdentity(screen), default: (0, [])].at.append(i)
        }
        var reused = [Bool](repeating: false, count: oldScreens.count)
        var screens: [Screen] = []
        for invocation in invocations {
            let made = try makeScreen(invocation, owner: actor.coordinator, actor: actor)
            let key = ScreenIdentity(made)
            if let entry = positions[key], entry.next < entry.at.count {
                let index = entry.at[entry.next]
                positions[key]?.next += 1
                reused[index] = true
                screens.append(oldScreens[index])
            } else {
                screens.append(made)
            }
        }
        let kept = oldScreens.indices.filter { !reused[$0] }.map { oldScreens[$0] }
        _ = try device.app?.window.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in s.set(screens)
        }
        holdReplacedScreens(removed: kept, added: screens, actor: actor)
        // The stack's owner held its screens through the navigation controller: the removed ones are gone.
        if let owner = running.coordinators.facts(of: old.owner), owner.stack == old.id,
            owner.kind == .stack || owner.kind == .present
        {
            let removed = Set(kept.map(\.id))
            device.app?.coordinators.modify(old.owner) { c in
                c.held.removeAll { removed.contains($0.id) }
            }
        }
    }
}

/// What `setStack` compares to reuse a screen already in the stack: its name and arguments.
private struct ScreenIdentity: Hashable {
    var name: String
    var params: [Param]

    init(_ screen: Screen) {
        name = screen.name
        params = screen.params
    }
}
