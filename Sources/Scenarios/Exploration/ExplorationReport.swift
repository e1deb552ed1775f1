import FlowKit

/// `flowsim explore`'s report: the counts, the note when a bound stopped it, and each finding
/// (one per cause, ``ExplorationFinding``) with its id and its shortest path as a scenario file.
/// The same exploration gives the same bytes.
public struct ExplorationReport {
    /// The app file as the command line named it (what the printed scenarios use as `app:`).
    public var appPath: String
    public var exploration: Exploration
    /// The verdicts on the app's `properties:`, when it declares some.
    public var properties: PropertyReport?
    /// How findings are listed: every instance or the shortest, and the baseline compared with.
    var listing = FindingListing(listsEveryInstance: false, baseline: nil, baselinePath: "")

    public init(appPath: String, exploration: Exploration, properties: PropertyReport? = nil) {
        self.appPath = appPath
        self.exploration = exploration
        self.properties = properties
    }

    /// The same, listing every instance of each cause (`--all`) and comparing the findings with
    /// `baseline` (read from `baselinePath`, `--baseline FILE`).
    public init(
        appPath: String, exploration: Exploration, properties: PropertyReport? = nil,
        listsEveryInstance: Bool, baseline: FindingBaseline? = nil, baselinePath: String = ""
    ) {
        self.init(appPath: appPath, exploration: exploration, properties: properties)
        listing = FindingListing(
            listsEveryInstance: listsEveryInstance, baseline: baseline, baselinePath: baselinePath)
    }

    /// Whether a finding occurs that the baseline (if any) does not accept: what exit code 1 means.
    public var hasNewFindings: Bool {
        exploration.findings.contains { !listing.isAccepted($0.id) }
            || properties?.violated.isEmpty == false
    }

    /// The findings' ids and one-line descriptions, as `--write-baseline` writes them.
    public var baselineEntries: [(id: String, description: String)] {
        exploration.findings.map { ($0.id, $0.summary) }
    }

    /// A problem's scenario, naming the app by `appPath` (relative to where the file will be).
    public func scenario(for problem: ExplorationProblem, appPath: String) -> String {
        ScenarioText.scenario(
            title: "explore: \(problem.kind.rawValue) at \(problem.place)", app: appPath,
            path: problem.path,
            comments: ["flowsim explore found: " + problem.message],
            ending: ScenarioText.ending(for: problem))
    }

    /// A finding's scenario: its shortest example, titled by the cause and naming its id.
    public func scenario(for finding: ExplorationFinding, appPath: String) -> String {
        var comments = ["flowsim explore found: " + finding.example.message, "id: " + finding.id]
        if finding.otherPathCount > 0 {
            comments.append(
                "also reached by "
                    + TextReporter.counted(finding.otherPathCount, "other path"))
        }
        return ScenarioText.scenario(
            title: "explore: " + finding.title, app: appPath, path: finding.example.path,
            comments: comments, ending: ScenarioText.ending(for: finding.example))
    }

    /// `01-leak-Detail-back.flow.yaml` and the scenario, one for each finding (cause) in report
    /// order: named after the flow or screen and the step that shows it.
    public func scenarioFiles(appPath: String) -> [(name: String, text: String)] {
        exploration.findings.enumerated().map { i, finding in
            (
                ReportNames.fileName(
                    i + 1, finding.kind.rawValue, finding.subject + " " + finding.trigger),
                scenario(for: finding, appPath: appPath)
            )
        }
            + (properties?.scenarioFiles(
                appPath: appPath, numberedFrom: exploration.problems.count + 1) ?? [])
    }

