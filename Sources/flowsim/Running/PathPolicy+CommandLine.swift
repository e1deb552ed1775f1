import Scenarios

extension PathPolicy {
    /// Why the `--allow-outside` folders cannot be used, as a message after "error: "; `nil` when
    /// each is a folder. A missing folder is an error, never a reason to allow its parent.
    static func allowOutsideProblem(_ extra: [String]) -> String? {
        guard let (folder, problem) = missingFolders(extra).first else { return nil }
        if folder.isEmpty { return "'--allow-outside' \(problem)" }
        return
            "'--allow-outside \(folder)' \(problem); --allow-outside takes a folder that exists, whose files app: and run: may then name"
    }
}
