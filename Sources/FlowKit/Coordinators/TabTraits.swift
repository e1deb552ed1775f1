/// What a tabs flow declares of one of its tabs that the engine reads as it runs: its name and
/// whether selecting it is intercepted (T3). Stored once per tab of the flow, in the flow's
/// ``FlowTraits``, and shared by every tab bar built from that flow (a tab holds a reference, not
/// a copy), so the tab cannot say one thing and the app another.
public final class TabTraits: Hashable, Sendable {
    /// The tab's name (`home`).
    public let name: String
    /// Selecting it is intercepted (`intercept:`, T3).
    public let isIntercepting: Bool
    /// The digest of the name (``StableHasher/digest(of:)``), computed once: every fingerprint
    /// writes every tab's name.
    let nameDigest: UInt64

    public init(name: String, isIntercepting: Bool) {
        self.name = name
        self.isIntercepting = isIntercepting
        nameDigest = StableHasher.digest(of: name)
    }

    /// Calls `body` with the name and its digest, read in place.
    @inline(__always)
    func withName<R>(_ body: (String, UInt64) -> R) -> R { body(name, nameDigest) }

    /// The traits of a declared tab.
    public convenience init(_ spec: TabSpec) {
        self.init(name: spec.name, isIntercepting: spec.intercept != nil)
    }

    public static func == (a: TabTraits, b: TabTraits) -> Bool {
        a === b || (a.name == b.name && a.isIntercepting == b.isIntercepting)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isIntercepting)
    }
}
