import FlowKit

/// `embed: Screen(arg=…)`, `unembed: Screen`, `showPage: Screen` / `showPage: next` /
/// `showPage: previous`.
enum ContainerSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = ContainerEffects.self
    static let examples = [
        "embed: Feed(kind=map)", "unembed: Feed", "showPage: Intro", "showPage: next",
    ]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        switch form.key {
        case "embed":
            guard let call = compiler.invocation(form.value, "the screen to embed") else {
                return nil
            }
            compiler.references.append(.screen(call, afterFinish: compiler.finished))
            compiler.references.append(.container(embeds: true, form.keyLocation))
            return .embed(call.invocation)
        case "unembed":
            guard let name = compiler.bag.string(form.value, "the embedded screen to remove")
            else { return nil }
            compiler.references.append(.embedded(name, form.value.location))
            return .unembed(name)
        case "showPage":
            guard let text = compiler.bag.string(form.value, "the page to show") else {
                return nil
            }
            let target = PageTarget(text)
            switch target {
            case .named(let name): compiler.references.append(.page(name, form.value.location))
            case .direction: compiler.references.append(.container(embeds: false, form.keyLocation))
            }
            return .showPage(target)
        default:
            return nil
        }
    }
}
