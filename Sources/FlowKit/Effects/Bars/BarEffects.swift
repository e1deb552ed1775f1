/// `hideNavigationBar`, `showNavigationBar`, `hideTabBar`, `showTabBar`: bars shown and hidden by
/// code mid-flow (B3, B4), as `navigationController?.setNavigationBarHidden(_:animated:)` and
/// `tabBarController?.tabBar.isHidden` do. Each bar keeps the setting until shown again: the
/// navigation bar per navigation stack, the tab bar per tab bar controller.
public enum BarEffects: EffectFamily, EffectSemantics {
    public static let name = "bars"
    public static let keys = ["hideNavigationBar", "showNavigationBar", "hideTabBar", "showTabBar"]

    public static func describe(_ effect: Effect) -> String {
        switch effect {
        case .navigationBarHidden(let hidden):
            return hidden ? "hideNavigationBar" : "showNavigationBar"
        case .tabBarHidden(let hidden): return hidden ? "hideTabBar" : "showTabBar"
        default: return ""  // another family's effect: never asked
        }
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        switch effect {
        case .navigationBarHidden(let hidden):
            let location = try sim.navigationControllerLocation(for: actor, doing: describe(effect))
            _ = try sim.device.app?.window.modifyStack(at: location) {
                (s: inout NavigationStack) throws(StepError) in s.isNavigationBarHidden = hidden
            }
        case .tabBarHidden(let hidden):
            try sim.requireEnclosingTabBar(for: actor, doing: describe(effect))
            sim.device.app?.window.modifyTabBar { $0.isTabBarHidden = hidden }
        default:
            break
        }
        return .finished
    }
}
