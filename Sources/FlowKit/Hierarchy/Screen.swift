/// One screen instance (a view controller) in the hierarchy.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    public let id: ScreenID
    public var name: String
    public var params: [Param]
    /// `hidesBottomBarWhenPushed` (B1).
    public var hidesBottomBarWhenPushed: Bool
    /// The coordinator that created it.
    public var owner: CoordinatorID
    /// Whether `viewDidLoad` has run (L1).
    public var isLoaded: Bool
    /// ``currentPage``, or -1: four bytes that fit beside the flags, so that a screen stays small.
    private var pageIndex: Int32 = -1
    /// The child view controllers it contains (construct 14), in order: the screens it embeds
    /// (`embeds:`, `addChild` + `didMove(toParent:)`), or, for a page view controller, all of its
    /// pages (`pages:`), of which only ``currentPage`` is on screen. Released with it.
    public internal(set) var children: [Screen] = []

    /// For a page view controller (`pages:`): the index in ``children`` of the page on screen;
    /// `nil` for any other screen, whose children are all on screen with it.
    public internal(set) var currentPage: Int? {
        get { pageIndex < 0 ? nil : Int(pageIndex) }
        set { pageIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    public init(
        id: ScreenID, name: String, params: [Param] = [], hidesBottomBarWhenPushed: Bool = false,
        owner: CoordinatorID, isLoaded: Bool = false
    ) {
        self.id = id
        self.name = name
        self.params = params
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.owner = owner
        self.isLoaded = isLoaded
    }

    /// `Chat(channel=general)`.
    public var description: String { name + params.argumentList }
}
