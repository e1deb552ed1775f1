/// A live coordinator: a node of the tree rooted at `App`.
public struct Coordinator: Hashable, Sendable {
    /// The kind of flow it runs (`app` for the root of the tree).
    public enum Kind: String, Hashable, Sendable {
        case app, stack, tabs, push, present, screenless
    }

    public let id: CoordinatorID
    /// What its flow declares, stored once for the flow and shared (``FlowTraits``).
    public let traits: FlowTraits
    /// The flow's name (`App` for the root).
    public var flow: String { traits.flow }
    public var kind: Kind { traits.kind }
    public var params: [Param]
    public var parent: CoordinatorID?
    /// In start order.
    public var children: [CoordinatorID] { Array(childList) }
    /// The same, shared between copies: a parent with thousands of children gains one in O(log n).
    /// The tree's index of ``parent`` links (derived, not a fact), changed only where they are
    /// (``CoordinatorTree``'s attach and detach); `StoredOnceTests` checks it against the links
    /// after every step. Kept because deriving it is a scan of every live coordinator per lookup.
    var childList: PersistentArray<CoordinatorID> = []
    /// The navigation stack it pushes onto: its own (stack, present) or its parent's (push). Not
    /// the inverse of ``NavigationStack/owner`` (who made a stack): a coordinator that presents a
    /// bare screen owns that stack and still pushes onto its own, and a stack keeps its owner after
    /// the owner is gone (a leak). Where the two meet — a stack or present coordinator's stack in
    /// the window is owned by it — `StoredOnceTests` checks it after every step.
    public var stack: StackID?
    /// The screens it created when it started and holds (its root view controllers), each with
    /// its name, kept to describe a leak once they are gone.
    public internal(set) var held: [HeldScreen] = []
    /// The held screens' ids.
    public var heldScreens: [ScreenID] { held.map(\.id) }
    /// The held screens' names (`Chat(channel=general)`).
    public var heldScreenNames: [String] { held.map(\.name) }
    /// Its flow's: it finishes itself when the user removes its last screen.
    public var autoFinish: Bool { traits.autoFinish }
    /// Its flow's: while its screen is on top, the bars are hidden (B2).
    public var hidesBars: Bool { traits.hidesBars }
    /// Its flow's: something may observe its screens' release and finish it at the end of a step
    /// (`finishOnDeinit`, `navigationDelegate`; see also ``claimedNavigationDelegate``).
    public var observesRelease: Bool { traits.observesRelease }
    /// `App/Main/Game`: set when it is attached under its parent (``CoordinatorTree/attach(_:)``).
    public internal(set) var path: CoordinatorPath
    /// Its flow's: the app coordinator keeps it across root swaps (`kept: true`), and `root:` of
    /// its flow starts the same instance again.
    public var isKept: Bool { traits.isKept }
    /// How many times it was started: more than once only for a kept coordinator.
    public internal(set) var starts = 1
    /// It has set itself as its navigation controller's delegate at some point (on start with
    /// `navigationDelegate: true`, or with `claimNavigationDelegate`), and so counts on seeing pops.
    public internal(set) var claimedNavigationDelegate = false

    /// A coordinator of a flow whose traits are shared (the simulator's table of them).
    public init(
        id: CoordinatorID, traits: FlowTraits, params: [Param] = [], parent: CoordinatorID?,
        stack: StackID? = nil
    ) {
        self.id = id
        self.traits = traits
        self.params = params
        self.parent = parent
        self.stack = stack
        self.path = CoordinatorPath(traits.flow)
    }

    /// A coordinator with traits of its own.
    public init(
        id: CoordinatorID, flow: String, kind: Kind, params: [Param] = [], parent: CoordinatorID?,
        stack: StackID? = nil,
        autoFinish: Bool = false, hidesBars: Bool = false, observesRelease: Bool = false
    ) {
        self.init(
            id: id,
            traits: FlowTraits(
                flow: flow, kind: kind, autoFinish: autoFinish, hidesBars: hidesBars,
                observesRelease: observesRelease),
            params: params, parent: parent, stack: stack)
    }
}

/// A screen a coordinator holds: its id and its name (kept once the screen is gone).
public struct HeldScreen: Hashable, Sendable {
    public var id: ScreenID
    /// `Chat(channel=general)`.
    public var name: String

    public init(id: ScreenID, name: String) {
        self.id = id
        self.name = name
    }
}
