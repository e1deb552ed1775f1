import FlowKit

/// `request: NAME` with `outcomes: {OUTCOME: effects, …}` beside it. Each outcome runs later, when
/// a `respond: NAME.OUTCOME` step delivers it, acting for whoever started the request.
enum RequestSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = RequestEffects.self
    static let examples = [
        "{request: signIn, outcomes: {success: [pop], failure: [alert: Wrong password]}}"
    ]

    static func siblings(of key: String) -> [String] { ["outcomes"] }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? {
        let bag = compiler.bag
        guard let name = bag.string(form.value, "the request's name") else { return nil }
        if !isWord(name) {
            bag.report(.requestNameNotAWord(name: name), at: form.value.location)
            return nil
        }
        guard let outcomesNode = form.mapping["outcomes"] else {
            bag.report(.missingOutcomes, at: form.keyLocation)
            return nil
        }
        guard let pairs = bag.mapping(outcomesNode, "the outcomes of '\(name)'") else { return nil }
        if pairs.isEmpty {
            bag.report(.emptyOutcomes(request: name), at: outcomesNode.location)
            return nil
        }
        var outcomes: [RequestOutcome] = []
        let before = compiler.finished
        for pair in pairs {
            guard let outcome = bag.string(pair.key, "an outcome") else { continue }
            if !isWord(outcome) {
                bag.report(.outcomeNameNotAWord(outcome: outcome), at: pair.key.location)
                continue
            }
            compiler.finished = before
            outcomes.append(RequestOutcome(outcome, compiler.effects(pair.value)))
        }
        compiler.finished = before
        compiler.references.append(.request(name, outcomes.map(\.name), form.value.location))
        return .request(RequestSpec(name, outcomes: outcomes))
    }

    /// Letters, digits and `_`, not starting with a digit: what `respond: NAME.OUTCOME` can split.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0)
        }
    }
}
