/// One thing App Review (or a careful reviewer of the code) would object to.
public struct ReviewFinding: Hashable, Sendable {
    /// The check that found it, in report order.
    public enum Check: String, Hashable, Sendable, CaseIterable {
        /// Guideline 5.1.1: a screen not marked `requiresAccount` is reachable only by signing in.
        case accountFreeAccess = "account-free-access"
        /// Guideline 5.1.1(v): the app creates accounts but a signed-in user reaches no deletion.
        case accountDeletion = "account-deletion"
        case crash
        case impossibleStep = "impossible-step"
        case deadEnd = "dead-end"
        case leak
        /// A declared screen that no launch state and no step ever shows.
        case unreachableScreen = "unreachable-screen"
        /// A property of the app file (`properties:`) is broken in some reachable state.
        case property
        /// A tap of an action with effects left the device exactly as it was (a warning).
        case tapChangesNothing = "tap-changes-nothing"
        /// A link opened in the running app left it exactly as it was (a warning).
        case linkRoutesNowhere = "link-routes-nowhere"

        /// Whether a finding of this check is a warning: worth a look, not a failed review.
        public var isWarning: Bool { self == .tapChangesNothing || self == .linkRoutesNowhere }

        /// The App Store Review Guideline it falls under, or `nil` for flowsim's own quality checks.
        public var guideline: String? {
            switch self {
            case .accountFreeAccess: return "5.1.1"
            case .accountDeletion: return "5.1.1(v)"
            case .crash, .impossibleStep, .deadEnd: return "2.1"
            case .leak, .unreachableScreen, .property, .tapChangesNothing, .linkRoutesNowhere:
                return nil
            }
        }
    }

    public var check: Check
    /// One line: what is wrong.
    public var summary: String
    /// The screens concerned, sorted.
    public var screens: [String]
    /// Other places with the same problem (an impossible step met at several screens), sorted.
    public var otherPlaces: [String] = []
    /// The shortest path that shows it, when there is one.
    public var path: ExplorationPath?
    /// What the scenario does after the path to fail where the finding is (`expect: {leaks: none}`).
    public var ending: [String]
    /// The same cause's other instances, reached by other paths (shortest first), for a finding
    /// that exploration made (``ExplorationFinding``); empty for the other checks.
    public var otherInstances: [ExplorationProblem] = []
    /// A name for this finding that stays the same from run to run and across edits of the app
    /// file that leave its cause alone (a baseline lists it): the exploration finding's own id,
    /// or the check and the screens concerned.
    public var id: String
    /// The words its scenario file is named after: the flow or screen and the step that shows
    /// it, or the first screen concerned.
    public var subject: String

    public init(
        check: Check, summary: String, screens: [String], path: ExplorationPath? = nil,
        ending: [String] = []
    ) {
        self.check = check
        self.summary = summary
        self.screens = screens
        self.path = path
        self.ending = ending
        self.id = FindingID.make(check.rawValue, detail: screens.joined(separator: ","))
        self.subject = screens.first ?? ""
    }
}
