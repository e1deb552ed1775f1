import FlowKit

/// `present: Screen` with an optional `style: sheet | fullScreen` beside it, and `dismiss`.
enum PresentationSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = PresentationEffects.self
    static let examples = [
        "present: Compose", "{present: Player(id=$id), style: fullScreen}", "dismiss",
    ]

    static func siblings(of key: String) -> [String] { key == "present" ? ["style"] : [] }

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        key == "dismiss" ? .dismiss : nil
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        guard form.key == "present" else { return nil }
        guard let call = compiler.invocation(form.value, "the screen to present") else {
            return nil
        }
        compiler.references.append(.screen(call, afterFinish: compiler.finished))
        var style = PresentationStyle.sheet
        if let styleNode = form.mapping["style"] {
            style = presentationStyle(styleNode, bag: compiler.bag) ?? .sheet
        }
        return .present(call.invocation, style)
    }

    /// A `style:` value, for an effect and for a present flow alike.
    static func presentationStyle(_ node: YAMLNode, bag: DiagnosticBag) -> PresentationStyle? {
        guard let s = bag.string(node, "style") else { return nil }
        guard let style = PresentationStyle(rawValue: s) else {
            bag.unknown("presentation style", s, at: node.location, known: PresentationStyle.names)
            return nil
        }
        return style
    }
}
