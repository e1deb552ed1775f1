/// A window whose root view controller is a screen, not a navigation controller
/// (`window.rootViewController = AppStatusViewController(…)`): its `navigationController` is nil.
extension Simulator {
    /// Fails when the stack at `location` is the window's bare root screen: there is no navigation
    /// controller to push onto or to replace the contents of. (In the app,
    /// `navigationController?.pushViewController` does nothing; flowsim makes the lost push visible.)
    func requireNavigationController(
        at location: StackLocation, doing what: @autoclosure () -> String
    ) throws(StepError) {
        guard location == .root, let running = storedDevice.app,
            let stack = running.window.stack(at: location), stack.isBare
        else { return }
        let path = running.coordinators.path(of: stack.owner)
        let screen = stack.top?.description ?? "its screen"
        throw StepError(
            .noNavigationStack(coordinator: path),
            "cannot \(what()): '\(screen)' is the window's root view controller with no navigation controller (the flow '\(path)' has inNavigationController: false), so there is nothing to push onto; present instead, or leave out inNavigationController: false"
        )
    }
}
