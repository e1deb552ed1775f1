import FlowKit

extension ExpectationChecker {
    /// Whether every key holds in `sim`'s state, without putting a mismatch into words: a
    /// property is tested in every state an exploration reaches, and most states do not fit
    /// what it describes. Static, with the simulator as an argument: a checker holds a copy of
    /// the simulator, and copying one retains each of its fields, which a test per state and
    /// per property would pay again and again.
    static func holds(_ expectations: [Expectation], in sim: Simulator) -> Bool {
        // (by index: a loop variable would be a copy of each expectation, its names retained)
        for i in expectations.indices where !holds(expectations[i], in: sim) { return false }
        return true
    }

    private static func holds(_ e: Expectation, in sim: Simulator) -> Bool {
        switch e.check {
        case .root(let flow): return sim.rootFlow == flow
        case .tab(let tab): return sim.selectedTab == tab
        case .top(nil): return sim.top == nil
        case .top(let pattern?): return sim.top.map(pattern.matches) ?? false
        case .stack(let patterns): return fits(patterns, sim.stack)
        case .presented(let patterns): return fits(patterns, sim.presented)
        case .alert(let title): return sim.alertTitle == title
        case .tabBar(let visible): return (sim.tabBarVisible ?? false) == visible
        case .navBar(let visible): return (sim.navigationBarVisible ?? false) == visible
        case .launchState(let state): return sim.launchState == state
        case .state(let values):
            return values.allSatisfy { (sim.state($0.name) ?? .null) == $0.value }
        case .scene(let background):
            return sim.isRunning && sim.isInBackground == background
        default: return ExpectationChecker(sim: sim).check([e]).isEmpty
        }
    }

    private static func fits(_ patterns: [ScreenPattern], _ screens: [Screen]) -> Bool {
        patterns.count == screens.count && zip(patterns, screens).allSatisfy { $0.matches($1) }
    }
}
