/// A coordinator as the app declares it.
public struct FlowSpec: Hashable, Sendable {
    /// What the coordinator owns or does when it starts.
    public enum Content: Hashable, Sendable {
        /// Owns a new navigation stack with these screens (a root or tab flow).
        case stack([Invocation])
        /// Owns a tab bar; each tab is a child flow.
        case tabs([TabSpec])
        /// Pushes these screens onto the parent's navigation stack; finishing pops them off.
        case push([Invocation])
        /// Presents these screens modally in its own navigation stack.
        case present([Invocation], PresentationStyle)
        /// Has no screen of its own (`screenless: true`): starting it runs these effects (its
        /// `onStart:`), acting for its coordinator, as a gate coordinator's `start()` checks
        /// something and hands on.
        case screenless([Effect])

        /// `stack`, `tabs`, `push`, `present` or `screenless`.
        public var kindName: String {
            switch self {
            case .stack: return "stack"
            case .tabs: return "tabs"
            case .push: return "push"
            case .present: return "present"
            case .screenless: return "screenless"
            }
        }
    }

    public var name: String
    public var params: [String]
    public var content: Content
    /// While a screen of this flow is on top, the tab bar and navigation bar are hidden (B2).
    public var hidesBars: Bool
    /// The coordinator finishes itself when the user removes its last screen.
    public var autoFinish: Bool
    /// For a tabs flow that is the window root: its tab bar controller is the root view
    /// controller of a navigation controller.
    public var inNavigationController = false
    /// For a stack flow: its one screen is the window's root view controller, with no navigation
    /// controller (`inNavigationController: false`): no navigation bar, nothing to push onto.
    public var isBareRoot = false
    /// Effects run when a child flow (by name) finishes, acting for this coordinator.
    public var onFinish: [String: [Effect]]
    /// The coordinator finishes when its first screen is released (a `deinit` that calls `finish`),
    /// however the screen left: popped, dismissed, swiped away, by the user or by the app.
    public var finishOnDeinit = false
    /// When it starts, the coordinator sets itself as its navigation controller's delegate
    /// (`navigationController.delegate = self`); only the last to do so observes pops.
    public var navigationDelegate = false
    /// A present flow's sheet refuses the swipe (`modalInPresentation`) and handles the attempt
    /// (`onAttemptToDismiss`, `presentationControllerDidAttemptToDismiss`) (P6).
    public var swipe = SwipeRefusal.none
    /// A root flow whose coordinator the app coordinator keeps (a lazy property): a root swap
    /// away releases its hierarchy but not it, and `root:` of the flow starts it again.
    public var kept = false

    public init(
        _ name: String, params: [String] = [], content: Content, hidesBars: Bool = false,
        autoFinish: Bool = false, onFinish: [String: [Effect]] = [:],
        finishOnDeinit: Bool = false, navigationDelegate: Bool = false
    ) {
        self.finishOnDeinit = finishOnDeinit
        self.navigationDelegate = navigationDelegate
        self.name = name
        self.params = params
        self.content = content
        self.hidesBars = hidesBars
        self.autoFinish = autoFinish
        self.onFinish = onFinish
    }
}
