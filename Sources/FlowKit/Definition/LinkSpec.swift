/// A deep link or notification route.
public struct LinkSpec: Hashable, Sendable {
    public var name: String
    public var params: [String]
    public var effects: [Effect]
    /// The URL the link answers to, with `{param}` for each parameter (`shopr://product/{sku}`):
    /// universal links and notification payloads arrive as URLs.
    public var url: LinkPattern?
    /// When the app can route the link (all must hold; empty: whenever it runs). Until then an
    /// arriving link is held, and it is routed at the end of the first step after which they hold
    /// (a link held until onboarding or sign-in is done).
    public var when: [Condition] = []
    /// Only the app posts it (`post:`, a NotificationCenter event): it never arrives from outside,
    /// so exploration and review do not open it as an environment step (`inApp: true`).
    public var isInAppOnly = false

    public init(_ name: String, params: [String] = [], effects: [Effect], url: LinkPattern? = nil) {
        self.name = name
        self.params = params
        self.effects = effects
        self.url = url
    }
}
