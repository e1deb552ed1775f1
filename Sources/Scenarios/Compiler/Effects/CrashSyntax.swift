import FlowKit

/// `crash: message`.
enum CrashSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = CrashEffects.self
    static let examples = ["crash: unreachable"]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard let message = compiler.bag.string(form.value, "the crash message") else { return nil }
        return .crash(message)
    }
}
