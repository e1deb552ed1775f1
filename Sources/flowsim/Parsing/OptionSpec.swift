/// One option a command accepts: its name, whether it takes a value, and its help.
struct OptionSpec: Sendable {
    /// Without dashes: `format` for `--format`.
    var name: String
    /// The value's placeholder in help (`FORMAT`), or `nil` for a flag.
    var valueName: String?
    /// One or more sentences for `--help`.
    var help: String
    /// What would work, for a missing value: "expected text, json, junit or tap".
    var expectation: String?

    /// `--format FORMAT`, `--fail-fast`.
    var synopsis: String {
        valueName.map { "--\(name) \($0)" } ?? "--\(name)"
    }

    var takesValue: Bool { valueName != nil }
}
