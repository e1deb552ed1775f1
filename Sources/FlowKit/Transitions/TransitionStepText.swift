/// A step that leaves its animations running, as a scenario writes it: the step's own key and
/// `settle: false` beside it, in block style.
///
/// ```yaml
///   - tap: buy
///     settle: false
///   - tap: buy
/// ```
enum TransitionStepText {
    /// The lines of `step` after the list item's `  - `, each further line indented to match;
    /// `writing` writes a plain step.
    static func step(_ step: Step, writing: (Step) -> String) -> String {
        switch step {
        case .unsettled(let inner):
            if inner.leavesTransitionsRunning { return self.step(inner, writing: writing) }
            return unsettled(writing(inner))
        case .interleaved(let first, let second):
            let firstText =
                first.leavesTransitionsRunning
                ? self.step(first, writing: writing) : unsettled(writing(first))
            return firstText + "\n  - " + self.step(second, writing: writing)
        default:
            return writing(step)
        }
    }

    /// `text` with `settle: false` beside it; a bare word (`back`) becomes a key with no value.
    private static func unsettled(_ text: String) -> String {
        let keyed = text.contains(":") ? text : text + ":"
        return keyed + "\n    settle: false"
    }
}
