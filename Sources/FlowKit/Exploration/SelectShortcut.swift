/// Which tab selections an explorer need not perform in a state, because it knows where they lead.
///
/// A state S reached from P by selecting tab t, when that `select` changed nothing else (no effect
/// ran, no view loaded: the device is P's, another tab selected, ``Simulator/isCheckpoint(_:withAnotherTabSelected:)``),
/// is P with t selected. Selecting another tab k from S then leads where selecting k from P led,
/// if that changed nothing else either: to P with k selected, a state found already (when P was
/// expanded, before S). So in S, `select k` is counted as a transition to a state found and not
/// performed, for every such k but t (a re-tap pops to the root). On an app of five tabs whose
/// selections run nothing, that is most of the selections tried; the states, transitions and
/// problems found are the same (`ExplorationTests` checks it on every sample app).
///
/// And when no selection of the app runs anything (no tab's `onSelect:` or interception, no
/// screen's effects at its appearance), selecting P's tab from S leads back to P, found already;
/// and in any state, selecting a tab whose top screen is loaded leads to the same device with
/// that tab selected, whose fingerprint is worked out without performing the step
/// (``DeviceState/fingerprint(using:strings:coordinators:selectedTab:)``): when it is a state
/// found already, the step is counted and not performed.
///
/// The tabs are named by the order of their `select` among a state's steps (``Explorer/steps(in:)``
/// lists them in the tab bar's order), as P's and S's tab bars are the same.
struct SelectShortcut {
    /// A set of tabs by that order (the first eight: a tab bar has at most five).
    struct Tabs: Equatable {
        private(set) var bits: UInt8 = 0

        static let empty = Tabs()

        func contains(_ tab: Int) -> Bool { tab < 8 && bits & (1 << tab) != 0 }

        mutating func insert(_ tab: Int) { if tab < 8 { bits |= 1 << tab } }

        func removing(_ tab: Int) -> Tabs {
            var tabs = self
            if tab < 8 { tabs.bits &= ~(1 << tab) }
            return tabs
        }
    }

    /// What selecting each tab of the root tab bar does, read in one walk of the bar, when the
    /// window shows no presentation and no alert (on an app whose selections run nothing):
    /// `others`, the tabs other than the selected one whose top screen has loaded its view,
    /// whose selection changes nothing but the selected tab; and `retapsNothing`, the selected
    /// tab when tapping it again changes nothing (its stack is one loaded screen: nothing to pop
    /// back to the root, no view to load), which leads to the state it starts from. (A re-tap
    /// with screens pushed pops them.)
    @inline(__always)  // (a call would copy the simulator first, some 580 bytes)
    static func selections(in sim: Simulator) -> (others: Tabs, retapsNothing: Int?) {
        guard let window = sim.storedDevice.app?.window, window.withPresentations({ $0.isEmpty }),
            !window.hasAlert
        else { return (.empty, nil) }
        return window.withTabBar { bar in
            var others = Tabs()
            var retapsNothing: Int?
            let list = bar.pointee.tabs.storageInPlace
            // (by index: a copy of a tab's stack retains its arrays)
            for i in list.indices {
                guard let top = list[i].stack.topLoadState, top.isLoaded else { continue }
                if i != bar.pointee.selectedIndex {
                    others.insert(i)
                } else if list[i].stack.screens.count == 1, list[i].stack.tabBarDepth == nil {
                    retapsNothing = i
                }
            }
            return (others, retapsNothing)
        } ?? (.empty, nil)
    }

    /// The tabs whose selection from the state being expanded changed nothing else.
    private var pure = Tabs()
    /// The states found by those selections, each with its tab and its place in the next level.
    private var found: [(tab: Int, position: Int)] = []

    /// Selecting `tab` from the state being expanded changed nothing else.
    mutating func selectedOnly(_ tab: Int) { pure.insert(tab) }

    /// That selection found a new state, at `position` in the next level.
    mutating func found(_ tab: Int, at position: Int) { found.append((tab, position)) }

    /// The state's steps are all tried: each state its pure selections found gets the others
    /// as selections to skip, and `back`, the tab selected in the state expanded, when
    /// selecting it again is known to change nothing else (``Explorer`` knows it of an app whose
    /// selections run nothing: then it leads back to that state). Then starts afresh for the
    /// next state.
    mutating func finish(_ next: inout Frontier, back: Int? = nil) {
        var skips = pure
        if let back { skips.insert(back) }
        for (tab, position) in found where next.entries.indices.contains(position) {
            next.setSkips(skips.removing(tab), at: position)
        }
        pure = Tabs()
        if !found.isEmpty { found.removeAll(keepingCapacity: true) }
    }
}
