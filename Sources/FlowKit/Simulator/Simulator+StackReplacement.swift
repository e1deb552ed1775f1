/// `setStack` (L12): replacing a navigation stack's contents, as `setViewControllers(_:animated:)`
/// (and `viewControllers = […]`, `removeAll()`) does.
extension Simulator {
    /// Replaces the stack at `location` with these screens, bottom to top. A screen named as one
    /// already in the stack (same name, same arguments) is that instance, kept as it is (loaded,
    /// not loaded again); the others are new screens owned by the acting coordinator, as pushed
    /// ones are. Only the top gets appearance callbacks, from the end of the step's transition:
    /// the old top disappears and the new top appears (screens below are created, not appeared).
    ///
    /// Screens that leave the stack are released; the stack's owner no longer holds them. A push
    /// flow whose screens were all removed stays in its parent's children: it was not finished,
    /// so the leak check reports it until something finishes it.
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
        var kept = old.screens
        var screens: [Screen] = []
        for invocation in invocations {
            let made = try makeScreen(invocation, owner: actor.coordinator, actor: actor)
            if let index = kept.firstIndex(where: {
                $0.name == made.name && $0.params == made.params
            }) {
                screens.append(kept.remove(at: index))
            } else {
                screens.append(made)
            }
        }
        _ = try device.app?.window.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in s.set(screens)
        }
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
