/// Writes a whole file so that readers see the old contents or the new, never a part: the
/// text goes to a temporary file in the same folder, which is then renamed over the target.
enum AtomicFile {
    /// Writes `text` to `path`; the error's reason reads after "cannot write 'PATH': ".
    static func write(_ text: String, to path: String) throws(Platform.SystemError) {
        let bytes = Array(text.utf8)
        let (folder, name) = split(path)
        guard !name.isEmpty else { throw Platform.SystemError(reason: "the path names a folder, not a file") }
        var attempt = 0
        while true {
            let temporary = "\(folder).\(name).\(Platform.processID())-\(attempt).tmp"
            do {
                try Platform.createFile(atPath: temporary, bytes: bytes)
            } catch {
                // Another writer's leftover: try the next name; anything else is final.
                if error.isAlreadyExists, attempt < 100 {
                    attempt += 1
                    continue
                }
                throw error
            }
            do {
                try Platform.rename(temporary, to: path)
            } catch {
                Platform.removeFile(atPath: temporary)
                throw error
            }
            return
        }
    }

    /// `("out/", "report.json")` for `out/report.json`; `("", "report.json")` for a bare name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