    public func text() -> String {
        let e = exploration
        // User text (the app's name, screen names, crash messages) is made inline: it can
        // neither start a line of its own nor drive the terminal.
        let inline: (String) -> String = TerminalText.inline
        var out = "explored \(inline(exploration.explorer.app.name)) (\(inline(appPath)))\n"
        out += "  launch states:  \(Self.startsNote(e))\n"
        out += "  states:         \(ReportNames.grouped(e.stateCount))\n"
        out += "  transitions:    \(ReportNames.grouped(e.transitionCount))\n"
        out += "  depth reached:  \(e.depthReached)\n"
        out += "  memory:         \(ReportNames.decimal(e.bytesPerState)) bytes a state\n"
        out += "  " + Self.boundNote(e) + "\n"
        if let why = Self.whyNote(e) { out += "  " + why + "\n" }
        out += properties?.text() ?? ""
        let findings = e.findings
        let summaries = findings.map { ($0.id, $0.summary) }
        guard !findings.isEmpty else {
            return out + "\nno problems found\n" + listing.baselineText(summaries)
        }
        out += "\n" + listing.count(findings.map(\.id), instances: e.problems.count) + "\n"
        for finding in findings where !listing.isAccepted(finding.id) {
            let problem = finding.example
            out += "\n" + inline(finding.title) + "\n"
            out += "  id: \(finding.id)\n"
            out += "  \(inline(problem.message))\n"
            out += "  at: \(inline(problem.place))\n"
            if !problem.otherPlaces.isEmpty {
                let shown = problem.otherPlaces.prefix(5).map(inline).joined(separator: "; ")
                let more =
                    problem.otherPlaces.count > 5
                    ? "; and \(problem.otherPlaces.count - 5) more" : ""
                out += "  also at: \(shown)\(more)\n"
            }
            out += listing.otherPaths(Array(finding.instances.dropFirst()))
            out +=
                "  shortest path (\(TextReporter.counted(problem.path.steps.count, "step"))), as a scenario:\n"
            out += TextReporter.indented(scenario(for: finding, appPath: appPath), by: "    ")
        }
        return out + listing.baselineText(summaries)
    }

    /// `3` when every starting point was walked, else `1,000 of 1,048,576 starting points walked (…)`.
    static func startsNote(_ e: Exploration) -> String {
        var distinct = ReportNames.grouped(e.launchStates)
        let forked = e.explorer.lazilyReadKeyCount
        if forked > 0 {
            distinct +=
                " (from one start: \(forked == 1 ? "1 stored key" : "\(forked) stored keys") that conditions read, each set to each of its values where a path first reads it)"
        }
        guard e.startsWalked < e.startPoints.count else { return distinct }
        let total =
            e.startPoints.count == Int.max
            ? "more than \(ReportNames.grouped(Int.max))"
            : ReportNames.grouped(e.startPoints.count)
        return
            "\(distinct) (\(ReportNames.grouped(e.startsWalked)) of \(total) starting points walked: \(e.startPoints.keys.count) stored keys that conditions read, over their values)"
    }

    /// Within what the walk was complete: the repeat bound, and what it left out.
    static func withinNote(_ e: Exploration) -> String {
        guard let n = e.maxRepeats else { return "every reachable state was seen" }
        guard e.pastRepeatsCount > 0 else {
            return "every reachable state was seen (none went past --max-repeats \(n))"
        }
        let states = e.pastRepeatsCount == 1 ? "state" : "states"
        var note =
            "\(ReportNames.grouped(e.pastRepeatsCount)) \(states) past --max-repeats \(n) (or with two tabs away from their roots) left out"
        if let top = e.pastRepeats.first {
            note += ", most with " + TerminalText.inline(Self.words(top.excess, bound: n))
        }
        return note
    }

