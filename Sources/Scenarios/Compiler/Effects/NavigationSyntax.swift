import FlowKit

/// `push: Screen(arg=…)`, `pop`, `popToRoot`, `popTo: Screen`.
enum NavigationSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = NavigationEffects.self
    static let examples = [
        "push: Chat(channel=general)", "pop", "popToRoot", "{popToRoot: }", "popTo: Home",
    ]

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        switch key {
        case "pop": return .pop
        case "popToRoot": return .popToRoot
        default: return nil
        }
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        switch form.key {
        case "push":
            guard let call = compiler.invocation(form.value, "the screen to push") else {
                return nil
            }
            compiler.references.append(.screen(call, afterFinish: compiler.finished))
            return .push(call.invocation)
        case "popTo":
            guard let name = compiler.bag.string(form.value, "the screen to pop to") else {
                return nil
            }
            compiler.references.append(.popTo(name, form.value.location))
            return .popTo(name)
        default:
            return nil
        }
    }
}
