/// Something a decision table shows that is probably a mistake.
public enum DecisionFinding: Hashable, Sendable {
    /// A rule holds only where earlier rules (named) already won, so it never wins.
    case shadowedRule(state: String, by: [String])
    /// A rule's own conditions never hold together, so it never wins.
    case impossibleRule(state: String)
    /// Combinations where no rule holds: launch and `decide` fail there. The rows are given by index.
    case fallThrough(rows: [Int], combinations: Int)
    /// An input no action, link, alert button, `onFinish`, tab intercept or launch follow-up writes:
    /// only its default, `given:` and `set:` steps from outside the app ever reach the decision.
    case unwrittenInput(key: String, readBy: [String])

    /// Whether the finding is a mistake that a check should fail on (a note otherwise).
    public var isProblem: Bool {
        switch self {
        case .shadowedRule, .impossibleRule, .fallThrough: return true
        case .unwrittenInput: return false
        }
    }

    /// One line, lower-case start, as the command line prints it.
    public var message: String {
        switch self {
        case .shadowedRule(let state, let by):
            let names = by.map { "'\($0)'" }.joined(separator: ", ")
            return
                "launch rule '\(state)' can never win: wherever it holds, \(by.count == 1 ? "the earlier rule" : "earlier rules") \(names) "
                + "already \(by.count == 1 ? "wins" : "win"); move it up or narrow the earlier \(by.count == 1 ? "rule" : "rules")"
        case .impossibleRule(let state):
            return "launch rule '\(state)' can never win: its conditions never hold together"
        case .fallThrough(let rows, let combinations):
            return
                "\(combinations) combination\(combinations == 1 ? "" : "s") (\(rows.count) row\(rows.count == 1 ? "" : "s")) "
                + "\(combinations == 1 ? "falls" : "fall") through every rule, so launch fails there; add a last rule without 'when'"
        case .unwrittenInput(let key, let readBy):
            return "'\(key)' is read by launch rule\(readBy.count == 1 ? "" : "s") "
                + readBy.map { "'\($0)'" }.joined(separator: ", ")
                + " but no action, link or launch follow-up writes it; only its default and changes from outside the app reach the decision"
        }
    }
}