    /// What took a state past the bound, in words.
    static func words(_ excess: RepeatExcess, bound n: Int) -> String {
        switch excess.kind {
        case .screenOnStack: return "'\(excess.name)' \(n + 1) times on one navigation stack"
        case .presentedScreen: return "'\(excess.name)' presented \(n + 1) times"
        case .screenInWindow:
            return "'\(excess.name)' \(n + 1) times beyond the stacks' roots in the window"
        case .flow: return "flow '\(excess.name)' started \(n + 1) times on one chain"
        case .releasedScreen: return "'\(excess.name)' released while presented \(n + 1) times"
        case .secondTabAway:
            return "a second tab ('\(excess.name)') away from its root (tabs are walked apart)"
        case .pendingRequests:
            return "3 '\(excess.name)' requests pending from '\(excess.from ?? "?")'"
        }
    }

    /// When a bound stopped the walk: what varies most among the states it left.
    static func whyNote(_ e: Exploration) -> String? {
        guard let left = e.left else { return nil }
        let inline: (String) -> String = TerminalText.inline
        var note =
            "why: among \(left.sampled) of the states left, what varies most is \(inline(left.varies))"
        if !left.values.isEmpty {
            let shown = left.values.prefix(6).map(inline).joined(separator: ", ")
            note += " (\(shown)\(left.values.count > 6 ? ", …" : ""))"
        }
        if let step = left.commonStep {
            note += "; \(left.commonStepCount) of them were found by \(inline(step))"
        }
        return note + ": " + left.advice
    }

    /// Complete within the bounds, or which bound stopped it.
    static func boundNote(_ e: Exploration) -> String {
        switch e.stoppedBy {
        case nil: return "complete within these bounds: " + withinNote(e)
        case .maxStates(let n)?:
            return
                "incomplete: stopped at --max-states \(ReportNames.grouped(n)); \(ReportNames.grouped(e.unexpandedCount)) states found were not expanded (raise --max-states to see further)"
                + tooDeepNote(e)
        case .maxDepth(let n)?:
            return
                "incomplete: stopped at --depth \(n); \(ReportNames.grouped(e.unexpandedCount)) states at that depth were not expanded (raise --depth to see further)"
                + tooDeepNote(e)
        case .maxStackDepth(let n)?:
            return
                "complete up to --max-stack-depth \(n): \(ReportNames.grouped(e.unexpandedCount)) \(e.unexpandedCount == 1 ? "state" : "states") with a navigation stack (or modal chain) deeper than \(n) \(e.unexpandedCount == 1 ? "was" : "were") found and not expanded "
                + "(a screen that pushes itself again makes such states without end; raise --max-stack-depth to look deeper)"
        case .interrupted?:
            return
                "incomplete: stopped: interrupted (Ctrl-C); \(ReportNames.grouped(e.unexpandedCount)) \(e.unexpandedCount == 1 ? "state found was" : "states found were") not expanded, and what is reported is what was found before"
                + tooDeepNote(e)
        }
    }

    /// The states a stack-depth bound left unexpanded when another bound stopped the exploration.
    private static func tooDeepNote(_ e: Exploration) -> String {
        guard e.tooDeepCount > 0, let n = e.explorer.options.maxStackDepth else { return "" }
        return
            "; also \(ReportNames.grouped(e.tooDeepCount)) \(e.tooDeepCount == 1 ? "state" : "states") with a stack deeper than --max-stack-depth \(n) \(e.tooDeepCount == 1 ? "was" : "were") not expanded"
    }

    public func json() -> String {
        let e = exploration
        var fields: [(key: String, value: JSONValue)] = [
            ("app", .string(appPath)),
            ("name", .string(e.explorer.app.name)),
            ("launchStates", .integer(e.launchStates)),
            ("startingPoints", .integer(e.startPoints.count)),
            ("startingPointsWalked", .integer(e.startsWalked)),
            ("maxRepeats", e.maxRepeats.map { JSONValue.integer($0) } ?? .null),
            ("pastRepeats", .integer(e.pastRepeatsCount)),
            ("why", Self.whyNote(e).map { JSONValue.string($0) } ?? .null),
            ("states", .integer(e.stateCount)),
            ("transitions", .integer(e.transitionCount)),
            ("depthReached", .integer(e.depthReached)),
            ("bytesPerState", .number(ReportNames.decimal(e.bytesPerState))),
            ("complete", .bool(e.isComplete)),
            ("stoppedBy", Self.boundJSON(e)),
            ("properties", properties?.json() ?? .array([])),
            ("instances", .integer(e.problems.count)),
            ("findings", .array(e.findings.map(json))),
        ]
        if let fixed = listing.fixedJSON(e.findings.map(\.id)) { fields.append(("fixed", fixed)) }
        return JSONValue.object(fields).rendered() + "\n"
    }

