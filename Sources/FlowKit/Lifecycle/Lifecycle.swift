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

        public static func < (a: Style, b: Style) -> Bool { a.rawValue < b.rawValue }
    }

    /// The callbacks for a transition, in UIKit's order. `disappearing` and `appearing` are bottom to top;
    /// `needsLoad` says whether an appearing screen still has to run `viewDidLoad` (L1).
    public static func callbacks(
        disappearing: [Screen], appearing: [Screen], needsLoad: (Screen) -> Bool, style: Style
    ) -> [(screen: Screen, callback: LifecycleCallback)] {
        var out: [(screen: Screen, callback: LifecycleCallback)] = []
        out.reserveCapacity(2 * disappearing.count + 3 * appearing.count)
        let leaving = disappearing.reversed()  // the top goes first
        func loads() {
            for s in appearing where needsLoad(s) {
                out.append((screen: s, callback: .viewDidLoad))
            }
        }
        func each(_ screens: some Sequence<Screen>, _ c: LifecycleCallback) {
            for s in screens { out.append((screen: s, callback: c)) }
        }
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
        }
        return out
    }
}
