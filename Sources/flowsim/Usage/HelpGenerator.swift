/// The text of `--help`, generated from the command specs so that help and parsing cannot disagree.
enum HelpGenerator {
    /// Lines are wrapped to this many columns.
    static let width = 80

    /// The help of one command.
    static func help(for spec: CommandSpec) -> String {
        // The usage line stays whole, however long: it is the one people copy.
        var out = wrap("OVERVIEW: \(spec.overview)", width: width).joined(separator: "\n")
        out += "\n\nUSAGE: flowsim \(spec.usage)\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n" + table(spec.arguments.map { ($0.name, $0.help) })
        }
        let options =
            spec.options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")]
        out += "\nOPTIONS:\n" + table(options)
        for section in spec.sections {
            out += "\n\(section.title):\n" + table(section.rows.map { ($0.term, $0.text) })
        }
        return out
    }

    /// The help of `flowsim` itself.
    static func topLevelHelp(commands: [CommandSpec], planned: [String]) -> String {
        var out =
            "OVERVIEW: Simulate iOS coordinator app flows from scenario files, headless and in milliseconds.\n\n"
        out += "USAGE: flowsim <command> [<options>]\n\nCOMMANDS:\n"
        out += table(commands.map { ($0.name, $0.overview) })
        if !planned.isEmpty {
            out += "\n  Coming in a later release: \(planned.joined(separator: ", ")).\n"
        }
        out +=
            "\nOPTIONS:\n"
            + table([
                ("-h, --help", "Show this help."),
                ("--version", "Show the version."),
            ])
        out +=
            "\n  See 'flowsim help <command>' or 'flowsim <command> --help' for a command's help.\n"
        return out
    }

    /// `flowsim help help`: what `help` itself does.
    static func helpOfHelp(commands: [CommandSpec]) -> String {
        var out = "OVERVIEW: Show the help of flowsim, or of one command.\n\n"
        out += "USAGE: flowsim help [COMMAND]\n\nARGUMENTS:\n"
        out += table([
            (
                "COMMAND",
                "One of: " + commands.map(\.name).joined(separator: ", ")
                    + ". Without it, flowsim's own help."
            )
        ])
        out += "\n  'flowsim COMMAND --help' shows the same as 'flowsim help COMMAND'.\n"
        return out
    }

    /// Two columns: names indented by two, help aligned after the widest name and wrapped.
    static func table(_ rows: [(String, String)]) -> String {
        let nameWidth = min(24, rows.map(\.0.count).max() ?? 0)
        let helpColumn = 2 + nameWidth + 2
        var out = ""
        for (name, help) in rows {
            let lines = wrap(help, width: max(20, width - helpColumn))
            let indent = String(repeating: " ", count: helpColumn)
            if name.count > nameWidth {
                out += "  \(name)\n"
                out += lines.map { indent + $0 + "\n" }.joined()
            } else {
                let padding = String(repeating: " ", count: nameWidth - name.count + 2)
                out += "  \(name)\(padding)\(lines.first ?? "")\n"
                out += lines.dropFirst().map { indent + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
