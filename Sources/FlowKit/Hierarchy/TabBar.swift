/// A tab bar controller: each tab a child flow with its own navigation stack.
public struct TabBar: Hashable, Sendable {
    /// One tab: its name, its stack, and whether selecting it is intercepted (T3).
    ///
    /// A tab is one reference to a box (copy-on-write): a step that changes one tab's stack
    /// copies the tab bar's array (one reference a tab, not each tab's traits and stack) and that
    /// tab's box, and the rewind that drops the step frees as little; the array of five tabs a
    /// state keeps takes 72 bytes, not 552.
    public struct Tab: Hashable, Sendable {
        private final class Box: Hashable, @unchecked Sendable {
            let traits: TabTraits
            // Changed only while uniquely referenced (`Tab.stack`'s `_modify`), as an array's
            // buffer is.
            @exclusivity(unchecked) var stack: NavigationStack

            init(traits: TabTraits, stack: NavigationStack) {
                self.traits = traits
                self.stack = stack
            }

            static func == (a: Box, b: Box) -> Bool {
                a === b || (a.traits == b.traits && a.stack == b.stack)
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(traits)
                hasher.combine(stack)
            }
        }

        private var box: Box

        /// What its tabs flow declares of it (name, interception), shared with the flow's
        /// ``FlowTraits`` and with every tab bar built from it.
        public var traits: TabTraits { box.traits }

        public var stack: NavigationStack {
            _read { yield box.stack }
            _modify {
                if !isKnownUniquelyReferenced(&box) {
                    box = Box(traits: box.traits, stack: box.stack)
                }
                yield &box.stack
            }
        }

        /// Where ``stack`` is stored (in the tab's box), for a walk that reads it in place: valid
        /// while the tab is alive and unchanged.
        @inline(__always)
        var stackInPlace: UnsafePointer<NavigationStack> {
            Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef {
                UnsafePointer(withUnsafeMutablePointer(to: &$0.stack) { $0 })
            }
        }

        /// The tab's name: its flow's, stored once in ``traits``.
        public var name: String { traits.name }
        /// Whether selecting it is intercepted (T3): its flow's, stored once in ``traits``.
        public var isIntercepting: Bool { traits.isIntercepting }
        /// The child coordinator that owns the tab's stack: the stack's owner, stored there once.
        public var coordinator: CoordinatorID { stack.owner }

        /// A tab of a declared tabs flow, whose stack `coordinator` owns (the stack's owner is set to it).
        public init(traits: TabTraits, stack: NavigationStack, coordinator: CoordinatorID) {
            var stack = stack
            stack.owner = coordinator
            box = Box(traits: traits, stack: stack)
        }

        /// A tab with traits of its own, whose stack `coordinator` owns.
        public init(
            name: String, stack: NavigationStack, coordinator: CoordinatorID, isIntercepting: Bool
        ) {
            self.init(
                traits: TabTraits(name: name, isIntercepting: isIntercepting), stack: stack,
                coordinator: coordinator)
        }
    }

    public internal(set) var tabs: [Tab]
    public internal(set) var selectedIndex: Int
    /// The coordinator that owns the tab bar.
    public let owner: CoordinatorID
    /// The navigation controller the tab bar controller stands in: the window's
    /// navigation stack, whose ``NavigationStack/tabBarDepth`` says where the bar stands.
    public internal(set) var host: NavigationStack?
    /// `tabBar.isHidden = true` (`hideTabBar`): hidden on every tab until shown again (B4).
    public internal(set) var isTabBarHidden = false

    /// The most tabs the simulator supports (T4: the More tab is out of scope).
    public static let maximumTabs = 5

    public init(
        tabs: [Tab], selectedIndex: Int = 0, owner: CoordinatorID, host: NavigationStack? = nil
    ) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
        self.owner = owner
        self.host = host
    }

    public var selectedTab: Tab? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }

    /// Runs `body` on this tab bar in place (for an optional one: `bar?.modify(body)`).
    mutating func modify<R>(_ body: (inout TabBar) -> R) -> R { body(&self) }

    /// The top of the selected tab's stack.
    var selectedTop: Screen? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex].stack.top : nil
    }

    /// The index of the tab named `name`.
    public func index(of name: String) -> Int? { tabs.firstIndex { $0.name == name } }
}
