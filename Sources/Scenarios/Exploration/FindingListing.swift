import FlowKit

/// What the exploration and review reports say alike of grouped findings: how many other paths
/// reach a cause, every instance (`--all`), and the findings a baseline accepts or lists no more.
struct FindingListing {
    /// Every instance listed, not only the shortest (`--all`).
    var listsEveryInstance: Bool
    /// The baseline the findings are compared with (`--baseline FILE`), and its path as named.
    var baseline: FindingBaseline?
    var baselinePath: String

    /// User text made inline: it can neither start a line of its own nor drive the terminal.
    private static func inline(_ text: String) -> String { TerminalText.inline(text) }

    /// How many baseline entries that no longer occur the text names.
    static let shownFixed = 20

    /// Whether the baseline lists the finding with this id.
    func isAccepted(_ id: String) -> Bool { baseline?.ids.contains(id) ?? false }

    /// `  also reached by 3 other paths (--all lists them)`, then each instance with `--all`;
    /// nothing for a cause found once.
    func otherPaths(_ others: [ExplorationProblem]) -> String {
        guard !others.isEmpty else { return "" }
        let paths = TextReporter.counted(others.count, "other path")
        guard listsEveryInstance else {
            return "  also reached by \(paths) (--all lists them)\n"
        }
        var out = "  also reached by \(paths):\n"
        for problem in others {
            out += "    - \(Self.inline(problem.place)): " + Self.steps(problem.path) + "\n"
        }
        return out
    }

    /// `given session=user; launch › tap: open › back`.
    static func steps(_ path: ExplorationPath) -> String {
        let given = path.given.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
        let steps = path.steps.map(ScenarioText.step).joined(separator: " › ")
        return inline((given.isEmpty ? "" : "given " + given + "; ") + steps)
    }

    /// The other instances as JSON (each place, `given` and steps), with `--all`; else `nil`.
    func instancesJSON(_ others: [ExplorationProblem]) -> JSONValue? {
        guard listsEveryInstance else { return nil }
        return .array(
            others.map { problem in
                .object([
                    ("place", .string(problem.place)),
                    ("given", ExplorationReport.givenJSON(problem.path)),
                    ("steps", .array(problem.path.steps.map { .string(ScenarioText.step($0)) })),
                ])
            })
    }

    /// The findings the baseline accepts (one line each) and its entries that no longer occur;
    /// nothing without a baseline. `ids` are this run's findings, in report order.
    func baselineText(_ findings: [(id: String, summary: String)]) -> String {
        guard let baseline else { return "" }
        var out = ""
        let accepted = findings.filter { isAccepted($0.id) }
        if !accepted.isEmpty {
            out +=
                "\n\(TextReporter.counted(accepted.count, "finding")) accepted by the baseline \(Self.inline(baselinePath)):\n"
            for finding in accepted {
                out += "  \(finding.id): \(Self.inline(finding.summary))\n"
            }
        }
        // At most `shownFixed` named: a baseline of many stale entries is counted, not printed.
        let fixed = baseline.fixed(comparedWith: Set(findings.map(\.id)))
        for entry in fixed.prefix(Self.shownFixed) {
            out +=
                "\nfixed: \(Self.inline(entry.id))"
                + (entry.finding.isEmpty ? "" : " (\(Self.inline(entry.finding)))")
                + " no longer occurs; remove it from the baseline \(Self.inline(baselinePath))\n"
        }
        if fixed.count > Self.shownFixed {
            out +=
                "\n… and \(ReportNames.grouped(fixed.count - Self.shownFixed)) more entries of the baseline no longer occur; write it again with --write-baseline\n"
        }
        return out
    }

    /// The baseline's entries that no longer occur, as JSON; `nil` without a baseline.
    func fixedJSON(_ ids: [String]) -> JSONValue? {
        guard let baseline else { return nil }
        return .array(
            baseline.fixed(comparedWith: Set(ids)).map {
                .object([("id", .string($0.id)), ("finding", .string($0.finding))])
            })
    }

    /// `2 findings`, or `2 findings, 1 new (not in the baseline)` with a baseline.
    func count(_ ids: [String], instances: Int? = nil) -> String {
        var out = TextReporter.counted(ids.count, "finding")
        if let instances, instances != ids.count {
            out += " (\(ReportNames.grouped(instances)) instances)"
        }
        if baseline != nil {
            let new = ids.filter { !isAccepted($0) }.count
            out += ", \(new) new (not in the baseline)"
        }
        return out
    }
}
