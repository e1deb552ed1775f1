/// Where an actor pushes, read from the device alone: the effects, running in a mutating step,
/// call it without copying the simulator (see `DeviceState+StepErrors.swift`).
extension DeviceState {
    /// The navigation stack the actor pushes onto: its coordinator's (for a tab bar's coordinator, the selected tab's).
    func stackLocation(for actor: Actor, doing what: @autoclosure () -> String) throws(StepError)
        -> StackLocation
    {
        guard let coordinator = app?.coordinators.facts(of: actor.coordinator)
        else { throw notRunningError }
        // P7: a screen in a navigation controller its coordinator presented
        // (`present: …, inNavigationController: true`) pushes onto that one.
        // Only presented stacks are searched: a push with nothing presented costs nothing more.
        if let screen = actor.screen, let presentations = app?.window.presentations,
            !presentations.isEmpty
        {
            for i in presentations.indices {
                let presented = presentations[i].stack
                if !presented.isBare, presented.owner == actor.coordinator,
                    presented.id != coordinator.stack, presented.index(of: screen) != nil
                {
                    return .presentation(i)
                }
            }
        }
        if let stack = coordinator.stack {
            if let location = app?.window.location(ofStack: stack) { return location }
            let path = app?.coordinators.path(of: actor.coordinator) ?? ""
            throw StepError(
                .noNavigationStack(coordinator: path),
                "cannot \(what()): the navigation stack of '\(path)' is not in the window hierarchy"
            )
        }
        if coordinator.kind == .tabs, let tabBar = app?.window.tabBar,
            tabBar.owner == actor.coordinator
        {
            return .tab(tabBar.selectedIndex)
        }
        let path = app?.coordinators.path(of: actor.coordinator) ?? ""
        throw StepError(
            .noNavigationStack(coordinator: path),
            "cannot \(what()): '\(path)' has no navigation stack")
    }
}
