import FlowKit

/// `flowsim review`'s report: each finding with its guideline, the screens concerned and the
/// shortest path as a scenario file.
public struct ReviewReport {
    public var appPath: String
    public var result: Review.Result

    public init(appPath: String, result: Review.Result) {
        self.appPath = appPath
        self.result = result
    }

    /// `Guideline 5.1.1`, or `quality (not a guideline)`.
    static func label(_ check: ReviewFinding.Check) -> String {
        check.guideline.map { "Guideline " + $0 } ?? "quality (not a guideline)"
    }

    public func scenario(for finding: ReviewFinding, appPath: String) -> String? {
        guard let path = finding.path else { return nil }
        return ScenarioText.scenario(
            title: "review: \(Self.label(finding.check)) \(finding.check.rawValue)", app: appPath,
            path: path,
            comments: ["flowsim review found: " + finding.summary],
            tags: ["review"] + (finding.check.guideline.map { ["guideline-" + $0] } ?? []),
            ending: finding.ending)
    }

    public func scenarioFiles(appPath: String) -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        for (i, finding) in result.findings.enumerated() {
            guard let text = scenario(for: finding, appPath: appPath) else { continue }
            files.append(
                (
                    ReportNames.fileName(
                        i + 1, finding.check.rawValue, finding.screens.first ?? ""), text
                ))
        }
        return files
    }

    public func text() -> String {
        let e = result.exploration
        // User text (the app's name, screen names, crash messages) is made inline.
        let inline: (String) -> String = TerminalText.inline
        var out = "reviewed \(inline(e.explorer.app.name)) (\(inline(appPath)))\n"
        out +=
            "  from every launch state: \(ReportNames.grouped(e.stateCount)) states, \(ReportNames.grouped(e.transitionCount)) transitions; "
            + ExplorationReport.boundNote(e) + "\n"
        let f = result.fromFreshInstall
        out +=
            "  from a fresh install: \(ReportNames.grouped(f.stateCount)) states; "
            + ExplorationReport.boundNote(f) + "\n"
        let r = result.withoutSigningIn
        out +=
            "  from a fresh install without signing in: \(ReportNames.grouped(r.stateCount)) states; "
            + ExplorationReport.boundNote(r) + "\n"
        guard !result.findings.isEmpty else { return out + "\nno findings\n" }
        out += "\n" + TextReporter.counted(result.findings.count, "finding") + "\n"
        for finding in result.findings {
            let mark = finding.check.isWarning ? "⚠ warning:" : "✗"
            out += "\n\(mark) \(Self.label(finding.check)) — \(finding.check.rawValue)\n"
            out += "  \(inline(finding.summary))\n"
            if !finding.screens.isEmpty {
                out += "  screens: " + finding.screens.map(inline).joined(separator: ", ") + "\n"
            }
            if !finding.otherPlaces.isEmpty {
                let more =
                    finding.otherPlaces.count > 5
                    ? "; and \(finding.otherPlaces.count - 5) more" : ""
                out +=
                    "  also at: "
                    + finding.otherPlaces.prefix(5).map(inline).joined(separator: "; ")
                    + more
                    + "\n"
            }
            if let scenario = scenario(for: finding, appPath: appPath), let path = finding.path {
                out +=
                    "  shortest path (\(TextReporter.counted(path.steps.count, "step"))), as a scenario:\n"
                out += TextReporter.indented(scenario, by: "    ")
            }
        }
        return out
    }

    public func json() -> String {
        JSONValue.object([
            ("app", .string(appPath)),
            ("name", .string(result.exploration.explorer.app.name)),
            ("states", .integer(result.exploration.stateCount)),
            (
                "complete",
                .bool(
                    result.exploration.isComplete && result.fromFreshInstall.isComplete
                        && result.withoutSigningIn.isComplete)
            ),
            (
                "findings",
                .array(
                    result.findings.map { finding in
                        .object([
                            ("check", .string(finding.check.rawValue)),
                            ("guideline", .optional(finding.check.guideline)),
                            ("warning", .bool(finding.check.isWarning)),
                            ("summary", .string(finding.summary)),
                            ("alsoAt", .array(finding.otherPlaces.map(JSONValue.string))),
                            ("screens", .array(finding.screens.map(JSONValue.string))),
                            (
                                "steps",
                                finding.path.map {
                                    .array($0.steps.map { .string(ScenarioText.step($0)) })
                                } ?? .null
                            ),
                            ("scenario", .optional(scenario(for: finding, appPath: appPath))),
                        ])
                    })
            ),
        ]).rendered() + "\n"
    }
}
