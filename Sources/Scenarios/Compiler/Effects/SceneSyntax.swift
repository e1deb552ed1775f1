import FlowKit

/// `openURL: "https://…"` or `openURL: $url`: open a URL in another app; the scene enters the background.
enum SceneSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = SceneEffects.self
    static let examples = [
        #"openURL: "https://noi.bz.it/signup""#, #"openURL: "tel:+390471066600""#, "openURL: $url",
    ]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard let url = compiler.expr(form.value, "the URL to open") else { return nil }
        if case .literal(let value) = url {
            guard case .string(let text) = value, SceneEffects.hasScheme(text) else {
                compiler.bag.report(
                    .urlWithoutScheme(found: value.description), at: form.value.location)
                return nil
            }
        }
        return .openURL(url)
    }
}
