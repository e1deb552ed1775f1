/// What can be handed to a navigation stack: a screen, or (wrongly) a container (X2).
public enum ViewController: Hashable, Sendable {
    case screen(Screen)
    case navigationStack(NavigationStack)
    case tabBar(TabBar)
}

/// A navigation controller's stack of screens, bottom to top.
///
/// Its fields are declared so that they pack (the ids together, the flags at the end) and the
/// rare delegate slot is one reference: 64 bytes a stack, not 96. A state keeps many copies of
/// it (every tab of a tab bar holds one, and a step that changes one tab copies them all).
public struct NavigationStack: Hashable, Sendable {
    public let id: StackID
    /// The coordinator that made this stack (and its screens' owner when it made them); it stays
    /// when that coordinator is gone, to name a leaked stack. A tab's coordinator is read from it.
    /// See ``Coordinator/stack`` for the stack a coordinator pushes onto (another fact).
    public internal(set) var owner: CoordinatorID
    /// Bottom to top; empty only for a tab's stack (`stack: []`, `setStack: []`). Shared between
    /// copies of the device: pushing onto a copy of a stack n deep costs O(log n), not n.
    public internal(set) var screens: PersistentArray<Screen>
    /// ``delegate``, in a box: one reference in every copy of the stack, where the slot (a
    /// coordinator and a path) took 24 bytes and is mostly empty.
    private var delegateBox: DelegateBox?
    /// When a tab bar controller stands in this stack: how many screens are beneath
    /// it (0: it is the root view controller). The screens after those are pushed over it.
    public internal(set) var tabBarDepth: Int?
    /// A bare presented screen: a one-screen "stack" with no navigation bar.
    public let isBare: Bool
    /// `setNavigationBarHidden(true)` (`hideNavigationBar`): the bar stays hidden, whatever is
    /// pushed or popped, until shown again (B3).
    public internal(set) var isNavigationBarHidden = false

    /// The navigation controller's `delegate`: the last coordinator that claimed it
    /// (`navigationDelegate: true`), held weakly (it observes only while it is live).
    public internal(set) var delegate: NavigationDelegate? {
        get { delegateBox?.delegate }
        set { delegateBox = newValue.map(DelegateBox.init) }
    }

    /// A claimed delegate slot, never changed in place: claimed again whole. Equal and hashed
    /// as the slot it holds.
    private final class DelegateBox: Hashable, Sendable {
        let delegate: NavigationDelegate

        init(_ delegate: NavigationDelegate) { self.delegate = delegate }

        static func == (a: DelegateBox, b: DelegateBox) -> Bool { a.delegate == b.delegate }

        func hash(into hasher: inout Hasher) { hasher.combine(delegate) }
    }

    public init(id: StackID, screens: [Screen], isBare: Bool = false, owner: CoordinatorID) {
        self.id = id
        self.screens = PersistentArray(screens)
        self.isBare = isBare
        self.owner = owner
    }

    /// The top screen; `nil` when the tab bar controller in the stack is on top.
    public var top: Screen? { screens.count > (tabBarDepth ?? -1) ? screens.last : nil }

    /// Whether ``top`` is not `nil`, read without copying the screen.
    var hasTop: Bool { !screens.isEmpty && screens.count > (tabBarDepth ?? -1) }

    /// The id of ``top``, read without copying the screen.
    var topID: ScreenID? { hasTop ? screens.withElement(at: screens.count - 1) { $0.id } : nil }

    /// The id of ``top``, whether it has loaded its view, and its index, read without copying
    /// the screen.
    var topLoadState: (id: ScreenID, isLoaded: Bool, index: Int)? {
        guard hasTop else { return nil }
        let index = screens.count - 1
        return screens.withElement(at: index) { ($0.id, $0.isLoaded, index) }
    }

    /// The owner of ``top``, read without copying the screen.
    var topOwner: CoordinatorID? {
        hasTop ? screens.withElement(at: screens.count - 1) { $0.owner } : nil
    }

