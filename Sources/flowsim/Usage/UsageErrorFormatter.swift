/// How a usage error reads on standard error:
///
/// ```
/// error: unknown option '--fromat'; did you mean '--format'?
///   flowsim run scenarios --fromat json
///                         ^~~~~~~~
/// usage: flowsim run [PATHS…] [--tags T,…] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]
///   See 'flowsim run --help'.
/// ```
enum UsageErrorFormatter {
    /// The command line is quoted with a marker only when it fits in this many columns.
    static let maximumEchoWidth = 120

    static func format(_ error: UsageError, arguments: [String], spec: CommandSpec?, colors: Bool)
        -> String
    {
        let label = colors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        var out = "\(label) \(error.message)\n"
        if let index = error.argumentIndex, arguments.indices.contains(index) {
            out += echo(arguments, pointingAt: index)
        }
        if let spec {
            out += "usage: flowsim \(spec.usage)\n  See 'flowsim \(spec.name) --help'.\n"
        } else {
            out += "usage: flowsim <command> [<options>]\n  See 'flowsim --help'.\n"
        }
        return out
    }

    /// The command line as a shell would take it, and `^~~~` under word `index`; "" when too long.
    static func echo(_ arguments: [String], pointingAt index: Int) -> String {
        var line = "flowsim"
        var start = 0
        var length = 0
        for (position, argument) in arguments.enumerated() {
            let word = shellQuoted(argument)
            line += " "
            if position == index {
                start = line.count
                length = word.count
            }
            line += word
        }
        guard line.count <= maximumEchoWidth else { return "" }
        let marker = "^" + String(repeating: "~", count: max(0, length - 1))
        return "  \(line)\n  \(String(repeating: " ", count: start))\(marker)\n"
    }

    /// `word` as typed in a POSIX shell: bare when safe, single-quoted otherwise.
    static func shellQuoted(_ word: String) -> String {
        let safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./,:=@%+"
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
