/// `alert`: an alert over the acting screen (L9, P1, P4); its buttons' effects run when tapped.
public enum AlertEffects: EffectFamily, EffectSemantics {
    public static let name = "alerts"
    public static let keys = ["alert"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .alert(let a) = effect else { return "" }
        return "alert: \(a.title)"
    }

    public static func nestedEffects(of effect: Effect) -> [[Effect]] {
        guard case .alert(let a) = effect else { return [] }
        return a.buttons.map(\.effects)
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .alert(let spec) = effect else { return .finished }
        // An alert is a presentation (L9): it needs a presenter in the window (X3) that is
        // not already presenting (P1), and nothing can be presented over it.
        let level = try sim.presentingLevel(for: actor, presenting: spec.title)
        try sim.ensureCanPresent(spec.title, fromLevel: level)
        sim.device.app?.window.alert = Alert(spec: spec, actor: actor, presenterLevel: level)
        sim.trace.log(.alertShown(title: spec.title))
        return .finished
    }
}
