import Foundation
import Scenarios

/// `flowsim import PATHS… [--out FILE] [--format text|json]`: drafts an app file from an app's
/// Swift sources, with a report of every navigation call site. With `--check --app FILE`, the
/// drift check instead: what the code has that the app file lacks, and the reverse.
struct ImportCommand {
    enum Format: String, CaseIterable {
        case text, json, github

        static var choices: String { "text, json or github" }
    }

    static let spec = CommandSpec(
        name: "import",
        overview:
            "Draft an app file from an app's Swift coordinators, or (--check) report where an app file and the code disagree.",
        usage:
            "import PATHS… [--out FILE] [--format text|json] | import --check --app FILE PATHS… [--format text|json|github]",
        arguments: [
            (
                "PATHS…",
                "Swift files, or folders searched recursively for them (hidden entries, Pods, Carthage, build folders and folders whose name ends in 'Tests' are skipped)."
            )
        ],
        options: [
            OptionSpec(
                name: "out", valueName: "FILE",
                help:
                    "Write the draft to FILE (the report then goes to standard output). Without it the draft goes to standard output and the report to standard error.",
                expectation: "expected a file name ending in .app.yaml"),
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help:
                    "text (the default), json (the report as one JSON object), or, with --check, github (one annotation a line for GitHub Actions).",
                expectation: "expected \(Format.choices)"),
            OptionSpec(
                name: "check", valueName: nil,
                help:
                    "Compare the code with the app file given by --app instead of drafting: coordinators and flows, view controllers and screens, navigation calls and effects."
            ),
            OptionSpec(
                name: "app", valueName: "FILE", help: "With --check: the app file to compare.",
                expectation: "expected an app file (*.app.yaml)"),
            OptionSpec(
                name: "name", valueName: "NAME",
                help: "The draft's app name (default: from the first path's last folder).",
                expectation: "expected a name"),
        ],
        sections: [
            (
                "EXIT CODES",
                [
                    ("0", "the draft was written; with --check, the code and the app file agree"),
                    ("1", "with --check: they disagree (each difference is listed with file:line)"),
                    (
                        "2",
                        "a path could not be read, no coordinator or launch was found, or the command line is wrong"
                    ),
                ]
            )
        ])

    /// Files larger than this are not read (generated code, not coordinators).
    static let largestFile = 4_000_000

    var paths: [String]
    var out: String?
    var format: Format = .text
    var check = false
    var app: String?
    var name: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals.map(\.text)
        guard !paths.isEmpty else {
            throw UsageError(
                "missing PATHS; name the app's Swift sources: flowsim import Sources/MyApp",
                command: Self.spec.name)
        }
        out = arguments.last("out")?.text
        if let format = try arguments.format(
            Format.self, expected: Format.choices, command: Self.spec.name)
        {
            self.format = format
        }
        check = arguments.flags.contains("check")
        app = arguments.last("app")?.text
        name = arguments.last("name")?.text
        if check, app == nil {
            throw UsageError(
                "'--check' compares with an app file; name it: flowsim import --check --app FILE PATHS…",
                command: Self.spec.name)
        }
        if !check, let app = arguments.last("app") {
            throw UsageError(
                "'--app' goes with '--check'; to compare: flowsim import --check --app \(app.text) PATHS…",
                at: app.index, command: Self.spec.name)
        }
        if check, let out = arguments.last("out") {
            throw UsageError(
                "'--out' writes a draft; '--check' writes none", at: out.index,
                command: Self.spec.name)
        }
        if !check, format == .github {
            throw UsageError(
                "'--format github' is for '--check'; a draft's report is text or json",
                command: Self.spec.name)
        }
    }

    func run(context: CommandContext) -> ExitCode {
        let (files, missing) = SwiftImporter.swiftFiles(in: paths)
        for path in missing {
            context.reportError("cannot read '\(path)': no such file or folder")
        }
        if !missing.isEmpty { return .invalidInput }
        var sources: [SwiftSource] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                context.reportError("cannot read '\(file)'")
                return .invalidInput
            }
            if data.count > Self.largestFile {
                context.reportWarning(
                    "'\(file)' is larger than \(Self.largestFile / 1_000_000) MB; skipped as generated code"
                )
                continue
            }
            sources.append(SwiftSource(path: file, bytes: [UInt8](data)))
        }
        guard !sources.isEmpty else {
            context.reportError(
                "no Swift files under \(paths.joined(separator: ", ")); name the folder that holds the app's .swift files"
            )
            return .invalidInput
        }
        let appName = name ?? SwiftImporter.appName(from: paths[0])
        let result = SwiftImporter.importApp(sources: sources, appName: appName)
        if check { return runCheck(result, context: context) }
        guard let draft = result.draft else {
            context.output(ImportReportText.render(result, format: format == .json ? .json : .text))
            context.reportError(
                "found no coordinator that sets the window's root and no launch to draft in \(sources.count) Swift files; name the folder with the app's coordinators and its scene or app delegate"
            )
            return .invalidInput
        }
        let report = ImportReportText.render(result, format: format == .json ? .json : .text)
        if let out {
            do {
                try AtomicFile.write(draft, to: out)
            } catch {
                context.reportError("cannot write '\(out)': \(error.reason)")
                return .invalidInput
            }
            context.output(report)
        } else {
            context.output(draft)
            context.error(report)
        }
        return .success
    }

    private func runCheck(_ result: ImportResult, context: CommandContext) -> ExitCode {
        guard let app, let data = FileManager.default.contents(atPath: app) else {
            context.reportError("cannot read the app file '\(app ?? "")'")
            return .invalidInput
        }
        let text = String(decoding: data, as: UTF8.self)
        switch DriftCheck.compare(result, appText: text, appPath: app) {
        case .failure(let problem):
            context.reportError(problem.message)
            return .invalidInput
        case .success(let findings):
            context.output(DriftReport.render(findings, appPath: app, format: format.driftFormat))
            return findings.isEmpty ? .success : .failure
        }
    }
}

extension ImportCommand.Format {
    var driftFormat: DriftReport.Format {
        switch self {
        case .text: return .text
        case .json: return .json
        case .github: return .github
        }
    }
}
