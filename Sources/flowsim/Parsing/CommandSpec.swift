/// What a command is: its name, its usage, its options, and the text of its help.
struct CommandSpec: Sendable {
    var name: String
    /// One sentence, for the command list and the help's first line.
    var overview: String
    /// The usage line after `flowsim ` (`run [PATHS…] [--tags T,…] …`).
    var usage: String
    /// Positional arguments and their help.
    var arguments: [(name: String, help: String)]
    var options: [OptionSpec]
    /// Further help sections (`EXIT CODES`, `ENVIRONMENT`), each a title and rows of a term and its text.
    var sections: [(title: String, rows: [(term: String, text: String)])]

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
