#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C calls that writing a report file needs beyond `Platform`'s: what a path is without
/// following links, writing through to a device or pipe, creating folders, and the signal
/// handling that removes a half-written temporary file.
extension Platform {
    /// What a path names, in the detail the report writer needs.
    enum EntryKind: Equatable {
        case regularFile, folder, symbolicLink, characterDevice, blockDevice, fifo, socket, other
    }

    /// What `path` is, without following a final symbolic link (`lstat`); `nil` if nothing is there.
    static func entryKind(atPath path: String) -> EntryKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return entryKind(ofMode: info.st_mode)
    }

    /// What `path` is after following every symbolic link (`stat`); `nil` if nothing is there
    /// (a dangling link included).
    static func targetKind(atPath path: String) -> EntryKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return entryKind(ofMode: info.st_mode)
    }

    /// The permission bits of the file `path` names (links followed), if it exists.
    static func permissions(atPath path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    static func entryKind(ofMode mode: mode_t) -> EntryKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// The text of the symbolic link at `path`, if it is one.
    static func linkTarget(atPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to what `path` names without creating, truncating or replacing it: for a
    /// device or a pipe. A FIFO without a reader fails at once (`O_NONBLOCK` on open) rather than hang.
    static func writeThrough(_ bytes: [UInt8], toPath path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENXIO {
                // ENXIO means no reader for a pipe, and no device behind it for a device file
                // (`/dev/tty` in a process that no terminal controls).
                let reason =
                    entryKind(atPath: path) == .fifo
                        || targetKind(atPath: path) == .fifo
                    ? "nothing is reading from the named pipe; start its reader first"
                    : "no device answers to it (for /dev/tty: no terminal controls this process); name a file instead"
                throw SystemError(reason: reason, code: ENXIO)
            }
            throw lastSystemError()
        }
        defer { close(descriptor) }
        // Back to blocking writes: a slow reader is waited for, not a failure.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        guard writeAll(bytes, to: descriptor) else { throw lastSystemError() }
    }

    /// Writes `bytes` to one of the process's own streams; `false` on an error.
    static func write(_ bytes: [UInt8], to stream: Stream) -> Bool {
        writeAll(bytes, to: stream.descriptor)
    }

    /// Creates `path` and every missing folder above it (mode 0755, less the umask).
    static func createFolders(_ path: String) throws(SystemError) {
        guard !path.isEmpty, targetKind(atPath: path) != .folder else { return }
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        if !parent.isEmpty { try createFolders(parent) }
        guard mkdir(path, 0o755) == 0 else {
            if errno == EEXIST, targetKind(atPath: path) == .folder { return }
            if errno == EEXIST {
                throw SystemError(reason: "a file of that name is in the way", code: EEXIST)
            }
            throw lastSystemError()
        }
    }

    /// Sets the permission bits of `path`.
    static func setPermissions(_ mode: UInt32, atPath path: String) {
        _ = chmod(path, mode_t(mode))
    }

    /// Whether a process with id `pid` exists (it may belong to another user).
    static func processExists(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
