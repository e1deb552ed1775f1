extension AtomicFile {
    /// Writes `text` to a new file at `path`, all at once: readers never see a part, and a file
    /// already there is never replaced (the error's `isAlreadyExists` says so).
    static func create(_ text: String, at path: String) throws(Platform.SystemError) {
        let (folder, name) = split(path)
        guard !name.isEmpty else {
            throw Platform.SystemError(reason: "the path names a folder, not a file")
        }
        var attempt = 0
        while true {
            let temporary = "\(folder).\(name).\(Platform.processID())-\(attempt).tmp"
            do {
                try Platform.createFile(atPath: temporary, bytes: Array(text.utf8))
            } catch {
                if error.isAlreadyExists, attempt < 100 {
                    attempt += 1
                    continue
                }
                throw error
            }
            defer { Platform.removeFile(atPath: temporary) }
            // A link, unlike a rename, fails rather than replace what is there.
            try Platform.link(temporary, to: path)
            return
        }
    }
}