    private func json(_ finding: ExplorationFinding) -> JSONValue {
        let problem = finding.example
        var fields: [(key: String, value: JSONValue)] = [
            ("id", .string(finding.id)),
            ("kind", .string(finding.kind.rawValue)),
            ("subject", .string(finding.subject)),
            ("trigger", .string(finding.trigger)),
            ("title", .string(finding.title)),
            ("message", .string(problem.message)),
            ("place", .string(problem.place)),
            ("screen", .string(problem.screen)),
            ("alsoAt", .array(problem.otherPlaces.map(JSONValue.string))),
            ("otherPaths", .integer(finding.otherPathCount)),
            ("given", Self.givenJSON(problem.path)),
            ("steps", .array(problem.path.steps.map { .string(ScenarioText.step($0)) })),
            ("scenario", .string(scenario(for: finding, appPath: appPath))),
        ]
        if listing.baseline != nil {
            fields.append(("inBaseline", .bool(listing.isAccepted(finding.id))))
        }
        if let others = listing.instancesJSON(Array(finding.instances.dropFirst())) {
            fields.append(("otherInstances", others))
        }
        return .object(fields)
    }

    static func boundJSON(_ e: Exploration) -> JSONValue {
        switch e.stoppedBy {
        case nil: return .null
        case .maxStates(let n)?:
            return .object([
                ("bound", .string("max-states")), ("limit", .integer(n)),
                ("unexpanded", .integer(e.unexpandedCount)),
            ])
        case .maxDepth(let n)?:
            return .object([
                ("bound", .string("depth")), ("limit", .integer(n)),
                ("unexpanded", .integer(e.unexpandedCount)),
            ])
        case .maxStackDepth(let n)?:
            return .object([
                ("bound", .string("max-stack-depth")), ("limit", .integer(n)),
                ("unexpanded", .integer(e.unexpandedCount)),
            ])
        case .interrupted?:
            return .object([
                ("bound", .string("interrupted")), ("limit", .null),
                ("unexpanded", .integer(e.unexpandedCount)),
            ])
        }
    }

    static func givenJSON(_ path: ExplorationPath) -> JSONValue {
        .object(
            path.given.map { p in
                switch p.value {
                case .null: return (p.name, .null)
                case .bool(let b): return (p.name, .bool(b))
                case .int(let i): return (p.name, .integer(i))
                case .string(let s): return (p.name, .string(s))
                }
            })
    }
}

/// Small formatting shared by the exploration and review reports.
enum ReportNames {
    /// `1,234,567`.
    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

    /// One decimal: `27.3`.
    static func decimal(_ x: Double) -> String {
        guard x.isFinite else { return "0.0" }
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `01-leak-App-Main-Home-Detail.flow.yaml`: a number, the kind and the place with every run
    /// of other characters than ASCII letters and digits made one `-`, at most 60 of them.
    static func fileName(_ number: Int, _ kind: String, _ place: String) -> String {
        var slug = ""
        for c in place.unicodeScalars {
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                slug.unicodeScalars.append(c)
            } else if !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        while slug.hasPrefix("-") { slug.removeFirst() }
        let number = number < 10 ? "0\(number)" : "\(number)"
        return number + "-" + kind + (slug.isEmpty ? "" : "-" + String(slug.prefix(60)))
            + ".flow.yaml"
    }
}
