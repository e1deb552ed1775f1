import FlowKit

/// `present: Screen` with optional `style:`, `modalInPresentation:` and `onAttemptToDismiss:`
/// beside it, `dismiss`, and `modalInPresentation: BOOL` on its own (P6).
enum PresentationSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = PresentationEffects.self
    static let examples = [
        "present: Compose", "{present: Player(id=$id), style: fullScreen}", "dismiss",
        "{present: Editor, modalInPresentation: true, onAttemptToDismiss: [alert: Discard the draft]}",
        "modalInPresentation: true",
        "{present: EventDetails(id=$id), inNavigationController: true}",
    ]

    static func siblings(of key: String) -> [String] {
        key == "present"
            ? ["style", "modalInPresentation", "onAttemptToDismiss", "inNavigationController"] : []
    }

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        key == "dismiss" ? .dismiss : nil
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        if form.key == "modalInPresentation" {
            return compiler.bag.bool(form.value, "modalInPresentation").map {
                .modalInPresentation($0)
            }
        }
        guard form.key == "present" else { return nil }
        guard let call = compiler.invocation(form.value, "the screen to present") else {
            return nil
        }
        compiler.references.append(.screen(call, afterFinish: compiler.finished))
        var style = PresentationStyle.sheet
        if let styleNode = form.mapping["style"] {
            style = presentationStyle(styleNode, bag: compiler.bag) ?? .sheet
        }
        let swipe = swipeRefusal(form.mapping, compiler: &compiler)
        // `present(UINavigationController(rootViewController: …))` with no coordinator of its own (P7).
        let inNavigationController = form.mapping["inNavigationController"].map {
            compiler.bag.bool($0, "inNavigationController") ?? false
        }
        return .present(
            call.invocation, style, swipe, inNavigationController: inNavigationController ?? false)
    }

    /// `modalInPresentation:` and `onAttemptToDismiss:` beside a `present:` or in a present flow.
    static func swipeRefusal(_ mapping: YAMLNode, compiler: inout EffectCompiler) -> SwipeRefusal {
        var swipe = SwipeRefusal.none
        if let node = mapping["modalInPresentation"] {
            swipe.isModalInPresentation = compiler.bag.bool(node, "modalInPresentation") ?? false
        }
        if let node = mapping["onAttemptToDismiss"] {
            swipe.onAttemptToDismiss = compiler.effects(node)
        }
        return swipe
    }

    /// A `style:` value, for an effect and for a present flow alike.
    static func presentationStyle(_ node: YAMLNode, bag: DiagnosticBag) -> PresentationStyle? {
        guard let s = bag.string(node, "style") else { return nil }
        guard let style = PresentationStyle(rawValue: s) else {
            bag.unknown(.presentationStyle, s, at: node.location, known: PresentationStyle.names)
            return nil
        }
        return style
    }
}
