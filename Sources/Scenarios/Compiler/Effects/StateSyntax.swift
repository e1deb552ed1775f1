import FlowKit

/// `set: {KEY: VALUE, KEY: $NAME}`.
enum StateSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = StateEffects.self
    static let examples = ["set: {isFirstLaunched: false, token: $token}"]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard let pairs = compiler.bag.mapping(form.value, "set") else { return nil }
        var writes: [StateWrite] = []
        for pair in pairs {
            guard let k = compiler.bag.string(pair.key, "a state key") else { continue }
            guard let expr = compiler.expr(pair.value, "the value of '\(k)'") else { continue }
            compiler.references.append(
                .stateWrite(
                    key: k, value: expr, location: pair.key.location,
                    valueLocation: pair.value.location))
            writes.append(StateWrite(k, expr))
        }
        return .set(writes)
    }
}
