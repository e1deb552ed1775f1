/// The formats `flowsim run --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, tap

    /// "text, json, junit or tap", for messages that list what would work.
    public static var choices: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The report of `run` in this format (text without colour, diagnostics included).
    public func render(_ run: RunReport) -> String {
        switch self {
        case .text: return TextReporter().report(run)
        case .json: return JSONReporter().report(run)
        case .junit: return JUnitReporter().report(run)
        case .tap: return TAPReporter().report(run)
        }
    }
}
