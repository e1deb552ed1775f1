import Scenarios

/// `flowsim init [DIR]`: writes a starter app file and a first scenario into DIR (the current
/// folder by default), so that a new user starts from something green. It never overwrites:
/// if any of the files exists, it writes nothing and says which.
struct InitCommand {
    static let spec = CommandSpec(
        name: "init",
        overview: "Write a starter app file and a first scenario into a folder, never overwriting.",
        usage: "init [DIR]",
        arguments: [
            (
                "DIR",
                "The folder to write into, created if missing. Default: the current folder. "
                    + "Writes DIR/app.app.yaml and DIR/scenarios/first.flow.yaml; then 'flowsim run' in DIR runs the scenario."
            )
        ],
        options: [],
        sections: [
            (
                "EXIT CODES",
                [
                    ("0", "the files were written"),
                    (
                        "2",
                        "a file is already there (nothing was written), a file could not be written, or the command line is wrong"
                    ),
                ]
            )
        ])

    var folder: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.positionals.count > 1 {
            throw UsageError(
                "'init' takes one folder; got \(arguments.positionals.count)",
                at: arguments.positionals[1].index,
                command: Self.spec.name)
        }
        if let given = arguments.positionals.first, given.text.isEmpty {
            // `flowsim init "$DIR"` with DIR unset would otherwise write into `/`.
            throw UsageError(
                "the folder is empty (''; is a variable such as $DIR unset?); name a folder, or give none for the current folder",
                at: given.index, command: Self.spec.name)
        }
        folder = arguments.positionals.first?.text
    }

    func run(context: CommandContext) -> ExitCode {
        let base = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        let targets = StarterFiles.files.map { (path: base + $0.path, text: $0.text) }
        let existing = targets.filter { Platform.fileKind(atPath: $0.path) != nil }.map(\.path)
        guard existing.isEmpty else {
            context.reportError(
                "\(existing.map { "'\($0)'" }.joined(separator: " and ")) already exist\(existing.count == 1 ? "s" : ""); "
                    + "flowsim init never overwrites, so nothing was written; choose an empty folder: flowsim init DIR"
            )
            return .invalidInput
        }
        var written: [String] = []
        for target in targets {
            let folder = target.path.split(separator: "/", omittingEmptySubsequences: false)
                .dropLast().joined(separator: "/")
            do {
                if !folder.isEmpty { try Platform.createFolders(folder) }
                try Platform.createFile(atPath: target.path, bytes: Array(target.text.utf8))
            } catch {
                // Leave nothing half-made: remove what this run wrote.
                written.forEach(Platform.removeFile)
                context.reportError(
                    "cannot write '\(target.path)': \(error.reason); nothing was written")
                return .invalidInput
            }
            written.append(target.path)
        }
        let here = folder.map { "cd \($0) && " } ?? ""
        context.output(
            written.map { "wrote \($0)\n" }.joined()
                + "next: \(here)flowsim run     # runs scenarios/, green to start with\n"
                + "then rename the flows and screens after your coordinators and view controllers (Documentation/Tutorial.md)\n"
        )
        return .success
    }
}
