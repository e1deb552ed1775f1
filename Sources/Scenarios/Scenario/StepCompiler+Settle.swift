import FlowKit

/// `settle: false` beside a step: the step's animations keep running and the next step happens
/// before they end (a second tap that lands before the push begins).
///
/// ```yaml
/// - tap: buy
///   settle: false
/// - expect: {transition: push}
/// - tap: buy
/// ```
extension StepCompiler {
    /// The key written beside a step (any but `expect:` and `run:`) to leave its animations running.
    static let settleKey = "settle"

    /// The step a mapping with `settle:` among its keys stands for; `nil` when it has no
    /// `settle:` (the caller reports the several keys).
    func stepBesideSettle(_ node: YAMLNode, _ entries: [YAMLNode.Entry]) -> Compiled? {
        guard let settleIndex = entries.firstIndex(where: { $0.key.string == Self.settleKey })
        else { return nil }
        var rest = entries
        let settle = rest.remove(at: settleIndex)
        guard let settles = bag.bool(settle.value, Self.settleKey) else { return nil }
        // A word step written as a key with no value (`back:`) is the word.
        var stepNode = YAMLNode(.mapping(rest), at: rest.first?.key.location ?? node.location)
        if rest.count == 1, rest[0].value.isNull, let word = rest[0].key.string,
            Self.stepWords.contains(word)
        {
            stepNode = YAMLNode(.scalar(.string(word)), at: rest[0].key.location)
        }
        if let key = rest.first?.key.string, key == "expect" || key == "run" {
            bag.unknown(
                .key, Self.settleKey, at: settle.key.location, known: [],
                context:
                    " beside '\(key)' (settle: goes beside a step the user or the device takes: tap, select, back, swipeDown, alert, open, respond, swipe)"
            )
            return nil
        }
        guard case .step(var compiled)? = step(stepNode) else { return nil }
        if !settles, case .perform(let performed) = compiled.kind {
            compiled.kind = .perform(.unsettled(performed))
        }
        return .step(compiled)
    }

    /// `transition: push`, `pop`, `present`, `dismiss` or `none`.
    func transitionExpectation(_ value: YAMLNode) -> Expectation.Check? {
        guard let word = bag.string(value, "transition") else { return nil }
        if word == "none" { return .transition(nil) }
        guard let kind = TransitionInProgress.Kind(rawValue: word) else {
            let known = TransitionInProgress.Kind.allCases.map(\.rawValue) + ["none"]
            bag.unknown(.value, word, at: value.location, known: known, context: " for transition")
            return nil
        }
        return .transition(kind)
    }
}