    /// What `back` reads of the stack it goes back in.
    var backFacts: (isNavigationBarHidden: Bool, topOwner: CoordinatorID?, hasBackButton: Bool) {
        (isNavigationBarHidden, topOwner, hasBackButton)
    }

    /// Whether the stack's navigation bar shows a back button: something under its top.
    public var hasBackButton: Bool {
        guard let depth = tabBarDepth else { return screens.count > 1 }
        return screens.count > depth || depth > 0
    }
    public var root: Screen? { screens.first }

    /// Pushes a view controller, with UIKit's rules: the same instance twice (X1) or a container (X2) is refused.
    public mutating func push(_ controller: ViewController) throws(StepError) {
        switch controller {
        case .screen(let screen):
            if screens.contains(where: { $0.id == screen.id }) {
                throw StepError(
                    .pushSameInstance(screen: screen.description),
                    "pushing the same view controller instance more than once is not supported ('\(screen)' is already in the stack)"
                )
            }
            screens.append(screen)
        case .navigationStack:
            throw StepError(
                .pushContainer(kind: "navigation controller"),
                "pushing a navigation controller is not supported")
        case .tabBar:
            throw StepError(
                .pushContainer(kind: "tab bar controller"),
                "pushing a tab bar controller is not supported")
        }
    }

    /// Pushes a screen just made, which no stack holds yet: X1 cannot apply, so the stack is not
    /// searched for it (a push onto a stack n deep costs O(log n), not n).
    mutating func pushNew(_ screen: consuming Screen) {
        screens.append(screen)
    }

    /// Pops the top screen; on the root nothing happens (L4) and `nil` is returned. When the tab
    /// bar controller in the stack is on top, it is popped (``tabBarDepth`` becomes `nil`) if a
    /// screen is beneath it, and `nil` is returned.
    @discardableResult
    public mutating func pop() -> Screen? {
        if let depth = tabBarDepth {
            if screens.count > depth { return screens.removeLast() }
            if depth > 0 { tabBarDepth = nil }
            return nil
        }
        return screens.count > 1 ? screens.removeLast() : nil
    }

    /// Pops to the root view controller: the first screen, or the tab bar controller when it is
    /// the root.
    @discardableResult
    public mutating func popToRoot() -> [Screen] {
        guard tabBarDepth == 0 else { return pop(toIndex: 0) }
        let removed = screens
        screens = []
        return Array(removed)
    }

    /// Pops down to the screen at `index`; the popped screens are returned, bottom to top.
    @discardableResult
    public mutating func pop(toIndex index: Int) -> [Screen] {
        guard index >= 0, index < screens.count - 1 else {
            // With the tab bar controller on top, popping to the screen under it pops the bar.
            if let depth = tabBarDepth, index >= 0, index == screens.count - 1, index < depth {
                tabBarDepth = nil
            }
            return []
        }
        var removed: [Screen] = []
        removed.reserveCapacity(screens.count - index - 1)
        while screens.count > index + 1 { removed.append(screens.removeLast()) }
        if let depth = tabBarDepth, index < depth { tabBarDepth = nil }  // popped with the rest
        return removed.reversed()
    }

    /// Runs `body` on this stack in place (for an optional stack: `stack?.modify(body)`).
    mutating func modify<R>(_ body: (inout NavigationStack) throws(StepError) -> R)
        throws(StepError) -> R
    {
        try body(&self)
    }

    /// Replaces the whole stack (`setViewControllers`).
    public mutating func set(_ newScreens: [Screen]) {
        screens = PersistentArray(newScreens)
    }

    /// The index of the screen with this id.
    public func index(of id: ScreenID) -> Int? {
        // from the top: the screen asked about is most often the top one
        screens.lastIndex { $0.id == id }
    }

    /// The index of the topmost screen named `name`.
    public func lastIndex(named name: String) -> Int? {
        screens.lastIndex { $0.name == name }
    }
}
