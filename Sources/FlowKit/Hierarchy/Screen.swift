/// One screen instance (a view controller) in the hierarchy.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    public let id: ScreenID
    public var name: String
    public var params: [Param]
    /// The coordinator that created it.
    public var owner: CoordinatorID
    /// Whether `viewDidLoad` has run (L1).
    public var isLoaded: Bool

    public init(
        id: ScreenID, name: String, params: [Param] = [],
        owner: CoordinatorID, isLoaded: Bool = false
    ) {
        self.id = id
        self.name = name
        self.params = params
        self.owner = owner
        self.isLoaded = isLoaded
    }

    /// `Chat(channel=general)`.
    public var description: String {
        var text = name
        params.appendArgumentList(to: &text)
        return text
    }
}
