/// The REPL's history, kept across sessions in `~/.flowsim_history`: the last
/// ``LineEditor/maximumHistory`` lines, rewritten whole (atomically) after each line.
struct HistoryFile {
    /// The file's name in the home folder.
    static let name = ".flowsim_history"

    /// The file, or `nil` when there is no home folder to keep it in.
    let path: String?

    init(home: String?) {
        path = home.map { $0 + "/" + Self.name }
    }

    /// The lines kept (none if the file is missing or unreadable); bounded, however large the file.
    func load(readFile: (String) -> String?) -> [String] {
        guard let path, let text = readFile(path) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).suffix(
            LineEditor.maximumHistory)
        return lines.map(String.init).filter { $0.count <= LineEditor.maximumLength }
    }

    /// Writes `lines` (the last ones that fit), ignoring failure: history is a convenience.
    func save(_ lines: [String]) {
        guard let path else { return }
        let kept = lines.suffix(LineEditor.maximumHistory)
        try? AtomicFile.write(kept.joined(separator: "\n") + (kept.isEmpty ? "" : "\n"), to: path)
    }
}
