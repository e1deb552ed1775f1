import FlowKit

/// `animated:` beside `push`, `pop`, `popToRoot`, `popTo`, `setStack`, `present`, `dismiss`, and
/// `completion:` beside `present` and `dismiss`: `{dismiss: , animated: false}`,
/// `{dismiss: , completion: [present: Other]}`. Without them a change is animated with no
/// completion, as nearly all UIKit code writes it.
enum TransitionSyntax {
    static let examples = [
        "{dismiss: , animated: false}", "{dismiss: , completion: [present: Other]}",
        "{push: Detail, animated: false}", "{pop: , animated: false}",
        "{present: Other, style: fullScreen, animated: false, completion: [dismiss]}",
    ]

    /// The keys allowed beside `key` for its transition.
    static func siblings(of key: String) -> [String] {
        if Transition.completionKeys.contains(key) { return ["animated", "completion"] }
        return Transition.animatedKeys.contains(key) ? ["animated"] : []
    }

    /// `effect` (written with `key` in `mapping`) with the `animated:` and `completion:` written
    /// beside it, or as it is when there are none.
    static func wrap(
        _ effect: Effect, key: String, mapping: YAMLNode, compiler: inout EffectCompiler
    ) -> Effect {
        guard Transition.animatedKeys.contains(key), mapping.entries != nil else { return effect }
        var result = effect
        if let node = mapping["animated"] {
            let animated = compiler.bag.bool(node, "animated") ?? true
            if !animated { result = result.animated(false) }
        }
        if Transition.completionKeys.contains(key), let node = mapping["completion"] {
            let completion = compiler.effects(node)
            if !completion.isEmpty { result = result.completion(completion) }
        }
        return result
    }
}
