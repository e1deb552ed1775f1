/// Which bar an effect that shows or hides bars acts on (B3, B4).
extension Simulator {
    /// The navigation controller of the acting screen (`self.navigationController`): the stack
    /// that holds it, or, for a coordinator acting alone, its own stack (a tab bar's coordinator:
    /// the selected tab's). A bare presented screen has none.
    func navigationControllerLocation(for actor: Actor, doing what: @autoclosure () -> String)
        throws(StepError)
        -> StackLocation
    {
        guard let running = device.app else { throw notRunningError }
        if let screen = actor.screen, let (location, _) = running.window.location(ofScreen: screen)
        {
            guard running.window.stack(at: location)?.isBare != true else {
                let name = actor.screenName(in: running)
                throw StepError(
                    .noNavigationBar(screen: name),
                    "cannot \(what()): '\(name)' is presented without a navigation controller, so it has no navigation bar"
                )
            }
            return location
        }
        return try stackLocation(for: actor, doing: what())
    }

    /// The tab bar controller that encloses the acting screen (`self.tabBarController`): the
    /// window's tab bar, for a screen in one of its tabs or a coordinator under it. A screen
    /// presented over the tab bar is not in it.
    func requireEnclosingTabBar(for actor: Actor, doing what: @autoclosure () -> String)
        throws(StepError)
    {
        guard let running = device.app else { throw notRunningError }
        guard let tabBar = running.window.tabBar else {
            throw StepError(
                .noTabBar,
                "cannot \(what()): there is no tab bar (the window root is \(rootDescription))")
        }
        if let screen = actor.screen, let (location, _) = running.window.location(ofScreen: screen)
        {
            guard location.isTab else {
                let name = actor.screenName(in: running)
                throw StepError(
                    .noTabBar,
                    "cannot \(what()): '\(name)' is presented over the tab bar, not in one of its tabs, so it has no tab bar controller"
                )
            }
            return
        }
        guard running.coordinators.isDescendant(actor.coordinator, of: tabBar.owner) else {
            let path = running.coordinators.path(of: actor.coordinator)
            throw StepError(
                .noTabBar, "cannot \(what()): '\(path)' is not under the tab bar's coordinator")
        }
    }
}
