/// `crash`: the app stops here (models `fatalError`); the store stays, memory is lost.
public enum CrashEffects: EffectFamily, EffectSemantics {
    public static let name = "crash"
    public static let keys = ["crash"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .crash(let m) = effect else { return "" }
        return "crash: \(m)"
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .crash(let message) = effect else { return .finished }
        sim.device.app = nil
        sim.device.store.forgetMemory(app: sim.app)
        sim.device.crashMessage = message
        sim.trace.log(.crashed(message: message))
        return .stopped
    }
}
