/// The one place where UIKit's appearance-callback order lives. Every container change ends in
/// a transition from the screens that were appeared to those that are; this type orders the
/// callbacks for it.
///
/// Choice (documented in the README): callbacks are computed once per step. Intermediate states
/// inside one step (an action that finishes a flow and starts another) never reach the screen,
/// so they produce no callbacks, as UIKit coalesces appearance within one run-loop turn.
public enum Lifecycle {
    /// The shape of a transition, which fixes the order of callbacks.
    public enum Style: Int, Hashable, Sendable, Comparable {
        /// Push, pop, present, dismiss (L2, L3, L7): will-disappear, will-appear, did-disappear, did-appear.
        case navigation
        /// A tab switch (L6): the new tab's will-appear comes before the old tab's will-disappear.
        case tabSwitch
        /// The window root replaced or a launch (L10): the old hierarchy disappears before the new one appears.
        case replace
        /// A page view controller turning a page (C5): the new page's will-appear comes first, then
        /// the old page's will-disappear, the new page's did-appear, the old page's did-disappear.
        /// Ranked between a navigation and a tab switch: a step that also pushes or switches tabs
        /// takes that order.
        case pageScroll

        public static func < (a: Style, b: Style) -> Bool { a.rank < b.rank }

        private var rank: Int {
            switch self {
            case .navigation: return 0
            case .pageScroll: return 1
            case .tabSwitch: return 2
            case .replace: return 3
            }
        }
    }

    /// The callbacks for a transition, in UIKit's order. `disappearing` and `appearing` are bottom to top;
    /// `needsLoad` says whether an appearing screen still has to run `viewDidLoad` (L1).
    ///
    /// A container screen comes before the children shown with it, and
    /// `isContained` says which screens are such children: each callback reaches a container's
    /// children right after the container (C1), so the top goes first when screens disappear,
    /// but a container still goes before its children.
    public static func callbacks(
        disappearing: [Screen], appearing: [Screen], needsLoad: (Screen) -> Bool, style: Style,
        isContained: ((Screen) -> Bool)? = nil
    ) -> [(screen: Screen, callback: LifecycleCallback)] {
        var out: [(screen: Screen, callback: LifecycleCallback)] = []
        out.reserveCapacity(2 * disappearing.count + 3 * appearing.count)
        appendCallbacks(
            to: &out, disappearing: disappearing, appearing: appearing, needsLoad: needsLoad,
            style: style, isContained: isContained)
        return out
    }

    /// Appends ``callbacks(disappearing:appearing:needsLoad:style:isContained:)`` to `out` (a
    /// buffer the simulator reuses step after step, so that a step allocates no list).
    /// Generic over how a screen is named: a ``Screen``, or its position in a list.
    /// The lists of screens are any collection: a transition from one screen to another passes
    /// each as a `CollectionOfOne`, with no list built.
    static func appendCallbacks<S, Screens: BidirectionalCollection<S>>(
        to out: inout [(screen: S, callback: LifecycleCallback)],
        disappearing: Screens, appearing: Screens, needsLoad: (S) -> Bool, style: Style,
        isContained: ((S) -> Bool)? = nil
    ) {
        func loads() {
            for s in appearing where needsLoad(s) {
                out.append((screen: s, callback: .viewDidLoad))
            }
        }
        func each(_ screens: some Sequence<S>, _ c: LifecycleCallback) {
            for s in screens { out.append((screen: s, callback: c)) }
        }
        func emit(leaving: some Collection<S>) {
            switch style {
            case .navigation:
                loads()
                each(leaving, .viewWillDisappear)
                each(appearing, .viewWillAppear)
                each(leaving, .viewDidDisappear)
                each(appearing, .viewDidAppear)
            case .tabSwitch:
                loads()
                each(appearing, .viewWillAppear)
                each(leaving, .viewWillDisappear)
                each(leaving, .viewDidDisappear)
                each(appearing, .viewDidAppear)
            case .replace:
                each(leaving, .viewWillDisappear)
                each(leaving, .viewDidDisappear)
                loads()
                each(appearing, .viewWillAppear)
                each(appearing, .viewDidAppear)
            case .pageScroll:
                loads()
                each(appearing, .viewWillAppear)
                each(leaving, .viewWillDisappear)
                each(appearing, .viewDidAppear)
                each(leaving, .viewDidDisappear)
            }
        }
        // The top goes first; with containers, each container still before its children.
        if let isContained {
            emit(leaving: topFirst(Array(disappearing), isContained: isContained))
        } else {
            emit(leaving: disappearing.reversed())
        }
    }

    /// Screens bottom to top, reversed so that the top goes first, keeping each container before
    /// the children that follow it.
    private static func topFirst<S>(_ screens: [S], isContained: (S) -> Bool) -> [S] {
        var units: [ArraySlice<S>] = []
        var start = 0
        for i in screens.indices where i > 0 && !isContained(screens[i]) {
            units.append(screens[start..<i])
            start = i
        }
        if start < screens.count { units.append(screens[start...]) }
        guard units.count != screens.count else { return screens.reversed() }
        return units.reversed().flatMap { $0 }
    }
}
