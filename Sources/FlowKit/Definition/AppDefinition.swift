/// Everything an app declares: persisted state, the launch decision, flows, screens and links.
///
/// Build one in code, or compile it from an app file with the `Scenarios` library; drive it with ``Simulator``.
public struct AppDefinition: Hashable, Sendable {
    public var name: String
    public private(set) var stateKeys: [StateKey]
    public var launchRules: [LaunchRule]
    public var flows: [String: FlowSpec]
    public var screens: [String: ScreenSpec]
    public var links: [String: LinkSpec]
    /// Effects run when the scene enters the foreground again (`sceneWillEnterForeground`),
    /// acting for the frontmost screen, as a link's do.
    public var onForeground: [Effect] = []
    /// Effects run when the scene enters the background (`sceneDidEnterBackground`).
    public var onBackground: [Effect] = []
    private var keyIndex: StateKeyIndex

    /// The reserved key that says who is signed in: `none`, `guest` or `user`.
    public static let sessionKey = "session"
    /// The default declaration of `session`, added when the app does not declare it.
    public static let sessionStateKey = StateKey(
        sessionKey, default: "none", values: ["none", "guest", "user"], domain: .keychain)

    public init(
        name: String, state: [StateKey] = [], launch: [LaunchRule] = [], flows: [FlowSpec] = [],
        screens: [ScreenSpec] = [], links: [LinkSpec] = [], onForeground: [Effect] = [],
        onBackground: [Effect] = []
    ) {
        self.onForeground = onForeground
        self.onBackground = onBackground
        self.name = name
        var keys = state
        if !keys.contains(where: { $0.name == Self.sessionKey }) {
            keys.append(Self.sessionStateKey)
        }
        self.stateKeys = keys
        self.keyIndex = StateKeyIndex(keys)
        self.launchRules = launch
        self.flows = Dictionary(
            flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.screens = Dictionary(
            screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.links = Dictionary(
            links.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The index of a state key in ``stateKeys``.
    public func index(ofKey name: String) -> Int? { keyIndex.index(of: name) }

    /// The declaration of a state key.
    public func key(_ name: String) -> StateKey? { keyIndex.index(of: name).map { stateKeys[$0] } }

    /// Every screen that some action of some screen has, for "did you mean".
    public var allActionNames: Set<String> {
        Set(screens.values.flatMap { $0.actions.map(\.name) })
    }
}
