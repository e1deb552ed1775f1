import FlowKit

/// The properties part of `flowsim explore`'s report: each property held, broken (with the
/// shortest path to the state or step that breaks it, as a scenario `flowsim run` fails at the
/// same step) or vacuous (no state reached could test it).
public struct PropertyReport {
    public var appPath: String
    public var verdicts: [PropertyVerdict]
    /// Whether the exploration saw every reachable state (a property that held, held there only).
    public var isComplete: Bool

    public init(appPath: String, verdicts: [PropertyVerdict], isComplete: Bool) {
        self.appPath = appPath
        self.verdicts = verdicts
        self.isComplete = isComplete
    }

    public var violated: [PropertyVerdict] { verdicts.filter(\.isViolated) }

    /// A broken property's scenario. `flowsim run` checks the app's properties after every step,
    /// so the last step fails there; a `reachable` property's scenario leads to the state from
    /// which nothing that fits can be reached, which a run checks at the scenario's end.
    public func scenario(for verdict: PropertyVerdict, appPath: String) -> String? {
        guard case .violated(let path, let message) = verdict.outcome else { return nil }
        var comments = [
            "flowsim explore found: property '\(verdict.property.name)' (\(verdict.property.location)) is broken: \(message)"
        ]
        if verdict.property.form == .reachable {
            comments.append(
                "from the state after the last step no path leads to what it describes: flowsim run walks from there and fails at the last step"
            )
        }
        return ScenarioText.scenario(
            title: "explore: property \(verdict.property.name)", app: appPath, path: path,
            comments: comments, tags: ["property"])
    }

    public func scenarioFiles(appPath: String, numberedFrom first: Int) -> [(
        name: String, text: String
    )] {
        violated.enumerated().compactMap { i, verdict in
            scenario(for: verdict, appPath: appPath).map {
                (ReportNames.fileName(first + i, "property", verdict.property.name), $0)
            }
        }
    }

    public func text() -> String {
        guard !verdicts.isEmpty else { return "" }
        let inline: (String) -> String = TerminalText.inline
        let broken = violated.count
        var out =
            "\nproperties: \(verdicts.count - broken) of \(verdicts.count) held"
            + (isComplete ? "" : " (within the bounds explored)") + "\n"
        for verdict in verdicts {
            let p = verdict.property
            switch verdict.outcome {
            case .held:
                out += "  ✓ \(inline(p.name)) (\(p.form.rawValue))\n"
            case .vacuous(let why):
                out +=
                    "  ? \(inline(p.name)) (\(p.form.rawValue)) is vacuous: \(why); as written it can never fail\n"
            case .violated(let path, let message):
                out += "  ✗ \(inline(p.name)) (\(p.form.rawValue)) at \(inline(p.location))\n"
                out += "    \(inline(message))\n"
                if let scenario = scenario(for: verdict, appPath: appPath) {
                    out +=
                        "    shortest path (\(TextReporter.counted(path.steps.count, "step"))), as a scenario:\n"
                    out += TextReporter.indented(scenario, by: "      ")
                }
            }
        }
        return out
    }

    func json() -> JSONValue {
        .array(
            verdicts.map { verdict -> JSONValue in
                let p = verdict.property
                var fields: [(key: String, value: JSONValue)] = [
                    ("name", .string(p.name)), ("form", .string(p.form.rawValue)),
                    ("location", .string(p.location)),
                ]
                switch verdict.outcome {
                case .held: fields.append(("verdict", .string("held")))
                case .vacuous(let why):
                    fields += [("verdict", .string("vacuous")), ("why", .string(why))]
                case .violated(let path, let message):
                    fields += [
                        ("verdict", .string("violated")), ("message", .string(message)),
                        ("given", ExplorationReport.givenJSON(path)),
                        ("steps", .array(path.steps.map { .string(ScenarioText.step($0)) })),
                        ("scenario", .optional(scenario(for: verdict, appPath: appPath))),
                    ]
                }
                return .object(fields)
            })
    }
}
