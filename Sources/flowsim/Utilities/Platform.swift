import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("flowsim needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

/// Every call into the C library, fenced in one place: terminals, raw writes, exit, and the
/// file operations that an atomic write needs.
enum Platform {
    /// A standard stream of the process.
    enum Stream {
        case standardOutput, standardError

        var descriptor: Int32 {
            switch self {
            case .standardOutput: return 1
            case .standardError: return 2
            }
        }
    }

    /// A failed C call: what it was doing and `strerror(errno)`.
    struct SystemError: Error, Equatable {
        /// Lower-case, as `strerror` gives it ("no such file or directory").
        var reason: String
        /// The `errno` value, when a C call failed.
        var code: Int32 = 0

        /// Whether the call failed because the file already exists (`EEXIST`).
        var isAlreadyExists: Bool { code == EEXIST }
    }

    /// Whether `stream` is a terminal (so colour is worth writing).
    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) == 1
    }

    /// Writes all of `text` to `stream`, unbuffered.
    static func write(_ text: String, to stream: Stream) {
        _ = writeAll(Array(text.utf8), to: stream.descriptor)
    }

    /// Ends the process with `code`.
    static func exit(_ code: Int32) -> Never {
        #if canImport(Darwin)
            Darwin.exit(code)
        #elseif canImport(Glibc)
            Glibc.exit(code)
        #else
            Musl.exit(code)
        #endif
    }

    /// The values of the environment variables `names` that are set (an empty value counts as set).
    static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// This process's id, to name temporary files.
    static func processID() -> Int32 {
        getpid()
    }

    /// Creates `path` (failing if it exists) with `bytes` in it, flushed to disk; on a failure
    /// after creating it, removes it again.
    /// `mode` is the permission bits asked for (less the umask).
    static func createFile(atPath path: String, bytes: [UInt8], mode: UInt32 = 0o644)
        throws(SystemError)
    {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw lastSystemError() }
        let wrote = writeAll(bytes, to: descriptor)
        let failure = wrote ? nil : lastSystemError()
        let synced = fsync(descriptor) == 0
        let syncFailure = synced ? nil : lastSystemError()
        close(descriptor)
        if let failure = failure ?? syncFailure {
            unlink(path)
            throw failure
        }
    }

    /// Renames `source` to `destination`, replacing it atomically if it exists.
    static func rename(_ source: String, to destination: String) throws(SystemError) {
        #if canImport(Darwin)
            let result = Darwin.rename(source, destination)
        #elseif canImport(Glibc)
            let result = Glibc.rename(source, destination)
        #else
            let result = Musl.rename(source, destination)
        #endif
        guard result == 0 else { throw lastSystemError() }
    }

    /// Removes the file at `path`, ignoring any error (used to clean up a temporary file).
    static func removeFile(atPath path: String) {
        _ = unlink(path)
    }

    /// The canonical absolute path of an existing file or folder (symbolic links resolved).
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What kind of thing `path` names, following symbolic links; `nil` if nothing is there.
    static func fileKind(atPath path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    enum FileKind: Equatable {
        case file, folder, other
    }

    /// The names in folder `path` (without `.` and `..`), unsorted; names that are not valid
    /// UTF-8 are left out (``folderListing(atPath:)`` has them).
    static func folderEntries(atPath path: String) throws(SystemError) -> [String] {
        try folderListing(atPath: path).names
    }

    /// A name in a folder that is not valid UTF-8: shown with its bad bytes as `\xFF`, and its bytes.
    struct UndecodableName: Equatable {
        var shown: String
        var bytes: [UInt8]
    }

    /// The names in folder `path`, unsorted, and apart the names that are not valid UTF-8 (which
    /// no path string can name).
    static func folderListing(atPath path: String) throws(SystemError) -> (
        names: [String], undecodable: [UndecodableName]
    ) {
        guard let folder = opendir(path) else { throw lastSystemError() }
        defer { closedir(folder) }
        var names: [String] = []
        var undecodable: [UndecodableName] = []
        while let entry = readdir(folder) {
            let bytes = FixedCArray.bytesBeforeNUL(of: entry.pointee.d_name)
            if let name = String(validating: bytes, as: UTF8.self) {
                if name != "." && name != ".." { names.append(name) }
            } else {
                undecodable.append(UndecodableName(shown: shown(bytes), bytes: bytes))
            }
        }
        return (names, undecodable)
    }

    /// Bytes as text: valid UTF-8 as it is, every other byte as `\xFF`.
    static func shown(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            var end = min(bytes.count, index + 4)
            var decoded: String?
            while end > index {
                if let text = String(validating: bytes[index..<end], as: UTF8.self),
                    text.unicodeScalars.count == 1
                {
                    decoded = text
                    break
                }
                end -= 1
            }
            if let decoded {
                out += decoded
                index = end
            } else {
                out +=
                    "\\x" + (bytes[index] < 16 ? "0" : "")
                    + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return out
    }

    /// Writes every byte to `descriptor`, retrying after signals; false when a write fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            // (the array's storage as write's buffer; the rest copied after a partial write)
            let rest = offset == 0 ? bytes : Array(bytes[offset...])
            #if canImport(Darwin)
                let written = Darwin.write(descriptor, rest, rest.count)
            #elseif canImport(Glibc)
                let written = Glibc.write(descriptor, rest, rest.count)
            #else
                let written = Musl.write(descriptor, rest, rest.count)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The failure `errno` names, as a lower-case reason.
    static func lastSystemError() -> SystemError {
        let code = errno
        guard let text = strerror(code) else {
            return SystemError(reason: "error \(code)", code: code)
        }
        var reason = String(cString: text)
        // strerror capitalizes ("No such file or directory"); messages here are lower-case.
        if let first = reason.first, first.isUppercase,
            reason.dropFirst().first?.isLowercase ?? false
        {
            reason = first.lowercased() + reason.dropFirst()
        }
        return SystemError(reason: reason, code: code)
    }
}
