/// Something the user or the device does (steps).
public enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Cold launch: the launch decision runs on the persisted state.
    case launch
    /// The app is killed (if running) and launched again.
    case relaunch
    /// The app is deleted and installed again, not launched.
    case reinstall
    /// The user triggers an action of the frontmost screen.
    case tap(String, [Param])
    /// The user taps a tab bar item.
    case select(String)
    /// The navigation bar's back button.
    case back
    /// The user swipes a sheet away.
    case swipeDown
    /// The user swipes the page view controller on screen to its next or previous page
    ///.
    case swipe(PageDirection)
    /// The user taps a button of the showing alert.
    case alert(String)
    /// A deep link or notification arrives.
    case open(String, [Param])
    /// The persisted state changes outside the app.
    case set([Param])
    /// The user leaves the app for the home screen or another app (`sceneDidEnterBackground`):
    /// it keeps running, its memory intact, and takes no input until it comes back.
    case background
    /// The user comes back to the app (`sceneWillEnterForeground`).
    case foreground
    /// An outcome of a pending request arrives (`respond: signIn.success`): the oldest pending
    /// request of that name runs that outcome's effects.
    case respond(String, outcome: String)
    /// The step, its animations left running (`settle: false`): the next step happens before
    /// they end, as a second tap that lands before a push begins (Documentation/UIKitRules.md,
    /// A5–A8). Its completion handlers run at the end of the next step that settles.
    indirect case unsettled(Step)
    /// The first step, then the second before the first's animations end: what an explorer
    /// tries when a step starts a transition (a double tap), written in a scenario as
    /// `{tap: buy, settle: false}` followed by `tap: buy`.
    indirect case interleaved(Step, Step)

    public var description: String {
        switch self {
        case .launch: return "launch"
        case .relaunch: return "relaunch"
        case .reinstall: return "reinstall"
        case .tap(let a, let args): return "tap: \(a)\(args.argumentList)"
        case .select(let t): return "select: \(t)"
        case .back: return "back"
        case .swipeDown: return "swipeDown"
        case .swipe(let direction): return "swipe: \(direction.rawValue)"
        case .background: return "background"
        case .foreground: return "foreground"
        case .alert(let b): return "alert: \(b)"
        case .open(let l, let args): return "open: \(l)\(args.argumentList)"
        case .set(let values):
            return "set: {" + values.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
        case .respond(let request, let outcome): return "respond: \(request).\(outcome)"
        case .unsettled(let step): return "{\(step), settle: false}"
        case .interleaved(let first, let second): return "{\(first), settle: false}; \(second)"
        }
    }
}
