import FlowKit

/// `alert: Title`, or `alert: {title:, message:, buttons: [A, B] | {A: effects, B: effects}}`.
enum AlertSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = AlertEffects.self
    static let examples = [
        "alert: Saved",
        "alert: {title: Delete the draft, message: It cannot be undone, buttons: {Delete: [pop], Cancel: }}",
    ]

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        alert(form.value, compiler: &compiler).map { .alert($0) }
    }

    private static func alert(_ node: YAMLNode, compiler: inout EffectCompiler) -> AlertSpec? {
        let bag = compiler.bag
        if let title = node.string { return AlertSpec(title: title) }
        guard let entries = bag.mapping(node, "an alert") else { return nil }
        bag.checkKeys(
            entries, allowed: FileKeys.alert, required: ["title"], in: "an alert", at: node.location
        )
        guard let titleNode = node["title"], let title = bag.string(titleNode, "the alert's title")
        else { return nil }
        let message = node["message"].flatMap { bag.string($0, "the alert's message") }
        var buttons: [AlertButton] = []
        if let buttonsNode = node["buttons"] {
            if let list = buttonsNode.items {
                for item in list {
                    if let name = bag.string(item, "a button") { buttons.append(AlertButton(name)) }
                }
            } else if let pairs = bag.mapping(buttonsNode, "the alert's buttons") {
                let before = compiler.finished
                for pair in pairs {
                    guard let name = bag.string(pair.key, "a button") else { continue }
                    compiler.finished = before
                    buttons.append(AlertButton(name, compiler.effects(pair.value)))
                }
                compiler.finished = before
            }
        }
        return AlertSpec(title: title, message: message, buttons: buttons)
    }
}
