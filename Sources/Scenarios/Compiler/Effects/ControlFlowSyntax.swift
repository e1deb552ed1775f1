import FlowKit

/// `if: CONDITION` with `then:` and/or `else:` beside it; `guard: CONDITION` with `else:`.
enum ControlFlowSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = ControlFlowEffects.self
    static let examples = [
        "{if: isFirstLaunched, then: [push: Intro], else: pop}",
        "{guard: session == user, else: [alert: Sign in first]}",
    ]

    static func siblings(of key: String) -> [String] {
        switch key {
        case "if": return ["then", "else"]
        case "guard": return ["else"]
        default: return []
        }
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        switch form.key {
        case "if":
            guard let condition = compiler.condition(form.value) else { return nil }
            let node = form.mapping
            let before = compiler.finished
            let then = node["then"].map { compiler.effects($0) } ?? []
            let afterThen = compiler.finished
            compiler.finished = before
            let otherwise = node["else"].map { compiler.effects($0) } ?? []
            compiler.finished = compiler.finished || afterThen
            if node["then"] == nil && node["else"] == nil {
                compiler.bag.report(.ifWithoutBranch, at: form.keyLocation)
            }
            return .branch(condition, then: then, else: otherwise)
        case "guard":
            guard let condition = compiler.condition(form.value) else { return nil }
            guard let elseNode = form.mapping["else"] else {
                compiler.bag.report(.guardWithoutElse, at: form.keyLocation)
                return nil
            }
            let before = compiler.finished
            let otherwise = compiler.effects(elseNode)
            compiler.finished = before
            return .guardThat(condition, else: otherwise)
        default:
            return nil
        }
    }
}
