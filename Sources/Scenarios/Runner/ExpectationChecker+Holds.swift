import FlowKit

extension ExpectationChecker {
    /// Whether every key holds, without putting a mismatch into words: a property is tested in
    /// every state an exploration reaches, and most states do not fit what it describes.
    func holds(_ expectations: [Expectation]) -> Bool {
        expectations.allSatisfy(holds)
    }

    private func holds(_ e: Expectation) -> Bool {
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
        default: return check([e]).isEmpty
        }
    }

    private func fits(_ patterns: [ScreenPattern], _ screens: [Screen]) -> Bool {
        patterns.count == screens.count && zip(patterns, screens).allSatisfy { $0.matches($1) }
    }
}
