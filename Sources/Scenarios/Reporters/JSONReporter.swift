/// The machine-readable report: one JSON object, keys always present and always in this order.
///
/// ```
/// {
///   "schemaVersion": 1,
///   "summary": {
///     "passed": 41,               // held, expected failures included
///     "failed": 1,                // did not hold, unexpected passes included
///     "expectedFailures": 2,      // of passed
///     "unexpectedPasses": 0,      // of failed
///     "skipped": 0,               // selected but not run (--fail-fast)
///     "errors": 0,                // input diagnostics of severity error
///     "warnings": 0,
///     "durationSeconds": 0.0123   // the whole run, loading included
///   },
///   "scenarios": [
///     {
///       "name": "A guest reaches the community",
///       "path": "scenarios/locals/guest.flow.yaml",
///       "tags": ["review"],
///       "status": "failed",       // passed | failed | expectedFailure | unexpectedPass | skipped
///       "durationSeconds": 0.0004,
///       "steps": 7,
///       "expectedFailure": null,  // the expectFailure reason, when the scenario declares one
///       "skipReason": null,       // why it was not run, for status skipped
///       "failure": {              // null when passed or skipped; for expectedFailure, the failure it had
///         "message": "…", "file": "…", "line": 12, "column": 5, "details": "…"
///       }
///     }
///   ],
///   "diagnostics": [
///     {"severity": "error", "id": "unknownStep", "message": "…", "file": "…", "line": 3, "column": 7, "notes": ["…"]}
///   ]
/// }
/// ```
///
/// Durations are seconds with at most six decimals, never in exponent form. Strings keep
/// non-ASCII characters as UTF-8 and escape quotes, backslashes and control characters.
public struct JSONReporter: Sendable {
    public init() {}

    public func report(_ run: RunReport) -> String {
        let summary = run.summary
        let document = JSONValue.object([
            ("schemaVersion", .integer(1)),
            (
                "summary",
                .object([
                    ("passed", .integer(summary.passed)),
                    ("failed", .integer(summary.failed)),
                    ("expectedFailures", .integer(summary.expectedFailures)),
                    ("unexpectedPasses", .integer(summary.unexpectedPasses)),
                    ("skipped", .integer(summary.skipped)),
                    ("errors", .integer(summary.errors)),
                    ("warnings", .integer(summary.warnings)),
                    ("durationSeconds", .number(DurationText.seconds(summary.duration))),
                ])
            ),
            ("scenarios", .array(run.outcomes.map(Self.scenario) + run.skipped.map(Self.scenario))),
            ("diagnostics", .array(run.diagnostics.map(Self.diagnostic))),
        ])
        return document.rendered() + "\n"
    }

    private static func scenario(_ outcome: ScenarioOutcome) -> JSONValue {
        .object([
            ("name", .string(outcome.name)),
            ("path", .string(outcome.path)),
            ("tags", .array(outcome.tags.map(JSONValue.string))),
            ("status", .string(outcome.status.reportName)),
            ("durationSeconds", .number(DurationText.seconds(outcome.duration))),
            ("steps", .integer(outcome.stepsRun)),
            ("expectedFailure", .optional(outcome.status.expectedFailureReason)),
            ("skipReason", .null),
            ("failure", outcome.status.recordedFailure.map(failure) ?? .null),
        ])
    }

    private static func scenario(_ skipped: SkippedScenario) -> JSONValue {
        .object([
            ("name", .string(skipped.name)),
            ("path", .string(skipped.path)),
            ("tags", .array(skipped.tags.map(JSONValue.string))),
            ("status", .string("skipped")),
            ("durationSeconds", .number("0")),
            ("steps", .integer(0)),
            ("expectedFailure", .null),
            ("skipReason", .string(skipped.reason)),
            ("failure", .null),
        ])
    }

    private static func failure(_ failure: ScenarioFailure) -> JSONValue {
        .object([
            ("message", .string(failure.message)),
            ("file", .string(failure.location.path)),
            ("line", .integer(failure.location.line)),
            ("column", .integer(failure.location.column)),
            ("details", .string(failure.details)),
            ("expected", .array(failure.comparison.map(JSONValue.string))),
            ("hierarchy", .array(failure.hierarchy.map(JSONValue.string))),
            ("lastEvents", .array(failure.lastEvents.map { .string($0.description) })),
        ])
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .optional(diagnostic.id?.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(diagnostic.location.path)),
            ("line", .integer(diagnostic.location.line)),
            ("column", .integer(diagnostic.location.column)),
            ("notes", .array(diagnostic.notes.map(JSONValue.string))),
        ])
    }
}
