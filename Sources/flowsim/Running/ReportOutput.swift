/// Where a file flowsim writes goes — `--output FILE`, `--coverage-output FILE`, the REPL's
/// `:save!`, the scenario files of `--emit DIR` — decided before the work starts, so that a wrong
/// path fails at once rather than after the whole run. Every file flowsim may replace is written
/// here; the files it only creates (`:save`, `init`) never replace anything, and the REPL's
/// history is kept only in a regular file (``HistoryFile``). The rules:
///
/// - A new path: missing folders are created, then the report is written atomically.
/// - A regular file: replaced atomically (readers see the old report or the new one), keeping
///   its permissions.
/// - `/dev/stdout`, `/dev/stderr` (and `/dev/fd/1`, `/dev/fd/2`, `/proc/self/fd/1`, `/proc/self/fd/2`):
///   written to the process's own stream.
/// - A character device (`/dev/null`, a terminal) or a named pipe: written through, never replaced.
/// - A symbolic link: followed. When it ends at a regular file, that file is replaced atomically
///   and the link stays; at a device or pipe, written through. A link to nothing (or a link
///   loop) is refused with a message naming where it points.
/// - A folder, a block device or a socket: refused.
struct ReportOutput: Equatable {
    enum Method: Equatable {
        /// Temporary file and rename, onto this path (the link's target for a link).
        case atomic(String)
        /// Opened and written, for a device or a pipe.
        case writeThrough(String)
        /// One of the process's own streams.
        case stream(Platform.Stream)
    }

    /// The path as the user gave it.
    var path: String
    var method: Method
    /// The option or command that names the file (`--output`, `--coverage-output`, `:save!`), for messages.
    var option = "--output"

    /// Paths that name the process's own standard output and standard error.
    static let streamPaths: [String: Platform.Stream] = [
        "/dev/stdout": .standardOutput, "/dev/fd/1": .standardOutput,
        "/proc/self/fd/1": .standardOutput,
        "/dev/stderr": .standardError, "/dev/fd/2": .standardError,
        "/proc/self/fd/2": .standardError,
    ]

    /// Decides how to write to `path`, creating its missing folders; the error's message reads after
    /// "error: " and says what would work.
    static func prepare(_ path: String, for option: String = "--output") throws(ReportOutputError)
        -> ReportOutput
    {
        var output = try method(for: path, option: option)
        output.option = option
        return output
    }

    private static func method(for path: String, option: String) throws(ReportOutputError)
        -> ReportOutput
    {
        if let stream = streamPaths[path] {
            return ReportOutput(path: path, method: .stream(stream))
        }
        let (folder, name) = AtomicFile.split(path)
        guard !name.isEmpty else {
            throw ReportOutputError(
                path.isEmpty
                    ? "'\(option)' names no file (the path is empty); name a file such as 'report.json'"
                    : "'\(option) \(path)' names a folder; name a file in it, such as '\(path)report.json'"
            )
        }
        switch Platform.entryKind(atPath: path) {
        case nil:
            if !folder.isEmpty {
                do {
                    try Platform.createFolders(String(folder.dropLast()))
                } catch {
                    throw ReportOutputError(
                        "cannot create the folder '\(folder.dropLast())' for \(option): \(error.reason)"
                    )
                }
            }
            return ReportOutput(path: path, method: .atomic(path))
        case .regularFile:
            return ReportOutput(path: path, method: .atomic(path))
        case .symbolicLink:
            let target = Platform.linkTarget(atPath: path) ?? "?"
            switch Platform.targetKind(atPath: path) {
            case .regularFile?:
                guard let resolved = Platform.canonicalPath(path) else {
                    throw ReportOutputError(
                        "cannot follow the symbolic link '\(path)' to '\(target)'")
                }
                return ReportOutput(path: path, method: .atomic(resolved))
            case .characterDevice?, .fifo?:
                return ReportOutput(path: path, method: .writeThrough(path))
            case nil:
                let why =
                    Platform.canonicalPath(path) == nil && isLoop(path)
                    ? "which is part of a symbolic link loop" : "which does not exist"
                throw ReportOutputError(
                    "'\(option) \(path)' is a symbolic link to '\(target)', \(why); name the file itself, or remove the link"
                )
            case let kind?:
                throw ReportOutputError(
                    "'\(option) \(path)' is a symbolic link to \(describe(kind)) '\(target)'; \(acceptable(option))"
                )
            }
        case .characterDevice, .fifo:
            return ReportOutput(path: path, method: .writeThrough(path))
        case let kind?:
            throw ReportOutputError(
                "'\(option) \(path)' is \(describe(kind)); \(acceptable(option))")
        }
    }

    /// Writes the report as decided.
    func write(_ text: String) throws(Platform.SystemError) {
        switch method {
        case .atomic(let target): try AtomicFile.write(text, to: target)
        case .writeThrough(let target):
            try Platform.writeThrough(Array(text.utf8), toPath: target)
        case .stream(let stream):
            guard Platform.write(Array(text.utf8), to: stream) else {
                throw Platform.lastSystemError()
            }
        }
    }

    private static func acceptable(_ option: String) -> String {
        "\(option) takes a file (replaced atomically), a new path, a character device such as /dev/null, or a named pipe"
    }

    /// Whether this output would write over the file `path` (which flowsim reads, or writes for
    /// another option): the same file once links are followed. Devices and streams never clash.
    func isSameFile(as other: String) -> Bool {
        guard case .atomic(let target) = method else { return false }
        guard let mine = Self.canonical(target), let theirs = Self.canonical(other) else {
            return false
        }
        return mine == theirs
    }

    /// The canonical path of `path`, or of its folder and its name when it does not exist yet.
    private static func canonical(_ path: String) -> String? {
        if let resolved = Platform.canonicalPath(path) { return resolved }
        let (folder, name) = AtomicFile.split(path)
        guard let base = Platform.canonicalPath(folder.isEmpty ? "." : folder) else { return nil }
        return (base == "/" ? "" : base) + "/" + name
    }

    private static func describe(_ kind: Platform.EntryKind) -> String {
        switch kind {
        case .folder: return "a folder"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .regularFile: return "a file"
        case .symbolicLink: return "a symbolic link"
        case .characterDevice: return "a character device"
        case .fifo: return "a named pipe"
        case .other: return "neither a file nor a device"
        }
    }

    /// Whether following `path` loops (ELOOP), rather than ending at nothing.
    private static func isLoop(_ path: String) -> Bool {
        var current = path
        var seen: Set<String> = []
        for _ in 0..<64 {
            guard Platform.entryKind(atPath: current) == .symbolicLink,
                let target = Platform.linkTarget(atPath: current)
            else { return false }
            if !seen.insert(current).inserted { return true }
            current = target.hasPrefix("/") ? target : AtomicFile.split(current).folder + target
        }
        return true
    }
}

/// Why `--output` cannot be used, as a whole message.
struct ReportOutputError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
