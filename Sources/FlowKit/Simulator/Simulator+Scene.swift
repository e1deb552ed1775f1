/// The scene's phases beyond launch and kill: `background` and
/// `foreground`, with the app's `onBackground` and `onForeground` effects.
///
/// UIKit sends no appearance callbacks when the scene leaves or enters the foreground (the
/// screens stay in the window; only the scene's and the app's notifications fire), so neither
/// step changes the window by itself; what the hooks show appears and loads as usual. Memory
/// survives: in-memory state, the hierarchy, coordinators and pending requests are all kept.
extension Simulator {
    /// `background`: the app runs and is in the foreground.
    func checkBackground() throws(StepError) {
        guard let running = device.app else { throw notRunningError }
        if running.isInBackground {
            throw StepError(
                .inBackground,
                "the app is already in the background; use foreground to bring it back")
        }
    }

    /// `foreground`: the app runs and is in the background.
    func checkForeground() throws(StepError) {
        guard let running = device.app else { throw notRunningError }
        if !running.isInBackground {
            throw StepError(
                .notInBackground,
                "the app is already in the foreground; use background first (or relaunch to start it again)"
            )
        }
    }

    /// Steps that need the user's hands on the app, or the network, fail in the background
    /// (``DeviceState/checkInForeground(doing:)``).
    func checkInForeground(doing what: @autoclosure () -> String) throws(StepError) {
        try storedDevice.checkInForeground(doing: what())
    }

    /// `sceneDidEnterBackground`: the app's `onBackground` effects run for the frontmost screen
    /// (a privacy cover, a lock), then the scene is in the background.
    mutating func performBackground() throws(StepError) {
        try checkBackground()
        try runOnBackground()
        device.app?.isInBackground = true
    }

    /// The app's `onBackground` effects, for the frontmost screen.
    private mutating func runOnBackground() throws(StepError) {
        guard !app.onBackground.isEmpty else { return }
        var actor = frontmostActor(arguments: [])
        try run(app.onBackground, actor: &actor, followsFrontmost: true)
    }

    /// `openURL`: another app comes to the front, so the scene enters the background as with
    /// ``performBackground()``; already in the background (from `onBackground`), nothing more
    /// happens. The flag is set before the hook runs, so a hook that opens a URL ends.
    mutating func enterBackgroundForAnotherApp() throws(StepError) {
        guard let running = device.app else { throw notRunningError }
        guard !running.isInBackground else { return }
        device.app?.isInBackground = true
        try runOnBackground()
    }

    mutating func performForeground() throws(StepError) {
        try checkForeground()
        try enterForeground()
    }

    /// `sceneWillEnterForeground`: the scene comes back, then the app's `onForeground` effects
    /// run for the frontmost screen (a passcode lock presented over everything, a new decide).
    mutating func enterForeground() throws(StepError) {
        device.app?.isInBackground = false
        if !app.onForeground.isEmpty {
            var actor = frontmostActor(arguments: [])
            try run(app.onForeground, actor: &actor, followsFrontmost: true)
        }
    }
}
