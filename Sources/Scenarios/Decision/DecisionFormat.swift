/// The formats `flowsim decide --format` writes.
public enum DecisionFormat: String, CaseIterable, Sendable {
    case text, json, markdown

    /// "text, json or markdown", for messages that list what would work.
    public static var choices: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
