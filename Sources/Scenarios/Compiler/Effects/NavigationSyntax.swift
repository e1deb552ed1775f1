import FlowKit

/// `push: Screen(arg=…)`, `pop`, `popToRoot`, `popTo: Screen`, `setStack: [Screen, …]`.
enum NavigationSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = NavigationEffects.self
    static let examples = [
        "push: Chat(channel=general)", "pop", "popToRoot", "{popToRoot: }", "popTo: Home",
        "setStack: [Home, Chat(channel=general)]", "setStack: []",
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
        case "setStack":
            guard !form.value.isNull else {
                compiler.bag.report(.setStackWithoutValue, at: form.value.location)
                return nil
            }
            let items = compiler.bag.list(form.value)
            let skip = EffectCompiler.splitContinuations(items)
            var screens: [Invocation] = []
            for (index, item) in items.enumerated() where !skip.contains(index) {
                guard let call = compiler.invocation(item, "a screen of the new stack") else {
                    continue
                }
                compiler.references.append(.screen(call, afterFinish: compiler.finished))
                screens.append(call.invocation)
            }
            return .setStack(screens)
        default:
            return nil
        }
    }
}
