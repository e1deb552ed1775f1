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

    /// `--allow-outside FOLDER`, of the commands that read scenario files (`run`, `check`).
    static let allowOutside = OptionSpec(
        name: "allow-outside", valueName: "FOLDER",
        help:
            "Let app: and run: lines name files under FOLDER too (the option may be repeated). Without it they may name only files under the current folder and the PATHS given.",
        expectation: "expected a folder")
}
