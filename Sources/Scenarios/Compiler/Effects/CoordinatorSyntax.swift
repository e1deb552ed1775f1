import FlowKit

/// `start: Flow(arg=…)`, `finish`, `root: Flow`, `decide`.
enum CoordinatorSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = CoordinatorEffects.self
    static let examples = ["start: Detail(id=7)", "finish", "root: Main", "decide"]

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        switch key {
        case "finish":
            compiler.finished = true  // `$NAME` after it reads the parent's parameters
            return .finish
        case "decide": return .decide
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
