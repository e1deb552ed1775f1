/// `set`: writes of the persisted state, each checked against its key's domain.
public enum StateEffects: EffectFamily, EffectSemantics {
    public static let name = "state"
    public static let keys = ["set"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .set(let writes) = effect else { return "" }
        return "set: {" + writes.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .set(let writes) = effect else { return .finished }
        for w in writes { try sim.writeState(w.key, sim.resolve(w.value, actor: actor)) }
        return .finished
    }
}
