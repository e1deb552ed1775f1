/// The REPL's history, kept across sessions in `~/.flowsim_history`: the last
/// ``LineEditor/maximumHistory`` lines, rewritten whole (atomically) after each line.
///
/// - The file is private to its owner (mode 0600), as a shell's history is.
/// - `:set` and `set:` lines are not kept: the values they write (a session token, a user's
///   name) are the app's persisted state, which may hold secrets.
/// - A path that is anything but a regular file (a symbolic link, `/dev/null`, a named pipe)
///   means no history: it is neither read nor written.
struct HistoryFile {
    /// The file's name in the home folder.
    static let name = ".flowsim_history"
    /// The permission bits of the file.
    static let mode: UInt32 = 0o600

    /// The file, or `nil` when there is no home folder to keep it in.
    let path: String?

    init(home: String?) {
        path = home.map { $0 + "/" + Self.name }
    }

    /// Whether the history is kept: a home folder, and nothing but a regular file (or nothing
    /// yet) at the path.
    var isKept: Bool {
        guard let path else { return false }
        let kind = Platform.entryKind(atPath: path)
        return kind == nil || kind == .regularFile
    }

    /// Whether `line` may be kept in the file (it writes no state values).
    static func keeps(_ line: String) -> Bool {
        var words = line.drop { $0 == " " || $0 == "\t" }
        if words.hasPrefix("- ") { words = words.dropFirst(2).drop { $0 == " " } }
        return !(words.hasPrefix(":set") || words.hasPrefix("set:"))
    }

    /// The lines kept (none if the file is missing or unreadable); bounded, however large the file.
    func load(readFile: (String) -> String?) -> [String] {
        guard isKept, let path, let text = readFile(path) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).suffix(
            LineEditor.maximumHistory)
        return lines.map(String.init).filter { $0.count <= LineEditor.maximumLength }
    }

    /// Writes `lines` (the last ones that fit), ignoring failure: history is a convenience.
    func save(_ lines: [String]) {
        guard isKept, let path else { return }
        let kept = lines.filter(Self.keeps).suffix(LineEditor.maximumHistory)
        try? AtomicFile.write(
            kept.joined(separator: "\n") + (kept.isEmpty ? "" : "\n"), to: path, mode: Self.mode)
    }
}
