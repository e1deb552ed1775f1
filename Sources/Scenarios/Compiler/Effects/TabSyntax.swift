import FlowKit

/// `select: tab`.
enum TabSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = TabEffects.self
    static let examples = ["select: home"]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard let tab = compiler.bag.string(form.value, "the tab to select") else { return nil }
        compiler.references.append(.tab(tab, form.value.location))
        return .select(tab)
    }
}
