import FlowKit

/// What a scenario marked `expectFailure` expects (like XCTExpectFailure, but narrowed): the
/// step that fails and the kind or text of its failure. A scenario that fails at another step,
/// or otherwise, is an unexpected failure.
///
/// ```yaml
/// expectFailure:
///   reason: "v1 has no browse button (Guideline 5.1.1)"
///   step: "tap: browse"            # the failing step as written or as the trace names it (`expect` for an expect step)
///   kind: noSuchAction             # the engine's reason, an expect key (`leaks`), or `crash`
///   message: "has no action 'browse'"   # text the failure's message contains (kind, message or both)
/// ```
///
/// The plain form `expectFailure: "REASON"` still loads and any failure satisfies it; `check`
/// warns that it names nothing.
public struct ExpectedFailure: Sendable {
    /// Why the scenario fails: shown when it does.
    public var reason: String
    /// The failing step as the scenario writes it (`open: pennybank://tx/3`) or as
    /// ``FlowKit/Step/description`` words it (`open: transaction(id=3)`), or `expect`.
    public var step: String?
    /// The kind of failure: a ``FlowKit/StepError/Reason`` case name, an expect key, `crash`.
    public var kind: String?
    /// Text the failure's message contains.
    public var message: String?
    public var location: SourceLocation

    /// The keys of the mapping form.
    static let keys = ["reason", "step", "kind", "message"]

    /// Whether a failure at `step` is the one expected; `nil` when it is, else what differs.
    func mismatch(
        step failedStep: ScenarioStep?, failure: StepFailure?, message failureMessage: String
    ) -> String? {
        var problems: [String] = []
        let actualStep = failedStep.map(Self.stepText) ?? "given"
        if let step, Self.normalized(step) != Self.normalized(actualStep),
            failedStep?.written.map({ Self.normalized(step) != Self.normalized($0) }) ?? true
        {
            problems.append("at '\(actualStep)', not at '\(step)'")
        }
        let actualKinds = failure.map(Self.kinds) ?? ["given"]
        if let kind, !actualKinds.contains(kind) {
            problems.append("with \(actualKinds.joined(separator: ", ")), not \(kind)")
        }
        if let message, !failureMessage.contains(message) {
            problems.append("without the text '\(message)'")
        }
        return problems.isEmpty ? nil : problems.joined(separator: " and ")
    }

    /// What the expectation names, for messages: `'tap: browse' (noSuchAction, "has no action")`.
    var summary: String {
        var parts: [String] = []
        if let kind { parts.append(kind) }
        if let message { parts.append("\"\(message)\"") }
        return (step.map { "'\($0)'" } ?? "any step")
            + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }

    /// The step as the trace names it; `expect` for an expect step.
    static func stepText(_ step: ScenarioStep) -> String {
        switch step.kind {
        case .perform(let s): return s.description
        case .expect: return "expect"
        }
    }

    /// The kinds a failure answers to: the engine's reason, the expect keys that failed, `crash`.
    static func kinds(_ failure: StepFailure) -> [String] {
        switch failure.kind {
        case .stepFailed(let error): return [reasonName(error.reason)]
        case .expectationFailed(let mismatches): return mismatches.map(\.expectation.key)
        case .unexpectedCrash: return ["crash"]
        case .notUnderstood: return ["notUnderstood"]
        }
    }

    /// A reason's case name (`noSuchAction`), read from the value so that new reasons need no list here.
    static func reasonName(_ reason: StepError.Reason) -> String {
        if let label = Mirror(reflecting: reason).children.first?.label { return label }
        return String(String(describing: reason).prefix { $0 != "(" })
    }

    static func normalized(_ text: String) -> String { text.filter { $0 != " " } }
}
