import FlowKit

/// `post: link(arg=value)`: an in-app event, routed as the link of that name is.
enum EventSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = EventEffects.self
    static let examples = ["post: sessionExpired", "post: product(sku=$sku)"]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard let call = compiler.invocation(form.value, "the event to post (a link's name)") else {
            return nil
        }
        compiler.references.append(.link(call))
        return .post(call.invocation)
    }
}
