/// `request`: an asynchronous request (a network call, a sign-in, a permission prompt) becomes
/// pending; a `respond` step later delivers one of its named outcomes, whose effects then run for
/// whoever started it, unless that has gone (`[weak self]`). See `Simulator+Requests.swift`.
public enum RequestEffects: EffectFamily, EffectSemantics {
    public static let name = "requests"
    public static let keys = ["request"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .request(let r) = effect else { return "" }
        return "request: \(r.name)"
    }

    public static func nestedEffects(of effect: Effect) -> [[Effect]] {
        guard case .request(let r) = effect else { return [] }
        return r.outcomes.map(\.effects)
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .request(let spec) = effect else { return .finished }
        try sim.startRequest(spec, actor: actor, followsFrontmost: followsFrontmost)
        return .finished
    }
}
