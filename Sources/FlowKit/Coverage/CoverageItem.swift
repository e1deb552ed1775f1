/// Something of an app that a scenario can reach: a screen shown, an action tapped, a tab shown,
/// a link opened, a launch state decided, an asynchronous outcome delivered.
public struct CoverageItem: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kinds, in the order reports list them.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        case screen, action, tab, link, launchState, outcome

        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
        }

        /// `screens`, `actions`, … for reports.
        public var plural: String {
            switch self {
            case .screen: return "screens"
            case .action: return "actions"
            case .tab: return "tabs"
            case .link: return "links"
            case .launchState: return "launch states"
            case .outcome: return "outcomes"
            }
        }
    }

    public var kind: Kind
    /// `Chat`, `Chat.send` (screen.action), `community`, `channel`, `loggedIn`, `signIn.success`.
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    public static func < (a: CoverageItem, b: CoverageItem) -> Bool {
        (a.kind, a.name) < (b.kind, b.name)
    }

    /// `action Chat.send`.
    public var description: String { "\(kind.rawValue) \(name)" }
}
