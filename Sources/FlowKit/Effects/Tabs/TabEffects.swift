/// `select`: the tab bar's selection set by code (T2: no intercept, no pop to root).
public enum TabEffects: EffectFamily, EffectSemantics {
    public static let name = "tabs"
    public static let keys = ["select"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .select(let t) = effect else { return "" }
        return "select: \(t)"
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .select(let tab) = effect else { return .finished }
        guard let tabBar = sim.device.app?.window.tabBar else {
            throw StepError(
                .noTabBar,
                "cannot select '\(tab)': there is no tab bar (the window root is \(sim.rootDescription))"
            )
        }
        let index = try tabBar.existingIndex(of: tab)
        if index != tabBar.selectedIndex {  // selecting the selected tab changes nothing
            sim.style = max(sim.style, .tabSwitch)
            sim.device.app?.window.modifyTabBar { $0.selectedIndex = index }
        }
        return .finished
    }
}
