/// The errors of a step's checks that depend on the device alone, built from it rather than from
/// the simulator: the checks are inlined into the mutating steps, and a call of a non-mutating
/// simulator method from there copies the whole simulator (some 450 bytes) first, on every step,
/// even for a call on a path that throws.
extension DeviceState {
    /// The step needs the app running.
    var notRunningError: StepError {
        if let crash = crashMessage {
            return StepError(
                .notRunning, "the app is not running: it crashed ('\(crash)'); use relaunch")
        }
        return StepError(.notRunning, "the app is not running; launch it first")
    }

    /// The error for a step that needs a frontmost screen when none shows: the selected tab's
    /// stack is empty (`stack: []`, `setStack: []`).
    func noScreenError(_ window: Window, toDo what: String) -> StepError {
        guard let bar = window.tabBar, let tab = bar.selectedTab, tab.stack.screens.isEmpty,
            let running = app
        else { return notRunningError }
        let path = running.coordinators.path(of: tab.stack.owner)
        return StepError(
            .emptyStack(coordinator: path),
            "cannot \(what): the tab '\(tab.name)' shows an empty navigation stack (of '\(path)'), so no screen is there; select another tab, or let its coordinator push a screen first"
        )
    }

    /// Steps that need the user's hands on the app, or the network, fail in the background.
    func checkInForeground(doing what: @autoclosure () -> String) throws(StepError) {
        guard app?.isInBackground == true else { return }
        throw StepError(
            .inBackground,
            "the app is in the background, so the user cannot \(what()); use foreground first (open, set, relaunch and reinstall work in the background)"
        )
    }
}
