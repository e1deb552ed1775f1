/// What an exploration may do and where it stops (``Explorer/Options``), where it starts
/// (``Explorer/Starts``), and how far it has come (``Explorer/Progress``).
extension Explorer {
    /// Where exploration starts.
    public enum Starts: Hashable, Sendable {
        /// Every combination of the stored keys the app's conditions read (``StartPoints``), each
        /// as the state before the first launch.
        case everyLaunchInput
        /// A fresh install only: every stored value at its default.
        case freshInstall
    }

    /// A bound on stack depth to give ``Options/maxStackDepth`` when one is wanted: deeper than
    /// real navigation goes (a stack of a dozen screens is rare). Not the default: the repeat
    /// bound (``Options/maxRepeats``) ends push and present loops without cutting off deep,
    /// varied navigation.
    public static let defaultMaxStackDepth = 16

    /// The default ``Options/maxRepeats``: a cycle's second turn is kept, its third is not.
    public static let defaultMaxRepeats = 2

    public struct Options: Hashable, Sendable {
        /// Stop after this many distinct states.
        public var maxStates = 1_000_000
        /// Do not expand states this many steps from a start (`nil`: no limit).
        public var maxDepth: Int?
        public var starts = Starts.everyLaunchInput
        /// Whether deep links and notifications arrive (`open` steps). At most one link is held before a launch.
        public var includesLinks = true
        /// Leave out every step that signs in (one after which `session` is `user` and before which it was not).
        public var avoidsSigningIn = false
        /// Whether to go on from a state that leaks (its leaks reported once), so that a second,
        /// different leak behind the first is found. A leak that grows with each repetition of
        /// the steps that caused it (another leaked coordinator each time) is bounded by
        /// ``maxRepeats``.
        public var expandsLeakingStates = true
        /// How many times a screen may stand on one navigation stack (or be presented in the
        /// modal chain), and a flow be started among one coordinator's children or on one chain
        /// of coordinators, before a state is past the bound (``RepeatExcess``); and requests of
        /// one name from one screen are kept to none, one or more than one. A state past the
        /// bound is not generated: neither numbered, checked nor expanded. `nil`: no bound (only
        /// ``maxStates`` then ends a push loop).
        public var maxRepeats: Int? = Explorer.defaultMaxRepeats
        /// Whether to leave out the states in which two tabs of the root tab bar both hold screens
        /// pushed beyond their roots. A tab's stack changes only while it is selected (or when a
        /// link selects it first), so what happens in one tab is found with every other tab at
        /// its root; without this, the states are the product of the tabs' stacks. What is lost
        /// is only what needs two tabs away from their roots at once.
        public var keepsTabsApart = true
        /// Do not expand a state in which a navigation stack holds more screens than this, or the
        /// modal chain more presentations (`nil`: no limit). A push or present loop (a channel
        /// that opens a channel, a profile that pushes a profile) makes a new, larger state with
        /// each turn, forever; ``maxRepeats`` ends such loops by default, and this is an extra
        /// bound for a walk that wants shallow states only. Such states are found and checked,
        /// not expanded.
        public var maxStackDepth: Int?
        /// How many whole states of the next level are kept; past that, a state is rebuilt from its path when its turn comes.
        public var keptStates = 50_000
        /// Whether to send an app with no scene hooks (no `onBackground`, no `onForeground`) to
        /// the background. Such an app's state in the background reaches nothing its twin in the
        /// foreground does not: `foreground` leads back to the twin, a link brings the app back
        /// first and then does what it does in the twin, `relaunch` and `reinstall` do what they
        /// do there, and nothing else can be done. So by default the step is left out, and the
        /// walk finds the same foreground states, problems and shortest paths with half the states.
        public var backgroundsWithoutSceneHooks = false
        /// Whether fingerprints look up what earlier ones computed (``StringDigests``,
        /// ``CoordinatorDigests``, ``TabDigests``): off only for a test that checks the caches
        /// change nothing.
        var usesDigestCaches = true
        /// Whether tab selections known to lead to states found are counted, not performed
        /// (``SelectShortcut``): off only for a test that checks it changes nothing.
        var usesSelectShortcut = true
        /// Whether steps known to undo the step that found a state are counted, not performed
        /// (``UndoShortcut``): off only for a test that checks it changes nothing.
        var usesUndoShortcut = true
        /// Whether a state found by a step that only pushed or presented (``Simulator/lastAddition``),
        /// or only selected a tab, skips the leak test (it leaks what the state it came from
        /// leaks, noted already): off only for a test that checks it changes nothing.
        var skipsLeakTestAfterAdditions = true
        /// Whether a level that will not be expanded to its end (the walk reaching `maxStates`
        /// before) keeps only the states it is likely to expand, and a margin: off only for a
        /// test that checks it changes nothing.
        var keepsOnlyStatesLikelyExpanded = true
        /// Whether a user step may happen while a transition runs: after a tap that pushes or
        /// presents, the same tap again before the animation begins (the double push); after a
        /// step that dismisses, a tab tap during the dismissal (``TransitionInterleaving``).
        public var interleavesTransitions = false

        public init(
            maxStates: Int = 1_000_000, maxDepth: Int? = nil, starts: Starts = .everyLaunchInput,
            includesLinks: Bool = true, avoidsSigningIn: Bool = false,
            maxStackDepth: Int? = nil, maxRepeats: Int? = Explorer.defaultMaxRepeats
        ) {
            self.maxStates = maxStates
            self.maxRepeats = maxRepeats
            self.maxDepth = maxDepth
            self.maxStackDepth = maxStackDepth
            self.starts = starts
            self.includesLinks = includesLinks
            self.avoidsSigningIn = avoidsSigningIn
        }
    }

    /// How far an exploration has come, for a progress line.
    public struct Progress: Sendable {
        public var states: Int
        public var transitions: Int
        public var depth: Int
    }
}
