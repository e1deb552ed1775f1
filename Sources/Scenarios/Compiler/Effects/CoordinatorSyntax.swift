import FlowKit

/// `start: Flow(arg=…)`, `finish`, `finish: parent`, `root: Flow`, `decide`,
/// `claimNavigationDelegate`.
enum CoordinatorSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = CoordinatorEffects.self
    static let examples = [
        "start: Detail(id=7)", "finish", "finish: parent", "root: Main", "decide",
        "claimNavigationDelegate",
    ]

    /// `finish: parent`: the child finishes its parent (`parentCoordinator?.finish()`).
    static func qualify(_ effect: Effect, _ form: EffectForm, compiler: inout EffectCompiler)
        -> Effect?
    {
        guard effect == .finish else { return nil }
        if form.value.string == "parent" { return .finishParent }
        compiler.bag.report(.finishValue, at: form.value.location)
        return effect
    }

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        switch key {
        case "finish":
            compiler.finished = true  // `$NAME` after it reads the parent's parameters
            return .finish
        case "decide": return .decide
        case "claimNavigationDelegate": return .claimNavigationDelegate
        default: return nil
        }
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        switch form.key {
        case "start":
            guard let call = compiler.invocation(form.value, "the flow to start") else {
                return nil
            }
            compiler.references.append(.startFlow(call))
            return .start(call.invocation)
        case "root":
            guard let call = compiler.invocation(form.value, "the root flow") else { return nil }
            compiler.references.append(.rootFlow(call))
            return .root(call.invocation)
        default:
            return nil
        }
    }
}
