import FlowKit

/// `flowsim review`'s report: each finding with its guideline, the screens concerned and the
/// shortest path as a scenario file.
public struct ReviewReport {
    public var appPath: String
    public var result: Review.Result
    /// How findings are listed: every instance or the shortest, and the baseline compared with.
    var listing = FindingListing(listsEveryInstance: false, baseline: nil, baselinePath: "")

    public init(appPath: String, result: Review.Result) {
        self.appPath = appPath
        self.result = result
    }

    /// The same, listing every instance of each cause (`--all`) and comparing the findings with
    /// `baseline` (read from `baselinePath`, `--baseline FILE`).
    public init(
        appPath: String, result: Review.Result, listsEveryInstance: Bool,
        baseline: FindingBaseline? = nil, baselinePath: String = ""
    ) {
        self.init(appPath: appPath, result: result)
        listing = FindingListing(
            listsEveryInstance: listsEveryInstance, baseline: baseline, baselinePath: baselinePath)
    }

    /// Whether a finding occurs that the baseline (if any) does not accept: what exit code 1 means.
    public var hasNewFindings: Bool {
        // (warnings — a tap or link that changes nothing — are shown and fail nothing)
        result.findings.contains { !$0.check.isWarning && !listing.isAccepted($0.id) }
    }

    /// The findings' ids and one-line descriptions, as `--write-baseline` writes them.
    public var baselineEntries: [(id: String, description: String)] {
        result.findings.map { ($0.id, Self.oneLine($0)) }
    }

    /// `account-deletion: the app creates accounts…`; exploration's findings name their kind already.
    static func oneLine(_ finding: ReviewFinding) -> String {
        let check = finding.check.rawValue + ": "
        return finding.summary.hasPrefix(check) ? finding.summary : check + finding.summary
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
            comments: ["flowsim review found: " + finding.summary, "id: " + finding.id],
            tags: ["review"] + (finding.check.guideline.map { ["guideline-" + $0] } ?? []),
            ending: finding.ending)
    }

    public func scenarioFiles(appPath: String) -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        for (i, finding) in result.findings.enumerated() {
            guard let text = scenario(for: finding, appPath: appPath) else { continue }
            files.append(
                (
                    ReportNames.fileName(i + 1, finding.check.rawValue, finding.subject), text
                ))
        }
        return files
    }

    /// A walk's "why:" line, indented under it, when a bound stopped it.
    private static func whyLine(_ e: Exploration) -> String {
        ExplorationReport.whyNote(e).map { "    " + $0 + "\n" } ?? ""
    }

    public func text() -> String {
        let e = result.exploration
        // User text (the app's name, screen names, crash messages) is made inline.
        let inline: (String) -> String = TerminalText.inline
        var out = "reviewed \(inline(e.explorer.app.name)) (\(inline(appPath)))\n"
        out +=
            "  from every launch state (\(ReportNames.grouped(e.launchStates))): \(ReportNames.grouped(e.stateCount)) states, \(ReportNames.grouped(e.transitionCount)) transitions; "
            + ExplorationReport.boundNote(e) + "\n" + Self.whyLine(e)
        let f = result.fromFreshInstall
        out +=
            "  from a fresh install: \(ReportNames.grouped(f.stateCount)) states; "
            + ExplorationReport.boundNote(f) + "\n" + Self.whyLine(f)
        let r = result.withoutSigningIn
        out +=
            "  from a fresh install without signing in: \(ReportNames.grouped(r.stateCount)) states; "
            + ExplorationReport.boundNote(r) + "\n" + Self.whyLine(r)
        let summaries = result.findings.map { ($0.id, Self.oneLine($0)) }
        guard !result.findings.isEmpty else {
            return out + "\nno findings\n" + listing.baselineText(summaries)
        }
        out += "\n" + listing.count(result.findings.map(\.id)) + "\n"
        for finding in result.findings where !listing.isAccepted(finding.id) {
            let mark = finding.check.isWarning ? "⚠ warning:" : "✗"
            out += "\n\(mark) \(Self.label(finding.check)) — \(finding.check.rawValue)\n"
            out += "  id: \(finding.id)\n"
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
            out += listing.otherPaths(finding.otherInstances)
            if let scenario = scenario(for: finding, appPath: appPath), let path = finding.path {
                out +=
                    "  shortest path (\(TextReporter.counted(path.steps.count, "step"))), as a scenario:\n"
                out += TextReporter.indented(scenario, by: "    ")
            }
        }
        return out + listing.baselineText(summaries)
    }

    public func json() -> String {
        var fields: [(key: String, value: JSONValue)] = [
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
                        var fields: [(key: String, value: JSONValue)] = [
                            ("id", .string(finding.id)),
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
                            ("otherPaths", .integer(finding.otherInstances.count)),
                        ]
                        if listing.baseline != nil {
                            fields.append(("inBaseline", .bool(listing.isAccepted(finding.id))))
                        }
                        if let others = listing.instancesJSON(finding.otherInstances) {
                            fields.append(("otherInstances", others))
                        }
                        return JSONValue.object(fields)
                    })
            ),
        ]
        if let fixed = listing.fixedJSON(result.findings.map(\.id)) {
            fields.append(("fixed", fixed))
        }
        return JSONValue.object(fields).rendered() + "\n"
    }
}
