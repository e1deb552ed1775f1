/// Something wrong that exploration found, once per kind and place, with the shortest path to it.
public struct ExplorationProblem: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A `crash:` effect ran.
        case crash
        /// A coordinator or screen outlived its place in the hierarchy.
        case leak
        /// A step the user could take failed because of what the app's own effects do (presenting
        /// while presenting, pushing twice, acting for a finished coordinator, no launch rule…).
        case impossibleStep = "impossible-step"
        /// A screen with no action, no back button, no tab to tap and no sheet to swipe away.
        case deadEnd = "dead-end"
    }

    /// How the path's scenario fails.
    public enum Ending: Hashable, Sendable {
        /// Its last step fails, or crashes the app.
        case lastStep
        /// An `expect: {leaks: none}` after the last step.
        case expectNoLeaks
    }

    public var kind: Kind
    /// Where: `Feed › tap: boom` for a step, a coordinator's path or a screen's name for a leak, a
    /// screen's name for a dead end.
    public var place: String
    /// The screen where it shows: the frontmost screen before the failing step, the leaked
    /// screen or the screen over the leaked coordinator's place, the dead end.
    public var screen: String
    /// Other places where the same step fails the same way (an impossible step), sorted; at most 64.
    public var otherPlaces: [String] = []
    /// What went wrong, in the engine's words.
    public var message: String
    /// The shortest path that shows it, ending with the failing step (for a dead end, a `back` that fails).
    public var path: ExplorationPath
    public var ending: Ending
    /// The step error, for an impossible step.
    public var reason: StepError.Reason?
    /// The flow or screen concerned, named without its instance path (the leaked coordinator's
    /// flow, the leaked or dead-end screen, the screen where a step fails or crashes the app).
    public var subject: String = ""
    /// The kind of step that shows it (``FindingTrigger``); empty for a dead end.
    public var trigger: String = ""
    /// What else tells its cause apart: the leak's kind, the step error's reason and words, the
    /// crash's message.
    public var cause: String = ""

    public init(
        kind: Kind, place: String, screen: String, message: String, path: ExplorationPath,
        ending: Ending, reason: StepError.Reason? = nil
    ) {
        self.kind = kind
        self.place = place
        self.screen = screen
        self.message = message
        self.path = path
        self.ending = ending
        self.reason = reason
    }
}
