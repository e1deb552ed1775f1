/// Writes a whole file so that readers see the old contents or the new, never a part: the
/// text goes to a temporary file in the same folder, which is then renamed over the target.
///
/// The temporary file is named unmistakably, `.NAME.flowsim-partial-PID-N.tmp` beside `NAME`.
/// SIGINT, SIGTERM and SIGHUP during the write remove it (``TemporaryFileCleanup``); one left by
/// a SIGKILL or a power cut is removed by the next write to the same file, once the process
/// that made it (`PID`) is gone.
enum AtomicFile {
    /// What temporary files are called between the target's name and the process id.
    static let partialMarker = ".flowsim-partial-"

    /// Writes `text` to `path`; the error's reason reads after "cannot write 'PATH': ". The file
    /// gets the permission bits `mode` when given, else keeps those of the file it replaces.
    static func write(_ text: String, to path: String, mode forced: UInt32? = nil)
        throws(Platform.SystemError)
    {
        let bytes = Array(text.utf8)
        let (folder, name) = split(path)
        guard !name.isEmpty else {
            throw Platform.SystemError(reason: "the path names a folder, not a file")
        }
        removeLeftovers(in: folder, of: name)
        let mode = forced ?? Platform.permissions(atPath: path)
        var attempt = 0
        while true {
            let temporary =
                "\(folder).\(name)\(partialMarker)\(Platform.processID())-\(attempt).tmp"
            TemporaryFileCleanup.begin(temporary)
            defer { TemporaryFileCleanup.end() }
            do {
                try Platform.createFile(atPath: temporary, bytes: bytes, mode: mode ?? 0o644)
            } catch {
                // Another writer's leftover: try the next name; anything else is final.
                if error.isAlreadyExists, attempt < 100 {
                    attempt += 1
                    continue
                }
                throw error
            }
            // The replaced file keeps its permissions.
            if let mode { Platform.setPermissions(mode, atPath: temporary) }
            TemporaryFileCleanup.pauseForTests()
            do {
                try Platform.rename(temporary, to: path)
            } catch {
                Platform.removeFile(atPath: temporary)
                throw error
            }
            return
        }
    }

    /// Removes the temporary files of `name` in `folder` whose process has ended.
    static func removeLeftovers(in folder: String, of name: String) {
        let prefix = ".\(name)\(partialMarker)"
        guard let entries = try? Platform.folderEntries(atPath: folder.isEmpty ? "." : folder)
        else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let idAndAttempt = entry.dropFirst(prefix.count).dropLast(4)
            guard let pid = idAndAttempt.split(separator: "-").first.flatMap({ Int32($0) }),
                !Platform.processExists(pid) || pid == Platform.processID()
            else { continue }
            if Platform.entryKind(atPath: folder + entry) == .regularFile {
                Platform.removeFile(atPath: folder + entry)
            }
        }
    }

    /// `("out/", "report.json")` for `out/report.json`; `("", "report.json")` for a bare name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}
