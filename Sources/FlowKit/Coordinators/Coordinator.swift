/// A live coordinator: a node of the tree rooted at `App`.
public struct Coordinator: Hashable, Sendable {
    /// The kind of flow it runs (`app` for the root of the tree).
    public enum Kind: String, Hashable, Sendable {
        case app, stack, tabs, push, present, screenless
    }

    public let id: CoordinatorID
    /// The flow's name (`App` for the root).
    public let flow: String
    public let kind: Kind
    public var params: [Param]
    public var parent: CoordinatorID?
    /// In start order.
    public var children: [CoordinatorID] { Array(childList) }
    /// The same, shared between copies: a parent with thousands of children gains one in O(log n).
    var childList: PersistentArray<CoordinatorID> = []
    /// The navigation stack it pushes onto: its own (stack, present) or its parent's (push).
    public var stack: StackID?
    /// The screens it created when it started and holds (its root view controllers).
    public internal(set) var heldScreens: [ScreenID] = []
    /// Their names, kept to describe a leak once they are gone.
    public internal(set) var heldScreenNames: [String] = []
    /// Copied from the flow: it finishes itself when the user removes its last screen.
    public internal(set) var autoFinish = false
    /// Copied from the flow: while its screen is on top, the bars are hidden (B2).
    public internal(set) var hidesBars = false
    /// Copied from the flow: something may observe its screens' release and finish it at the end
    /// of a step (`finishOnDeinit`, `navigationDelegate`; see also ``claimedNavigationDelegate``).
    public internal(set) var observesRelease = false
    /// `App/Main/Game`: set when it is attached under its parent (``CoordinatorTree/attach(_:)``).
    public internal(set) var path: CoordinatorPath
    /// Copied from the flow: the app coordinator keeps it across root swaps (`kept: true`), and
    /// `root:` of its flow starts the same instance again.
    public internal(set) var isKept = false
    /// How many times it was started: more than once only for a kept coordinator.
    public internal(set) var starts = 1
    /// It has set itself as its navigation controller's delegate at some point (on start with
    /// `navigationDelegate: true`, or with `claimNavigationDelegate`), and so counts on seeing pops.
    public internal(set) var claimedNavigationDelegate = false

    public init(
        id: CoordinatorID, flow: String, kind: Kind, params: [Param] = [], parent: CoordinatorID?,
        stack: StackID? = nil,
        autoFinish: Bool = false, hidesBars: Bool = false, observesRelease: Bool = false
    ) {
        self.observesRelease = observesRelease
        self.autoFinish = autoFinish
        self.hidesBars = hidesBars
        self.id = id
        self.flow = flow
        self.kind = kind
        self.params = params
        self.parent = parent
        self.stack = stack
        self.path = CoordinatorPath(flow)
    }
}
